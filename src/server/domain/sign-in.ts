/**
 * Sign-in by one-time code (issue §3). The code has only 5 digits, so it is guarded:
 * - drawn from the CSPRNG, stored as a keyed hash bound to its login request, valid 10 minutes, once;
 * - a new code voids the previous one; 5 wrong codes void it;
 * - every wrong code counts against the account: the 10th within an hour locks sign-in for
 *   15 minutes (that attempt already answers 429);
 * - a new code may be sent 60 s after the previous one at the earliest, unless that one was used;
 * - per-IP limits on sending and on checking codes.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { LoginRequest, LoginResponse, TokenPair, VerifyRequest } from '../../contract/auth';
import { SERVER_MESSAGES } from '../../contract/errors';
import {
  ACCOUNT_LOCK_SECONDS, CODE_TTL_SECONDS, MAX_WRONG_CODES_PER_CODE, MAX_WRONG_CODES_PER_HOUR, RESEND_WAIT_SECONDS,
} from '../../contract/limits';
import { parseRegionPhone } from '../../contract/phone';
import { addSeconds, secondsUntil } from '../clock';
import type { Database } from '../db/database';
import { loginRequests, signInFailures, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiFailure, invalid, notFound, tooManyRequests } from '../http/errors';
import { hashesEqual, keyedHash, randomLoginCode } from '../security/crypto';
import { type Account, findAccount, findAccountById, isActiveAccount, loginCompanyView } from './accounts';
import { codeMessage } from './code-message';
import { hitRateLimit } from './rate-limits';
import { startSession } from './sessions';

const codeHash = (secret: string, loginRequestId: string, code: string) =>
  keyedHash(secret, 'login-code', `${loginRequestId}:${code}`);

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

function maskPhone(e164: string, phoneCode: string): string {
  return `+${phoneCode} *** *** ${e164.slice(-3)}`;
}

interface Recipient {
  channel: 'email' | 'sms';
  to: string;
  masked: string;
}

/** Finds the account a login request names. Deactivated companies count as unknown. */
async function accountFor(db: Database, input: LoginRequest): Promise<{ account: Account; recipient: Recipient }> {
  if ('email' in input) {
    const account = await findAccount(db, eq(users.email, input.email));
    if (!account || !isActiveAccount(account)) throw notFound(SERVER_MESSAGES.installerNotFound);
    return { account, recipient: { channel: 'email', to: account.user.email, masked: maskEmail(account.user.email) } };
  }
  const phone = parseRegionPhone(input.phone, input.region_id);
  if (!phone) throw invalid({ phone: [SERVER_MESSAGES.invalidPhone] });
  const account = await findAccount(
    db,
    and(eq(users.phoneRegionId, input.region_id), eq(users.phoneNational, phone.national)),
  );
  if (!account || !isActiveAccount(account)) throw notFound(SERVER_MESSAGES.installerNotFound);
  const phoneCode = phone.e164.slice(1, phone.e164.length - phone.national.length);
  return { account, recipient: { channel: 'sms', to: phone.e164, masked: maskPhone(phone.e164, phoneCode) } };
}

function assertNotLocked(account: Account, now: Date): void {
  const lockedUntil = account.user.signInLockedUntil;
  if (lockedUntil && lockedUntil > now) {
    throw tooManyRequests(SERVER_MESSAGES.accountLocked, secondsUntil(lockedUntil, now));
  }
}

