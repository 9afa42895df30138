/**
 * Bearer authentication of the staff console (issue 27): a staff token (its own issuer and key,
 * so an installer token never passes, nor a staff token the installers' authenticate), its
 * session not revoked and younger than 8 hours, and the member still active.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { STAFF_SESSION_SECONDS } from '../../contract/staff';
import { addSeconds } from '../clock';
import { staffMembers, staffSessions } from '../db/schema';
import type { AppDeps } from '../deps';
import { verifyStaffToken } from '../security/access-tokens';
import type { AppEnv, StaffContext } from './env';
import { bearerToken } from './bearer';
import { unauthenticated } from './errors';

export async function authenticateStaff(
  { db, clock, config }: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  c: Context<AppEnv>,
): Promise<StaffContext> {
  const token = bearerToken(c);
  if (!token) throw unauthenticated();
  const now = clock.now();
  const claims = await verifyStaffToken(config.secret, token, now);
  if (!claims) throw unauthenticated();
  const [row] = await db
    .select({ startedAt: staffSessions.startedAt, member: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffMemberId))
    .where(and(eq(staffSessions.id, claims.sessionId), eq(staffSessions.staffMemberId, claims.userId), isNull(staffSessions.revokedAt)));
  if (!row?.member.active || now >= addSeconds(row.startedAt, STAFF_SESSION_SECONDS)) throw unauthenticated();
  return { member: row.member, sessionId: claims.sessionId };
}
