import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ScanFlagReason } from '../../../contract/projects';

/** Why the fraud rules flagged a scan, in words (docs/server.md "Projects and scans"). */
export const FLAG_REASON_TEXTS: Record<ScanFlagReason, MessageDescriptor> = {
  other_region: msg`Sold for another region`,
  burst: msg`One of many scans within a minute`,
};

/** Reasons a reviewer often gives; picked, one fills the reason field, which stays editable. */
export const PRESET_REASONS: readonly MessageDescriptor[] = [
  msg`This product was sold for another country, so it does not earn points here.`,
  msg`Too many products were scanned within a minute for a real installation.`,
  msg`This serial number does not match the product installed at this address.`,
  msg`We could not confirm this installation. Please contact us if you have the invoice.`,
];
