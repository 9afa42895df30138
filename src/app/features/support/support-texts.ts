import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { TicketStatusId } from '../../../contract/support';

const TEXTS: Record<string, MessageDescriptor> = {
  required: msg`This field cannot be empty.`,
  tooLong: msg`This is too long.`,
  generic: msg`Something went wrong. Please try again.`,
};

export function supportMessages(i18n: I18n, keys: readonly string[] | undefined): string[] | undefined {
  if (!keys || keys.length === 0) return undefined;
  return [...new Set(keys.map((key) => (TEXTS[key] ? i18n._(TEXTS[key]) : key)))];
}

/** SPEC §4 Other: 1 open, 2 in progress, 3 done. */
export const STATUS_LABELS: Record<TicketStatusId, MessageDescriptor> = {
  1: msg`Open`,
  2: msg`In progress`,
  3: msg`Done`,
};
