/**
 * The console's chat inbox (issue 27 §2): support.ts's staff conversations with what an agent needs
 * at a glance: who asked (name), the company with its uuid for the link, and the project's name or
 * the order's number the conversation was opened from. The operator's list stays without names.
 */
import { inArray } from 'drizzle-orm';
import type { StaffConversationSummary, StaffConversationView, StaffInboxFilter } from '../../contract/staff-chat';
import { TICKET_STATUS, type TicketStatusId } from '../../contract/support';
import type { Database } from '../db/database';
import { orders, projects, users } from '../db/schema';
import type { StaffScope } from './staff-scope';
import { staffShow, staffTickets, type StaffTicket } from './support';

const FILTER_STATUS: Record<StaffInboxFilter, TicketStatusId | undefined> = {
  active: undefined,
  open: TICKET_STATUS.open,
  in_progress: TICKET_STATUS.inProgress,
  closed: TICKET_STATUS.done,
};

/** The labels of the tickets' contexts and the names of who opened them, in three statements at most. */
async function summaries(db: Database, tickets: StaffTicket[]): Promise<StaffConversationSummary[]> {
  const uuidsOf = (type: 'project' | 'order') => tickets.flatMap((ticket) => (ticket.context?.type === type ? [ticket.context.uuid] : []));
  const projectUuids = uuidsOf('project');
  const orderUuids = uuidsOf('order');
  const userIds = [...new Set(tickets.map((ticket) => ticket.user_id))];
  const [people, projectRows, orderRows] = await Promise.all([
    userIds.length ? db.select({ id: users.id, uuid: users.uuid, name: users.name, surname: users.surname }).from(users).where(inArray(users.id, userIds)) : [],
    projectUuids.length ? db.select({ uuid: projects.uuid, label: projects.name }).from(projects).where(inArray(projects.uuid, projectUuids)) : [],
    orderUuids.length ? db.select({ uuid: orders.uuid, label: orders.number }).from(orders).where(inArray(orders.uuid, orderUuids)) : [],
  ]);
  const person = new Map(people.map((row) => [row.id, row]));
  const label = new Map([...projectRows, ...orderRows].map((row) => [row.uuid, row.label]));
  return tickets.map((ticket) => {
    const who = person.get(ticket.user_id);
    return {
      uuid: ticket.uuid,
      title: ticket.title,
      status: ticket.status,
      created_at: ticket.created_at,
      updated_at: ticket.updated_at,
      unread: ticket.unread,
      waiting_since: ticket.waiting_since,
      member: { uuid: who?.uuid ?? '', name: who ? `${who.name} ${who.surname}`.trim() : '' },
      company: { uuid: ticket.company_uuid, name: ticket.company },
      context: ticket.context ? { ...ticket.context, label: label.get(ticket.context.uuid) ?? null } : null,
      last_message: ticket.last_message,
    };
  });
}

/** GET /staff/v1/support/conversations: the filter's conversations inside the member's regions, in staffTickets' order. */
export async function staffInbox(db: Database, scope: StaffScope, filter: StaffInboxFilter): Promise<StaffConversationSummary[]> {
  return summaries(db, await staffTickets(db, FILTER_STATUS[filter], scope));
}

/** GET /staff/v1/support/conversations/{uuid}: the conversation, every message, and the other agents typing in it. */
export async function staffConversation(db: Database, scope: StaffScope, uuid: string, typing: (uuid: string) => string[]): Promise<StaffConversationView> {
  const { messages, ...ticket } = await staffShow(db, uuid, scope);
  const [summary] = await summaries(db, [ticket]);
  return { ...(summary as StaffConversationSummary), messages, typing: typing(ticket.uuid) };
}
