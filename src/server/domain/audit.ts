/**
 * The audit log (issue 27): every staff write and emulation link, and the operator commands that
 * do the same, as one append-only record. Nothing here updates or deletes; the database refuses
 * it as well (migration 0014's trigger).
 */
import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditAction } from '../../contract/audit-actions';
import { AUDIT_PAGE_SIZE, type AuditEntryView, type AuditQuery } from '../../contract/staff';
import type { Database } from '../db/database';
import { auditLog, companies, staffMembers, users } from '../db/schema';

/** Who acted: a staff member (by id) or the operator command on the server. */
export type AuditActor = { staffMemberId: number } | 'operator';

export interface AuditEntry {
  by: AuditActor;
  /** One of the contract's list, so the console has a label for it; the column itself is text. */
  action: AuditAction;
  companyId?: number | null;
  userId?: number | null;
  clientIp?: string | null;
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Database, entry: AuditEntry, now: Date): Promise<void> {
  await db.insert(auditLog).values({
    at: now,
    actor: entry.by === 'operator' ? 'operator' : 'staff',
    staffMemberId: entry.by === 'operator' ? null : entry.by.staffMemberId,
    action: entry.action,
    companyId: entry.companyId ?? null,
    userId: entry.userId ?? null,
    clientIp: entry.clientIp ?? null,
    details: entry.details ?? {},
  });
}

/** The staff account an entry is about: account changes name it in their details. */
const staffMemberIdOf = (details: Record<string, unknown>): number | null =>
  typeof details.staff_member_id === 'number' ? details.staff_member_id : null;

/** The entries of a filter: `action` by its start, `by` a staff e-mail or "operator". */
function auditFilter(query: AuditQuery): SQL | undefined {
  return and(
    query.before === undefined ? undefined : lt(auditLog.id, query.before),
    query.action ? sql`starts_with(${auditLog.action}, ${query.action})` : undefined,
    !query.by ? undefined : query.by === 'operator' ? eq(auditLog.actor, 'operator') : eq(staffMembers.email, query.by),
  );
}

/**
 * A page of the log, newest first, before the entry `before` when given: who by name, the company
 * and the installer by name, and the staff account an account change is about.
 */
export async function auditPage(db: Database, query: AuditQuery = {}): Promise<AuditEntryView[]> {
  const rows = await db
    .select({
      entry: auditLog,
      staff: { email: staffMembers.email, name: staffMembers.name },
      company: { uuid: companies.uuid, name: companies.name },
      user: { uuid: users.uuid, name: users.name, surname: users.surname },
    })
    .from(auditLog)
    .leftJoin(staffMembers, eq(staffMembers.id, auditLog.staffMemberId))
    .leftJoin(companies, eq(companies.id, auditLog.companyId))
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(auditFilter(query))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
  const targetIds = [...new Set(rows.map(({ entry }) => staffMemberIdOf(entry.details)).filter((id) => id !== null))];
  const targets = targetIds.length === 0
    ? []
    : await db.select({ id: staffMembers.id, name: staffMembers.name, email: staffMembers.email }).from(staffMembers).where(inArray(staffMembers.id, targetIds));
  const targetOf = new Map(targets.map((target) => [target.id, target]));
  return rows.map(({ entry, staff, company, user }) => {
    const operator = entry.actor === 'operator';
    return {
      id: entry.id,
      at: entry.at.toISOString(),
      by: operator ? 'operator' : (staff?.email ?? 'staff'),
      by_name: operator ? 'operator' : (staff?.name ?? 'staff'),
      action: entry.action,
      company_id: entry.companyId,
      company: company ? { uuid: company.uuid, name: company.name } : null,
      user_id: entry.userId,
      user: user ? { uuid: user.uuid, name: `${user.name} ${user.surname}`.trim() } : null,
      staff_member: targetOf.get(staffMemberIdOf(entry.details) ?? -1) ?? null,
      client_ip: entry.clientIp,
      details: entry.details,
    };
  });
}
