/**
 * The support chat (SPEC §2 Support chat, §3 Support ticket, §4 Other): a member's conversations
 * with the club's support staff. A conversation belongs to the member who opened it; anyone else,
 * in the company or not, gets 404 for it. Staff answer in the console (routes/staff.ts) or through
 * `npm run operator -- support ...` (routes/operator.ts), both with the functions below; a reply moves the conversation to "in progress" and notifies the member
 * with a link to it (meta.ticket_uuid). A member's message on a done conversation opens it again.
 */
import { and, count, desc, eq, inArray, max, min, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { AuditAction } from '../../contract/audit-actions';
import {
  TICKET_STATUS,
  type Chat,
  type NewTicket,
  type SupportMessage,
  type SupportQuery,
  type Ticket,
  type TicketContext,
  type TicketStatusId,
  type TicketsPage,
} from '../../contract/support';
import type { Database } from '../db/database';
import { companies, orders, projects, supportMessages, supportTickets, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { invalid, notFound } from '../http/errors';
import { supportReplyText } from '../reference/team-texts';
import type { Account } from './accounts';
import { recordAudit, type AuditActor, type AuditEntry } from './audit';
import { inStaffRegions, type StaffScope } from './staff-scope';
import { createNotification } from './notifications';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type TicketRow = typeof supportTickets.$inferSelect;
type MessageRow = typeof supportMessages.$inferSelect;

const Uuid = v.pipe(v.string(), v.uuid());

function messageView(row: MessageRow): SupportMessage {
  return { uuid: row.uuid, sender: row.sender, message: row.message, created_at: row.createdAt.toISOString() };
}

function ticketView(row: TicketRow, lastMessage: MessageRow | null): Ticket {
  return {
    uuid: row.uuid,
    title: row.title,
    status: row.status as TicketStatusId,
    context: row.contextType && row.contextUuid ? { type: row.contextType, uuid: row.contextUuid } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_message: lastMessage ? messageView(lastMessage) : null,
  };
}

/** The newest message of each ticket, in one statement. */
async function lastMessages(db: Database, ticketIds: number[]): Promise<Map<number, MessageRow>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([supportMessages.ticketId])
    .from(supportMessages)
    .where(inArray(supportMessages.ticketId, ticketIds))
    .orderBy(supportMessages.ticketId, desc(supportMessages.createdAt), desc(supportMessages.id));
  return new Map(rows.map((row) => [row.ticketId, row]));
}

/** GET /v1/support: the caller's conversations, the most recently active first. */
export async function listTickets({ db }: Deps, caller: Account, query: SupportQuery): Promise<TicketsPage> {
  // installer_uuid (SPEC §7) can only name the caller: anybody else's conversations are not listed.
  const mine = and(eq(supportTickets.userId, caller.user.id), query.installer_uuid && query.installer_uuid !== caller.user.uuid ? sql`false` : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(supportTickets).where(mine)
      .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
      .limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(supportTickets).where(mine),
  ]);
  const last = await lastMessages(db, rows.map((row) => row.id));
  const n = total?.n ?? 0;
  return {
    data: rows.map((row) => ticketView(row, last.get(row.id) ?? null)),
    meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(n / query.limit)), per_page: query.limit, total: n },
  };
}

/** A project context must be a project of the caller's company; an order is taken by its uuid (orders check theirs). */
async function checkContext(db: Database, caller: Account, context: TicketContext | undefined): Promise<void> {
  if (!context) return;
  const table = context.type === 'project' ? projects : orders;
  const [found] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.uuid, context.uuid), eq(table.companyId, caller.company.id)));
  if (!found) throw invalid({ context: [`The ${context.type} of this conversation was not found.`] });
}

/** POST /v1/support: opens a conversation with its first message; answers its uuid. */
export async function openTicket({ db, clock }: Deps, caller: Account, input: NewTicket): Promise<string> {
  await checkContext(db, caller, input.context);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        companyId: caller.company.id,
        userId: caller.user.id,
        title: input.title,
        status: TICKET_STATUS.open,
        contextType: input.context?.type ?? null,
        contextUuid: input.context?.uuid ?? null,
        info: input.info,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!ticket) throw new Error('ticket not stored');
    await tx.insert(supportMessages).values({ ticketId: ticket.id, sender: 'installer', message: input.body, createdAt: now });
    return ticket.uuid;
  });
}

async function ownTicket(db: Database, caller: Account, uuid: string): Promise<TicketRow> {
  if (!v.is(Uuid, uuid)) throw notFound();
  const [row] = await db.select().from(supportTickets).where(and(eq(supportTickets.uuid, uuid), eq(supportTickets.userId, caller.user.id)));
  if (!row) throw notFound();
  return row;
}