/** POST /v2/installer/login: sends a new code (also the resend) and describes the account. */
export async function requestCode(deps: AppDeps, input: LoginRequest, ip: string): Promise<LoginResponse> {
  const { db, clock, config } = deps;
  const now = clock.now();
  await hitRateLimit(db, 'login', ip, config.rateLimits.login, now);
  const { account, recipient } = await accountFor(db, input);
  assertNotLocked(account, now);

  const code = randomLoginCode();
  const loginRequestId = randomUUID();
  await db.transaction(async (tx) => {
    // Locking the user row serialises concurrent requests for one account.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, account.user.id)).for('update');
    const [previous] = await tx
      .select()
      .from(loginRequests)
      .where(eq(loginRequests.userId, account.user.id))
      .orderBy(desc(loginRequests.createdAt))
      .limit(1);
    const resendAt = previous && !previous.consumedAt ? addSeconds(previous.createdAt, RESEND_WAIT_SECONDS) : null;
    if (resendAt && resendAt > now) throw tooManyRequests(SERVER_MESSAGES.resendTooSoon, secondsUntil(resendAt, now));
    await tx
      .update(loginRequests)
      .set({ voidedAt: now })
      .where(and(eq(loginRequests.userId, account.user.id), isNull(loginRequests.consumedAt), isNull(loginRequests.voidedAt)));
    await tx.insert(loginRequests).values({
      id: loginRequestId,
      userId: account.user.id,
      channel: recipient.channel,
      codeHash: codeHash(config.secret, loginRequestId, code),
      createdAt: now,
      expiresAt: addSeconds(now, CODE_TTL_SECONDS),
    });
  });

  const message = codeMessage(code, account.user.languageId, recipient.to);
  try {
    await (recipient.channel === 'email' ? deps.mailer : deps.sms).send(message);
  } catch (error) {
    // Undelivered: forget the request so the person may ask again at once.
    await db.delete(loginRequests).where(eq(loginRequests.id, loginRequestId));
    deps.logger.error(`Sign-in code delivery by ${recipient.channel} failed`, error);
    throw new ApiFailure(502, 'The code could not be sent. Please try again.');
  }

  const { user, company } = account;
  return {
    login_request_id: loginRequestId,
    sent_to: recipient.masked,
    channel: recipient.channel,
    resend_after: RESEND_WAIT_SECONDS,
    region: company.regionId,
    has_survey: company.surveyResponse !== null,
    email_consent: user.emailConsent,
    phone_consent: user.phoneConsent,
    options: user.options,
    role: user.roleId,
    user_id: user.id,
    company_id: company.id,
    created_at: user.createdAt.toISOString(),
    company: loginCompanyView(company),
  };
}

type VerifyOutcome = { pair: TokenPair } | { wrong: 'invalid' | 'locked'; retryAfter?: number };

/** POST /v2/installer/login/verify: swaps a code for the first token pair of a new session. */
export async function verifyCode(deps: AppDeps, input: VerifyRequest, ip: string): Promise<TokenPair> {
  const { db, clock, config } = deps;
  const now = clock.now();
  await hitRateLimit(db, 'verify', ip, config.rateLimits.verify, now);
  const account = await findAccountById(db, input.userId);
  if (!account || !isActiveAccount(account)) throw new ApiFailure(406, SERVER_MESSAGES.invalidCode);
  assertNotLocked(account, now);

  const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
    const [request] = await tx
      .select()
      .from(loginRequests)
      .where(and(eq(loginRequests.id, input.login_request_id), eq(loginRequests.userId, account.user.id)))
      .for('update');
    const live = request && !request.consumedAt && !request.voidedAt && request.expiresAt > now;
    const matches = request ? hashesEqual(request.codeHash, codeHash(config.secret, request.id, input.code)) : false;
    if (request && live && matches) {
      await tx.update(loginRequests).set({ consumedAt: now }).where(eq(loginRequests.id, request.id));
      // A success forgives earlier typos: the hourly count protects against guessing, not people.
      await tx.delete(signInFailures).where(eq(signInFailures.userId, account.user.id));
      return { pair: await startSession(tx, config, account.user.id, now) };
    }
    // The right code that merely expired or was replaced is not a guess: do not count it.
    if (matches) return { wrong: 'invalid' };
    if (request && live) {
      const wrongAttempts = request.wrongAttempts + 1;
      await tx
        .update(loginRequests)
        .set({ wrongAttempts, ...(wrongAttempts >= MAX_WRONG_CODES_PER_CODE ? { voidedAt: now } : {}) })
        .where(eq(loginRequests.id, request.id));
    }
    return recordWrongCode(tx, account.user.id, now);
  });

  if ('pair' in outcome) return outcome.pair;
  if (outcome.wrong === 'locked') throw tooManyRequests(SERVER_MESSAGES.accountLocked, outcome.retryAfter ?? ACCOUNT_LOCK_SECONDS);
  throw new ApiFailure(406, SERVER_MESSAGES.invalidCode);
}

async function recordWrongCode(db: Database, userId: number, now: Date): Promise<VerifyOutcome> {
  await db.insert(signInFailures).values({ userId, createdAt: now });
  const [row] = await db
    .select({ failures: count() })
    .from(signInFailures)
    .where(and(eq(signInFailures.userId, userId), gt(signInFailures.createdAt, addSeconds(now, -3600))));
  if ((row?.failures ?? 0) < MAX_WRONG_CODES_PER_HOUR) return { wrong: 'invalid' };
  const lockedUntil = addSeconds(now, ACCOUNT_LOCK_SECONDS);
  await db.update(users).set({ signInLockedUntil: lockedUntil }).where(eq(users.id, userId));
  // Start a fresh count once the lock is over.
  await db.delete(signInFailures).where(eq(signInFailures.userId, userId));
  return { wrong: 'locked', retryAfter: ACCOUNT_LOCK_SECONDS };
}
