/**
 * Progressive sign-in lockout (docs/server.md "Sign-in"; constants in src/contract/limits.ts).
 *
 * Every WRONG_CODES_PER_LOCK_LEVEL wrong codes counted against an account raise its level:
 * 1 locks sign-in for 15 minutes, 2 for an hour, 3 locks the channel (e-mail or SMS) the codes
 * came by until the person signs in by the other one, 4 locks both until support unlocks them.
 * Nothing but a successful sign-in or support lowers the level or forgets counted codes, so the
 * guesses an account takes between two sign-ins are capped (40), not merely slowed down.
 *
 * The state is four columns of the user row. Callers hold that row locked (SELECT ... FOR
 * UPDATE) for the whole check-and-count, so concurrent wrong codes are counted one by one.
 */
import { eq } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../contract/errors';
import { SIGN_IN_LOCK_LEVELS, TEMPORARY_LOCK_SECONDS, WRONG_CODES_PER_LOCK_LEVEL } from '../../contract/limits';
import { addSeconds, secondsUntil } from '../clock';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiFailure, notFound, tooManyRequests } from '../http/errors';
import { signInLockText, type LockNotice } from '../reference/sign-in-lock-texts';
import type { UserRow } from './accounts';

export type SignInChannel = 'email' | 'sms';

/** What refuses a sign-in: a lock for a while, a locked channel, or the whole account. */
export type SignInLock =
  | { kind: 'temporary'; until: Date }
  | { kind: 'channel'; channel: SignInChannel }
  | { kind: 'account' };

/** The lock state after a successful sign-in or support's unlock. */
export const UNLOCKED = {
  signInFailedCodes: 0,
  signInLockLevel: 0,
  signInLockedUntil: null,
  signInLockedChannel: null,
} as const satisfies Partial<UserRow>;

type LockState = Pick<UserRow, 'signInLockLevel' | 'signInLockedUntil' | 'signInLockedChannel'>;

/** The lock that refuses a sign-in by `channel` now, if any. */
export function activeLock(user: LockState, channel: SignInChannel, now: Date): SignInLock | null {
  if (user.signInLockLevel >= SIGN_IN_LOCK_LEVELS.account) return { kind: 'account' };
  if (user.signInLockLevel === SIGN_IN_LOCK_LEVELS.channel && user.signInLockedChannel === channel) {
    return { kind: 'channel', channel };
  }
  if (user.signInLockedUntil && user.signInLockedUntil > now) return { kind: 'temporary', until: user.signInLockedUntil };
  return null;
}

/** The 429 answer for a lock: the temporary one says when to try again, the others how to get in. */
export function lockRefusal(lock: SignInLock, now: Date): ApiFailure {
  switch (lock.kind) {
    case 'temporary':
      return tooManyRequests(SERVER_MESSAGES.accountLocked, secondsUntil(lock.until, now));
    case 'channel':
      return new ApiFailure(429, SERVER_MESSAGES.signInChannelLocked);
    case 'account':
      return new ApiFailure(429, SERVER_MESSAGES.signInLockedUntilSupport);
  }
}

/** A lock that a wrong code has just set off, with the level it reached. */
export interface RaisedLock {
  level: number;
  lock: SignInLock;
}

type CountState = LockState & Pick<UserRow, 'signInFailedCodes'>;

/** The lock columns after one more wrong code, and the lock it set off (null below the next level). */
export function afterWrongCode(
  state: CountState,
  channel: SignInChannel,
  hasOtherChannel: boolean,
  now: Date,
): { set: Partial<LockColumns>; raised: RaisedLock | null } {
  const failed = state.signInFailedCodes + 1;
  if (failed < WRONG_CODES_PER_LOCK_LEVEL) return { set: { signInFailedCodes: failed }, raised: null };
  const next = state.signInLockLevel + 1;
  // Without another channel to sign in by, the channel lock would be the account's: only support can help.
  const level = next === SIGN_IN_LOCK_LEVELS.channel && !hasOtherChannel ? SIGN_IN_LOCK_LEVELS.account : next;
  const lock = lockOfLevel(level, channel, now);
  return {
    set: {
      signInFailedCodes: 0,
      signInLockLevel: level,
      signInLockedUntil: lock.kind === 'temporary' ? lock.until : null,
      signInLockedChannel: lock.kind === 'channel' ? lock.channel : null,
    },
    raised: { level, lock },
  };
}

type LockColumns = Pick<UserRow, 'signInFailedCodes' | 'signInLockLevel' | 'signInLockedUntil' | 'signInLockedChannel'>;

function lockOfLevel(level: number, channel: SignInChannel, now: Date): SignInLock {
  if (level === 1 || level === 2) return { kind: 'temporary', until: addSeconds(now, TEMPORARY_LOCK_SECONDS[level]) };
  return level === SIGN_IN_LOCK_LEVELS.channel ? { kind: 'channel', channel } : { kind: 'account' };
}

/**
 * Counts one wrong code that came by `channel` against `user`, whose row the caller locked in
 * this transaction. Every WRONG_CODES_PER_LOCK_LEVEL-th raises the level and starts a new count.
 */
export async function countWrongCode(tx: Database, user: UserRow, channel: SignInChannel, now: Date): Promise<RaisedLock | null> {
  const { set, raised } = afterWrongCode(user, channel, channel === 'sms' || user.phoneNational !== null, now);
  await tx.update(users).set(set).where(eq(users.id, user.id));
  return raised;
}

function noticeOf(lock: SignInLock, now: Date): LockNotice {
  return lock.kind === 'temporary' ? { kind: 'temporary', seconds: secondsUntil(lock.until, now) } : lock;
}

/**
 * Tells the person by e-mail (when they gave one) that sign-in was locked and how it opens again. The lock stands
 * whether or not the e-mail goes out, so a delivery failure is logged, not answered.
 */
export async function sendLockNotice(
  { mailer, logger }: Pick<AppDeps, 'mailer' | 'logger'>,
  user: Pick<UserRow, 'id' | 'email' | 'languageId'>,
  { level, lock }: RaisedLock,
  now: Date,
): Promise<void> {
  logger.warn(`[sign-in] user ${user.id}: too many wrong codes, sign-in lock level ${level} (${lock.kind})`);
  // A member invited by phone alone has no address to tell: the lock still stands.
  if (!user.email) return;
  try {
    await mailer.send({ to: user.email, ...signInLockText(user.languageId, noticeOf(lock, now)) });
  } catch (error) {
    logger.error(`[sign-in] user ${user.id}: the lock e-mail could not be sent`, error);
  }
}

/** Support's unlock (`npm run operator -- unlock <e-mail>`): level and count start again from 0. */
export async function unlockSignIn(db: Database, email: string): Promise<{ user_id: number; previous_level: number }> {
  const [user] = await db
    .select({ id: users.id, level: users.signInLockLevel })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (!user) throw notFound(SERVER_MESSAGES.installerNotFound);
  await db.update(users).set(UNLOCKED).where(eq(users.id, user.id));
  return { user_id: user.id, previous_level: user.level };
}
