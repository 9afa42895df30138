/**
 * The audit log (issue 27): every staff write and emulation link, and the operator commands that
 * do the same, as one append-only record. Nothing here updates or deletes; the database refuses
 * it as well (migration 0014's trigger).
 */
import { desc, eq, lt } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditEntryView } from '../../contract/staff';
import type { Database } from '../db/database';
import { auditLog, staffMembers } from '../db/schema';

/** Who acted: a staff member (by id) or the operator command on the server. */
export type AuditActor = { staffMemberId: number } | 'operator';

export interface AuditEntry {
  by: AuditActor;
  action: string;
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

/** A page of the log, newest first, before the entry `before` when given. */
export async function auditPage(db: Database, before?: number): Promise<AuditEntryView[]> {
  const rows = await db
    .select({ entry: auditLog, email: staffMembers.email })
    .from(auditLog)
    .leftJoin(staffMembers, eq(staffMembers.id, auditLog.staffMemberId))
    .where(before === undefined ? undefined : lt(auditLog.id, before))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
  return rows.map(({ entry, email }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    by: entry.actor === 'operator' ? 'operator' : (email ?? 'staff'),
    action: entry.action,
    company_id: entry.companyId,
    user_id: entry.userId,
    client_ip: entry.clientIp,
    details: entry.details,
  }));
}
