import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StaffInboxFilter } from '../../../contract/staff-chat';
import type { SupportRuleMessage, TicketStatusId } from '../../../contract/support';

/** The inbox's filter tabs. */
export const FILTER_LABELS: Record<StaffInboxFilter, MessageDescriptor> = {
  active: msg`Waiting and in progress`,
  open: msg`Waiting`,
  in_progress: msg`In progress`,
  closed: msg`Done`,
};

/** SPEC §4 Other: 1 open (waiting for staff), 2 in progress, 3 done (the portal says "Done" too). */
export const STATUS_LABELS: Record<TicketStatusId, MessageDescriptor> = {
  1: msg`Waiting`,
  2: msg`In progress`,
  3: msg`Done`,
};

/** The member's message rules, as the reply box says them. */
export const RULE_MESSAGES: Record<SupportRuleMessage, MessageDescriptor> = {
  required: msg`Write a reply first.`,
  tooLong: msg`The reply is too long.`,
};
