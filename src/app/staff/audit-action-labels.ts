import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isAuditAction, type AuditAction } from '../../contract/audit-actions';

/**
 * What each audit log action did, in the operator's words: every code the server writes
 * (contract/audit-actions.ts) has one, or typecheck fails. The page shows the code under it, as
 * the "Action" filter searches by the code's start.
 */
export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  'emulation.link': msg`Made a link to open the portal as a user`,
  'order.approve': msg`Approved an order`,
  'order.complete': msg`Completed an order`,
  'order.reject': msg`Rejected an order`,
  'card.issue': msg`Issued a club card`,
  'card.outcome': msg`Reported a card top-up's outcome`,
  'support.reply': msg`Replied in a support chat`,
  'support.close': msg`Closed a support chat`,
  'support.reopen': msg`Reopened a support chat`,
  'review.decide': msg`Decided on flagged scans`,
  'content.create': msg`Added a content item`,
  'content.update': msg`Changed a content item`,
  'content.show': msg`Showed a content item to members`,
  'content.hide': msg`Hid a content item from members`,
  'content.import': msg`Imported content items from a folder`,
  'serials.import': msg`Imported serial numbers`,
  'staff.add': msg`Added a staff account`,
  'staff.access': msg`Changed a staff member's roles and regions`,
  'staff.deactivate': msg`Deactivated a staff account`,
  'staff.reactivate': msg`Reactivated a staff account`,
  'staff.unlock': msg`Unlocked a staff member's sign-in`,
  'maintenance.on': msg`Switched maintenance on`,
  'maintenance.off': msg`Switched maintenance off`,
  'company.recommend': msg`Recommended a company`,
  'company.unrecommend': msg`Withdrew a company's recommendation`,
};

/** An action's label in the current language; a code the list does not know (an older one) is shown as it is. */
export function auditActionLabel(i18n: I18n, code: string): string {
  return isAuditAction(code) ? i18n._(AUDIT_ACTION_LABELS[code]) : code;
}
