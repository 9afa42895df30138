/**
 * Staff sign-in by e-mail and one-time code (issue 27), with the installers' code rules: a
 * 5-digit code from the CSPRNG kept as a keyed hash bound to its request, valid 10 minutes and
 * once, voided by a newer code or 5 wrong tries, a new one 60 s after the last at the earliest,
 * the same per-IP limits, the same progressive lock (sign-in-lockout.ts; staff have no second
 * channel, so the third level locks until an admin or the operator unlocks) and the same outbox.
 *
 * Differences, on purpose: an unknown or inactive address answers like a known one (nobody learns
 * who is staff), the verify step names only the request, the session is one token of at most
 * 8 hours without refresh, and STAFF_ALLOWED_NETWORKS may refuse the caller's address.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../contract/errors';
import { CODE_TTL_SECONDS, MAX_WRONG_CODES_PER_CODE, RESEND_WAIT_SECONDS } from '../../contract/limits';
import { STAFF_SESSION_SECONDS, type StaffLoginResponse, type StaffSession, type StaffVerifyRequest } from '../../contract/staff';
import { addSeconds, secondsUntil } from '../clock';
import type { AppConfig } from '../config';
import { staffLoginRequests, staffMembers, staffSessions } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiFailure, forbidden, tooManyRequests } from '../http/errors';
import { hashesEqual, keyedHash, randomLoginCode } from '../security/crypto';
import { networkAllowlist } from '../security/networks';
import { signStaffToken } from '../security/access-tokens';
import { codeMessage } from './code-message';
import { hitRateLimit } from './rate-limits';
import { activeLock, afterWrongCode, lockRefusal, sendLockNotice, UNLOCKED, type RaisedLock, type SignInLock } from './sign-in-lockout';
import { staffMemberView, type StaffMemberRow } from './staff-members';

/** Staff messages go out in English: the console's people read it whatever their own language. */
const ENGLISH = 1;

const codeHash = (secret: string, requestId: string, code: string) => keyedHash(secret, 'staff-login-code', `${requestId}:${code}`);

const allowlists = new WeakMap<readonly string[], (address: string) => boolean>();

/** STAFF_ALLOWED_NETWORKS: refuses sign-in from any other address (403) when it is set. */
function checkNetwork(config: AppConfig, ip: string): void {
  const blocks = config.staffAllowedNetworks;
  if (!blocks) return;
  let allowed = allowlists.get(blocks);
  if (!allowed) {
    allowed = networkAllowlist(blocks);
    allowlists.set(blocks, allowed);
  }
  if (!allowed(ip)) throw forbidden('Staff sign-in is not allowed from this network.');
}

/** POST /staff/v1/auth/login: sends a code to an active staff member; answers the same for any address. */
export async function requestStaffCode(deps: AppDeps, email: string, ip: string): Promise<StaffLoginResponse> {
  const { db, clock, config } = deps;
  const now = clock.now();
  checkNetwork(config, ip);
  await hitRateLimit(db, 'login', ip, config.rateLimits.login, now);
  const requestId = randomUUID();
  const answer = { login_request_id: requestId, resend_after: RESEND_WAIT_SECONDS };
  const [member] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
  if (!member?.active) return answer;
  const lock = activeLock(member, 'email', now);
  if (lock) throw lockRefusal(lock, now);

  const code = randomLoginCode();
  await db.transaction(async (tx) => {
    // Locking the member row serialises concurrent requests for one account.
    const [locked] = await tx.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.id, member.id)).for('update');
    if (!locked) return;
    const [latest] = await tx
      .select()
      .from(staffLoginRequests)
      .where(eq(staffLoginRequests.staffMemberId, member.id))
      .orderBy(desc(staffLoginRequests.createdAt))
      .limit(1);
    const resendAt = latest && !latest.consumedAt ? addSeconds(latest.createdAt, RESEND_WAIT_SECONDS) : null;
    if (resendAt && resendAt > now) throw tooManyRequests(SERVER_MESSAGES.resendTooSoon, secondsUntil(resendAt, now));
    await tx
      .update(staffLoginRequests)
      .set({ voidedAt: now })
      .where(and(eq(staffLoginRequests.staffMemberId, member.id), isNull(staffLoginRequests.consumedAt), isNull(staffLoginRequests.voidedAt)));
    await tx.insert(staffLoginRequests).values({
      id: requestId,
      staffMemberId: member.id,
      codeHash: codeHash(config.secret, requestId, code),
      createdAt: now,
      expiresAt: addSeconds(now, CODE_TTL_SECONDS),
    });
  });

  try {
    await deps.mailer.send(codeMessage(code, ENGLISH, member.email));
  } catch (error) {
    // Undelivered: forget the request so the member may ask again at once.
    await db.delete(staffLoginRequests).where(eq(staffLoginRequests.id, requestId));
    deps.logger.error('Staff sign-in code delivery failed', error);
    throw new ApiFailure(502, 'The code could not be sent. Please try again.');
  }
  return answer;
}

