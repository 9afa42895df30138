/**
 * Sign-in by one-time code (issue §3, hardened by issue 7 §5; the rules and their arithmetic are
 * in docs/server.md "Sign-in"). The code has only 5 digits, so it is guarded:
 * - drawn from the CSPRNG, stored as a keyed hash bound to its login request, valid 10 minutes, once;
 * - a new code voids the previous one; 5 wrong codes void it;
 * - a wrong code counts against the account only when it names a live code request of that
 *   account, so nobody can lock an account with made-up request ids; those only use up the
 *   caller's per-IP limit;
 * - counted wrong codes raise a progressive lock (sign-in-lockout.ts) that only a successful
 *   sign-in or support lifts, and each lock is told to the person by e-mail;
 * - a new code may be sent 60 s after the previous one at the earliest, unless that one was used;
 * - per-IP limits on sending and on checking codes;
 * - the account's onboarding data is answered only with the tokens, once the code is proven.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { LoginRequest, LoginResponse, SignInAccount, VerifyRequest, VerifyResponse } from '../../contract/auth';
import { SERVER_MESSAGES } from '../../contract/errors';
import { CODE_TTL_SECONDS, MAX_WRONG_CODES_PER_CODE, RESEND_WAIT_SECONDS } from '../../contract/limits';
import { parseRegionPhone } from '../../contract/phone';
import { addSeconds, secondsUntil } from '../clock';
import type { Database } from '../db/database';
import { loginRequests, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiFailure, invalid, notFound, tooManyRequests } from '../http/errors';
import { hashesEqual, keyedHash, randomLoginCode } from '../security/crypto';
import { type Account, findAccount, findAccountById, isActiveAccount, loginCompanyView } from './accounts';
import { codeMessage } from './code-message';
import { hitRateLimit } from './rate-limits';
import { startSession } from './sessions';
import { activeLock, countWrongCode, lockRefusal, sendLockNotice, UNLOCKED, type RaisedLock, type SignInLock } from './sign-in-lockout';

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
    const email = account?.user.email;
    if (!account || !email || !isActiveAccount(account)) throw notFound(SERVER_MESSAGES.installerNotFound);
    return { account, recipient: { channel: 'email', to: email, masked: maskEmail(email) } };
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

/** POST /v2/installer/login: sends a new code (also the resend). Answers only what the code step needs. */
export async function requestCode(deps: AppDeps, input: LoginRequest, ip: string): Promise<LoginResponse> {
  const { db, clock, config } = deps;
  const now = clock.now();
  await hitRateLimit(db, 'login', ip, config.rateLimits.login, now);
  const { account, recipient } = await accountFor(db, input);
  const lock = activeLock(account.user, recipient.channel, now);
  if (lock) throw lockRefusal(lock, now);

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
    deps.metrics?.signInCode(recipient.channel, 'sent');
  } catch (error) {
    deps.metrics?.signInCode(recipient.channel, 'failed');
    // Undelivered: forget the request so the person may ask again at once.
    await db.delete(loginRequests).where(eq(loginRequests.id, loginRequestId));
    deps.logger.error(`Sign-in code delivery by ${recipient.channel} failed`, error);
    throw new ApiFailure(502, 'The code could not be sent. Please try again.');
  }

  return {
    login_request_id: loginRequestId,
    sent_to: recipient.masked,
    channel: recipient.channel,
    resend_after: RESEND_WAIT_SECONDS,
    user_id: account.user.id,
  };
}

/** What the login wizard needs of the account to compute its onboarding steps (SPEC §3 "Login response"). */
function signInAccountView({ user, company }: Account): SignInAccount {
  return {
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

type VerifyOutcome =
  | { signedIn: VerifyResponse }
  | { invalid: true }
  | { locked: SignInLock }
  | { raised: RaisedLock };

/**
 * POST /v2/installer/login/verify: swaps a code for the first token pair of a new session and
 * the account's onboarding data. Every failure is 406 "Invalid code" unless a lock answers 429.
 */
export async function verifyCode(deps: AppDeps, input: VerifyRequest, ip: string): Promise<VerifyResponse> {
  const { db, clock, config } = deps;
  const now = clock.now();
  // Made-up user or request ids cost the caller this limit and nothing else.
  await hitRateLimit(db, 'verify', ip, config.rateLimits.verify, now);
  const account = await findAccountById(db, input.userId);
  if (!account || !isActiveAccount(account)) throw new ApiFailure(406, SERVER_MESSAGES.invalidCode);

  const outcome = await db.transaction(async (tx): Promise<VerifyOutcome> => {
    // The user row holds the lock state: locked, concurrent checks count one after the other.
    const [user] = await tx.select().from(users).where(eq(users.id, account.user.id)).for('update');
    const [request] = await tx
      .select()
      .from(loginRequests)
      .where(and(eq(loginRequests.id, input.login_request_id), eq(loginRequests.userId, account.user.id)))
      .for('update');
    // Not a code request of this account: no guess at any code it holds, so nothing to count.
    if (!user || !request) return { invalid: true };
    const lock = activeLock(user, request.channel, now);
    if (lock) return { locked: lock };

    const live = !request.consumedAt && request.expiresAt > now;
    const matches = hashesEqual(request.codeHash, codeHash(config.secret, request.id, input.code));
    if (live && !request.voidedAt && matches) {
      await tx.update(loginRequests).set({ consumedAt: now }).where(eq(loginRequests.id, request.id));
      await tx.update(users).set(UNLOCKED).where(eq(users.id, user.id));
      const pair = await startSession(tx, config, user.id, now);
      return { signedIn: { ...pair, account: signInAccountView({ user, company: account.company }) } };
    }
    // The right code that merely expired or was replaced is not a guess; neither is anything
    // typed for a code whose 10 minutes are over or that was used.
    if (matches || !live) return { invalid: true };
    if (!request.voidedAt) {
      const wrongAttempts = request.wrongAttempts + 1;
      await tx
        .update(loginRequests)
        .set({ wrongAttempts, ...(wrongAttempts >= MAX_WRONG_CODES_PER_CODE ? { voidedAt: now } : {}) })
        .where(eq(loginRequests.id, request.id));
    }
    // A code voided within its 10 minutes still counts: the person typing cannot tell it was
    // voided, and whoever keeps guessing must still run into the lock.
    const raised = await countWrongCode(tx, user, request.channel, now);
    return raised ? { raised } : { invalid: true };
  });

  if ('signedIn' in outcome) return outcome.signedIn;
  if ('locked' in outcome) throw lockRefusal(outcome.locked, now);
  if ('raised' in outcome) {
    await sendLockNotice(deps, account.user, outcome.raised, now);
    throw lockRefusal(outcome.raised.lock, now);
  }
  throw new ApiFailure(406, SERVER_MESSAGES.invalidCode);
}