async function messagesOf(db: Database, ticketId: number, limit: number): Promise<MessageRow[]> {
  // The newest `limit` messages, shown oldest first.
  const rows = await db.select().from(supportMessages).where(eq(supportMessages.ticketId, ticketId))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id)).limit(limit);
  return rows.reverse();
}

/** GET /v1/support/{uuid}/chat */
export async function readChat({ db }: Deps, caller: Account, uuid: string, limit: number): Promise<Chat> {
  const ticket = await ownTicket(db, caller, uuid);
  const messages = await messagesOf(db, ticket.id, limit);
  return { ticket: ticketView(ticket, messages.at(-1) ?? null), messages: messages.map(messageView) };
}

/** POST /v1/support/{uuid}/chat: the member's message; a done conversation opens again. */
export async function postMessage({ db, clock }: Deps, caller: Account, uuid: string, message: string): Promise<SupportMessage> {
  const ticket = await ownTicket(db, caller, uuid);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(supportMessages).values({ ticketId: ticket.id, sender: 'installer', message, createdAt: now }).returning();
    await tx
      .update(supportTickets)
      .set({ updatedAt: now, ...(ticket.status === TICKET_STATUS.done ? { status: TICKET_STATUS.open } : {}) })
      .where(eq(supportTickets.id, ticket.id));
    return messageView(row as MessageRow);
  });
}

// ---------------------------------------------------------------------------------------------
// The staff side: the console's inbox and `npm run operator -- support list|show|reply|close`

export interface StaffTicket extends Omit<Ticket, 'last_message'> {
  company: string;
  company_uuid: string;
  /** The newest message; a staff answer names who gave it, so two agents see who just answered. */
  last_message: StaffMessage | null;
  /** Who opened it, by user id (no personal data in the command's list). */
  user_id: number;
  info: Record<string, string>;
  /** The member's messages since the last staff answer, and when the first of them came. */
  unread: number;
  waiting_since: string | null;
}

export type StaffMessage = SupportMessage & { staff: string | null };

const staffMessageView = (row: MessageRow): StaffMessage => ({ ...messageView(row), staff: row.staff });

/** Who acts on a conversation: the name shown with a reply, the audit log's actor and, for the console, its regions. */
export interface SupportActor {
  name: string;
  by: AuditActor;
  clientIp?: string | null;
  scope?: StaffScope;
}

/** Per conversation, the member's messages after the last staff answer (ids are in order, timestamps may tie). */
async function waitingMessages(db: Database, ticketIds: number[]): Promise<Map<number, { unread: number; since: Date }>> {
  if (ticketIds.length === 0) return new Map();
  const answered = db
    .select({ ticketId: supportMessages.ticketId, lastAnswer: max(supportMessages.id).as('last_answer') })
    .from(supportMessages)
    .where(and(inArray(supportMessages.ticketId, ticketIds), eq(supportMessages.sender, 'admin')))
    .groupBy(supportMessages.ticketId)
    .as('answered');
  const rows = await db
    .select({ ticketId: supportMessages.ticketId, unread: count(), since: min(supportMessages.createdAt) })
    .from(supportMessages)
    .leftJoin(answered, eq(answered.ticketId, supportMessages.ticketId))
    .where(and(
      inArray(supportMessages.ticketId, ticketIds),
      eq(supportMessages.sender, 'installer'),
      sql`${supportMessages.id} > coalesce(${answered.lastAnswer}, 0)`,
    ))
    .groupBy(supportMessages.ticketId);
  return new Map(rows.map((row) => [row.ticketId, { unread: row.unread, since: row.since as Date }]));
}

type TicketWithCompany = { ticket: TicketRow; company: string; companyUuid: string };

async function staffView(db: Database, rows: TicketWithCompany[]): Promise<StaffTicket[]> {
  const ids = rows.map(({ ticket }) => ticket.id);
  const [last, waiting] = await Promise.all([lastMessages(db, ids), waitingMessages(db, ids)]);
  return rows.map(({ ticket, company, companyUuid }) => {
    const lastMessage = last.get(ticket.id);
    return {
      ...ticketView(ticket, null),
      last_message: lastMessage ? staffMessageView(lastMessage) : null,
      company,
      company_uuid: companyUuid,
    user_id: ticket.userId,
    info: ticket.info,
      unread: waiting.get(ticket.id)?.unread ?? 0,
      waiting_since: waiting.get(ticket.id)?.since.toISOString() ?? null,
    };
  });
}