type VerifyOutcome =
  | { signedIn: StaffSession }
  | { invalid: true }
  | { locked: SignInLock }
  | { raised: { member: StaffMemberRow; raised: RaisedLock } };

/** POST /staff/v1/auth/login/verify: a code for the session's token; 406 "Invalid code" unless a lock answers 429. */
export async function verifyStaffCode(deps: AppDeps, input: StaffVerifyRequest, ip: string): Promise<StaffSession> {
  const { db, clock, config } = deps;
  const now = clock.now();
  checkNetwork(config, ip);
  // Made-up request ids cost the caller this limit and nothing else.
  await hitRateLimit(db, 'verify', ip, config.rateLimits.verify, now);

  const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
    const [request] = await tx.select().from(staffLoginRequests).where(eq(staffLoginRequests.id, input.login_request_id)).for('update');
    if (!request) return { invalid: true };
    // The member row holds the lock state: concurrent checks count one after the other.
    const [member] = await tx.select().from(staffMembers).where(eq(staffMembers.id, request.staffMemberId)).for('update');
    if (!member?.active) return { invalid: true };
    const lock = activeLock(member, 'email', now);
    if (lock) return { locked: lock };

    const live = !request.consumedAt && request.expiresAt > now;
    const matches = hashesEqual(request.codeHash, codeHash(config.secret, request.id, input.code));
    if (live && !request.voidedAt && matches) {
      await tx.update(staffLoginRequests).set({ consumedAt: now }).where(eq(staffLoginRequests.id, request.id));
      await tx.update(staffMembers).set(UNLOCKED).where(eq(staffMembers.id, member.id));
      const sessionId = randomUUID();
      await tx.insert(staffSessions).values({ id: sessionId, staffMemberId: member.id, startedAt: now });
      const expiresAt = addSeconds(now, STAFF_SESSION_SECONDS);
      const token = await signStaffToken(config.secret, { staffMemberId: member.id, sessionId, issuedAt: now, expiresAt });
      return { signedIn: { token, expires_at: expiresAt.toISOString(), staff: staffMemberView(member) } };
    }
    // The right code that merely expired or was replaced is not a guess; nor is anything typed for a dead code.
    if (matches || !live) return { invalid: true };
    if (!request.voidedAt) {
      const wrongAttempts = request.wrongAttempts + 1;
      await tx
        .update(staffLoginRequests)
        .set({ wrongAttempts, ...(wrongAttempts >= MAX_WRONG_CODES_PER_CODE ? { voidedAt: now } : {}) })
        .where(eq(staffLoginRequests.id, request.id));
    }
    const { set, raised } = afterWrongCode(member, 'email', false, now);
    await tx.update(staffMembers).set(set).where(eq(staffMembers.id, member.id));
    return raised ? { raised: { member, raised } } : { invalid: true };
  });

  if ('signedIn' in outcome) return outcome.signedIn;
  if ('locked' in outcome) throw lockRefusal(outcome.locked, now);
  if ('raised' in outcome) {
    const { member, raised } = outcome.raised;
    await sendLockNotice(deps, { id: member.id, email: member.email, languageId: ENGLISH }, raised, now);
    throw lockRefusal(raised.lock, now);
  }
  throw new ApiFailure(406, SERVER_MESSAGES.invalidCode);
}

/** Ends one staff session (sign out) or all of a member's (sign out everywhere). */
export async function endStaffSessions(deps: Pick<AppDeps, 'db' | 'clock'>, scope: { sessionId: string } | { staffMemberId: number }): Promise<void> {
  await deps.db
    .update(staffSessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(
      'sessionId' in scope ? eq(staffSessions.id, scope.sessionId) : eq(staffSessions.staffMemberId, scope.staffMemberId),
      isNull(staffSessions.revokedAt),
    ));
}
