/**
 * The admin desk's staff accounts (issue 27 §1): the list, roles and regions, deactivation and the
 * unlock of a locked sign-in. Every change lands in the audit log here, so any caller writes the
 * same entry. An admin may not lock himself out: no deactivating himself, no dropping his own admin role.
 */
import { asc, eq } from 'drizzle-orm';
import type { StaffAccessRequest, StaffAccountView } from '../../contract/staff-admin';
import type { Database } from '../db/database';
import { staffMembers } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiFailure, notFound } from '../http/errors';
import { recordAudit, type AuditActor } from './audit';
import { activeLock, UNLOCKED } from './sign-in-lockout';
import { regionIds, staffMemberView, type StaffMemberRow } from './staff-members';
import { endStaffSessions } from './staff-sign-in';

/** Who changes an account: the signed-in admin (his own account is guarded) or the operator. */
export interface AccountChanger {
  by: AuditActor;
  clientIp?: string | null;
}

export const SELF_DEACTIVATION = 'You cannot deactivate your own account.';
export const SELF_DEMOTION = 'You cannot remove your own admin role.';

function accountView(member: StaffMemberRow, now: Date): StaffAccountView {
  return {
    ...staffMemberView(member),
    active: member.active,
    locked: activeLock(member, 'email', now) !== null,
    created_at: member.createdAt.toISOString(),
  };
}

export async function listStaffAccounts(db: Database, now: Date): Promise<StaffAccountView[]> {
  const rows = await db.select().from(staffMembers).orderBy(asc(staffMembers.name), asc(staffMembers.id));
  return rows.map((row) => accountView(row, now));
}

const isSelf = (changer: AccountChanger, id: number) => changer.by !== 'operator' && changer.by.staffMemberId === id;

/** The member row locked for the change; 404 for an id that names nobody. */
async function lockedMember(tx: Database, id: number): Promise<StaffMemberRow> {
  const [member] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).for('update');
  if (!member) throw notFound();
  return member;
}

/** Sets the member's roles and regions (slugs) as given. */
export async function changeStaffAccess(db: Database, id: number, access: StaffAccessRequest, changer: AccountChanger, now: Date): Promise<StaffAccountView> {
  const regions = regionIds(access.regions);
  const roles = [...new Set(access.roles)];
  if (isSelf(changer, id) && !roles.includes('admin')) throw new ApiFailure(409, SELF_DEMOTION);
  return db.transaction(async (tx) => {
    const before = await lockedMember(tx, id);
    const [row] = await tx.update(staffMembers).set({ roles, regions }).where(eq(staffMembers.id, id)).returning();
    await recordAudit(tx, {
      by: changer.by, clientIp: changer.clientIp, action: 'staff.access',
      details: { staff_member_id: id, roles, regions, roles_before: before.roles, regions_before: before.regions },
    }, now);
    return accountView(row as StaffMemberRow, now);
  });
}

/** Deactivates (every session ends: the token check reads `active`) or reactivates a member. */
export async function setStaffActive(deps: Pick<AppDeps, 'db' | 'clock'>, id: number, active: boolean, changer: AccountChanger): Promise<StaffAccountView> {
  if (!active && isSelf(changer, id)) throw new ApiFailure(409, SELF_DEACTIVATION);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    await lockedMember(tx, id);
    const [updated] = await tx.update(staffMembers).set({ active }).where(eq(staffMembers.id, id)).returning();
    await recordAudit(tx, { by: changer.by, clientIp: changer.clientIp, action: active ? 'staff.reactivate' : 'staff.deactivate', details: { staff_member_id: id } }, now);
    return updated as StaffMemberRow;
  });
  // Revoked as well, so a reactivation does not bring the old sessions back.
  if (!active) await endStaffSessions(deps, { staffMemberId: id });
  return accountView(row, now);
}

/** Lifts a sign-in lock (the lockout's last level waits for this): level and count start from 0. */
export async function unlockStaffSignIn(db: Database, id: number, changer: AccountChanger, now: Date): Promise<StaffAccountView> {
  return db.transaction(async (tx) => {
    const before = await lockedMember(tx, id);
    const [row] = await tx.update(staffMembers).set(UNLOCKED).where(eq(staffMembers.id, id)).returning();
    await recordAudit(tx, { by: changer.by, clientIp: changer.clientIp, action: 'staff.unlock', details: { staff_member_id: id, previous_level: before.signInLockLevel } }, now);
    return accountView(row as StaffMemberRow, now);
  });
}