const ticketsWithCompany = (db: Database) =>
  db.select({ ticket: supportTickets, company: companies.name, companyUuid: companies.uuid }).from(supportTickets).innerJoin(companies, eq(companies.id, supportTickets.companyId));

/**
 * Conversations waiting for staff (open and in progress), or those of one status, inside the
 * regions given: the longest-waiting first (a member's unanswered message), then the oldest activity.
 * Done ones: the most recently closed first (the 200 shown are the latest, not the oldest).
 */
export async function staffTickets(db: Database, status?: TicketStatusId, scope?: StaffScope): Promise<StaffTicket[]> {
  const done = status === TICKET_STATUS.done;
  const rows = await ticketsWithCompany(db)
    .where(and(
      status ? eq(supportTickets.status, status) : inArray(supportTickets.status, [TICKET_STATUS.open, TICKET_STATUS.inProgress]),
      scope ? inStaffRegions(scope) : undefined,
    ))
    .orderBy(done ? desc(supportTickets.updatedAt) : supportTickets.updatedAt)
    .limit(200);
  if (done) return staffView(db, rows);
  const tickets = await staffView(db, rows);
  const waitingFor = (ticket: StaffTicket) => ticket.waiting_since ?? '9999';
  return tickets.sort((a, b) => waitingFor(a).localeCompare(waitingFor(b)) || a.updated_at.localeCompare(b.updated_at));
}

/** A company's conversations, any status, the most recently active first (the console's company page). */
export async function companyTickets(db: Database, companyId: number): Promise<StaffTicket[]> {
  const rows = await ticketsWithCompany(db)
    .where(eq(supportTickets.companyId, companyId))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
    .limit(100);
  return staffView(db, rows);
}

async function staffTicket(db: Database, uuid: string, scope?: StaffScope): Promise<TicketWithCompany> {
  if (!v.is(Uuid, uuid)) throw notFound('No conversation with this uuid.');
  const [row] = await ticketsWithCompany(db).where(and(eq(supportTickets.uuid, uuid), scope ? inStaffRegions(scope) : undefined));
  if (!row) throw notFound('No conversation with this uuid.');
  return row;
}

/** One conversation with its context and every message (each staff answer names who gave it). */
export async function staffShow(db: Database, uuid: string, scope?: StaffScope): Promise<StaffTicket & { messages: StaffMessage[] }> {
  const row = await staffTicket(db, uuid, scope);
  const [view] = await staffView(db, [row]);
  const messages = await messagesOf(db, row.ticket.id, Number.MAX_SAFE_INTEGER);
  return { ...(view as StaffTicket), messages: messages.map(staffMessageView) };
}

/** A staff reply: in progress, the member notified in their language with a link to the conversation, on the audit log. */
export async function staffReply({ db, clock }: Deps, uuid: string, actor: SupportActor, message: string): Promise<SupportMessage> {
  const { ticket } = await staffTicket(db, uuid, actor.scope);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(supportMessages).values({ ticketId: ticket.id, sender: 'admin', staff: actor.name, message, createdAt: now }).returning();
    await tx.update(supportTickets).set({ status: TICKET_STATUS.inProgress, updatedAt: now }).where(eq(supportTickets.id, ticket.id));
    const [member] = await tx.select({ languageId: users.languageId }).from(users).where(eq(users.id, ticket.userId));
    await createNotification(tx, {
      userId: ticket.userId,
      type: 'info',
      event: 'support_reply',
      ...supportReplyText(member?.languageId ?? 1, ticket.title),
      meta: { ticket_uuid: ticket.uuid },
      createdAt: now,
    });
    await recordAudit(tx, auditOf(actor, 'support.reply', ticket, { message_uuid: row?.uuid }), now);
    return messageView(row as MessageRow);
  });
}

/** Marks a conversation done, or (reopen) open again. */
export async function staffSetStatus({ db, clock }: Deps, uuid: string, actor: SupportActor, to: 'close' | 'reopen'): Promise<void> {
  const { ticket } = await staffTicket(db, uuid, actor.scope);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.update(supportTickets).set({ status: to === 'close' ? TICKET_STATUS.done : TICKET_STATUS.open, updatedAt: now }).where(eq(supportTickets.id, ticket.id));
    await recordAudit(tx, auditOf(actor, `support.${to}`, ticket), now);
  });
}

function auditOf(actor: SupportActor, action: AuditAction, ticket: TicketRow, details: Record<string, unknown> = {}): AuditEntry {
  return {
    by: actor.by, action, companyId: ticket.companyId, userId: ticket.userId, clientIp: actor.clientIp ?? null,
    details: { ticket_uuid: ticket.uuid, ...details },
  };
}
