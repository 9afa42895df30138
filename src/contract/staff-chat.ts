/** The console's chat inbox (issue 27 §2 "Chat inbox"): the list, one conversation, its messages. */
import * as v from 'valibot';
import { SupportMessage, TicketContext } from './support';

/** The inbox's filter: `active` (open and in progress, the default), or one status. */
export const STAFF_INBOX_FILTERS = ['active', 'open', 'in_progress', 'closed'] as const;
export type StaffInboxFilter = (typeof STAFF_INBOX_FILTERS)[number];

/** GET /staff/v1/support/conversations?status= */
export const StaffInboxQuery = v.object({ status: v.optional(v.picklist(STAFF_INBOX_FILTERS), 'active') });

/** A message as staff see it: a staff answer names the agent who gave it. */
export const StaffChatMessage = v.object({ ...SupportMessage.entries, staff: v.nullable(v.string()) });
export type StaffChatMessage = v.InferOutput<typeof StaffChatMessage>;

export const StaffConversationSummary = v.object({
  uuid: v.string(),
  title: v.string(),
  status: v.picklist([1, 2, 3]),
  created_at: v.string(),
  updated_at: v.string(),
  /** The member's messages since the last staff answer, and when the first of them came. */
  unread: v.number(),
  waiting_since: v.nullable(v.string()),
  /** Who opened it. */
  member: v.object({ uuid: v.string(), name: v.string() }),
  company: v.object({ uuid: v.string(), name: v.string() }),
  /** What it was opened from, with the project's name or the order's number (null once deleted). */
  context: v.nullable(v.object({ ...TicketContext.entries, label: v.nullable(v.string()) })),
  /** The newest message: with its author and time the inbox shows that someone has just answered. */
  last_message: v.nullable(StaffChatMessage),
});
export type StaffConversationSummary = v.InferOutput<typeof StaffConversationSummary>;

export const StaffInbox = v.object({ data: v.array(StaffConversationSummary) });

/** GET /staff/v1/support/conversations/{uuid}: every message, and which other agents are typing now. */
export const StaffConversationView = v.object({
  ...StaffConversationSummary.entries,
  messages: v.array(StaffChatMessage),
  typing: v.array(v.string()),
});
export type StaffConversationView = v.InferOutput<typeof StaffConversationView>;

export const StaffConversationResponse = v.object({ data: StaffConversationView });
