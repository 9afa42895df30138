/**
 * E-mail verification (SPEC §4 Other, issue 14 §3). POST /v2/company/verification sends a 5-digit
 * code to the caller's address; PATCH with the code sets verified_email_at. The code is guarded
 * like a sign-in code: from the CSPRNG, stored as a keyed hash bound to its request, valid 10
 * minutes, used once, voided by a newer code and by 5 wrong tries; a new code may be asked 60 s
 * after the previous one; and checks are limited per user. A code proves the address it was sent
 * to only: after an e-mail change it no longer counts.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../contract/errors';
import { CODE_TTL_SECONDS, MAX_WRONG_CODES_PER_CODE, RESEND_WAIT_SECONDS } from '../../contract/limits';
import { VERIFICATION_MESSAGES } from '../../contract/profile';
import { addSeconds, secondsUntil } from '../clock';
import { emailVerifications, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiFailure, tooManyRequests } from '../http/errors';
import { emailVerificationText } from '../reference/team-texts';
import { hashesEqual, keyedHash, randomLoginCode } from '../security/crypto';
import type { Account } from './accounts';
import { hitRateLimit } from './rate-limits';

/** Code checks per user in ten minutes, whichever codes they name. */
export const VERIFY_CHECK_LIMIT = { limit: 10, windowSeconds: 10 * 60 };

export const codeHash = (secret: string, requestId: string, code: string) => keyedHash(secret, 'email-verification', `${requestId}:${code}`);

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** POST /v2/company/verification */
export async function sendVerificationCode(deps: AppDeps, caller: Account): Promise<{ sent_to: string; resend_after: number }> {
  const { db, clock, config } = deps;
  const { user } = caller;
  if (!user.email) throw new ApiFailure(422, VERIFICATION_MESSAGES.noEmail, { email: [VERIFICATION_MESSAGES.noEmail] });
  const email = user.email;
  const now = clock.now();
  const code = randomLoginCode();
  const id = randomUUID();
  await db.transaction(async (tx) => {
    // The user row serialises concurrent requests of one user.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [previous] = await tx
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, user.id))
      .orderBy(desc(emailVerifications.createdAt))
      .limit(1);
    const resendAt = previous && !previous.consumedAt ? addSeconds(previous.createdAt, RESEND_WAIT_SECONDS) : null;
    if (resendAt && resendAt > now) throw tooManyRequests(SERVER_MESSAGES.resendTooSoon, secondsUntil(resendAt, now));
    await tx
      .update(emailVerifications)
      .set({ voidedAt: now })
      .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.consumedAt), isNull(emailVerifications.voidedAt)));
    await tx.insert(emailVerifications).values({
      id, userId: user.id, email, codeHash: codeHash(config.secret, id, code), createdAt: now, expiresAt: addSeconds(now, CODE_TTL_SECONDS),
    });
  });
  try {
    await deps.mailer.send({ to: email, code, ...emailVerificationText(user.languageId, code, CODE_TTL_SECONDS / 60) });
  } catch (error) {
    // Undelivered: forget the request so that the person may ask again at once.
    await db.delete(emailVerifications).where(eq(emailVerifications.id, id));
    deps.logger.error(`[verification] code for user ${user.id} not delivered`, error);
    throw new ApiFailure(502, 'The code could not be sent. Please try again.');
  }
  return { sent_to: maskEmail(email), resend_after: RESEND_WAIT_SECONDS };
}

/** PATCH /v2/company/verification: a right code sets verified_email_at; every failure answers 406 "Invalid code". */
export async function checkVerificationCode(deps: AppDeps, caller: Account, code: string): Promise<void> {
  const { db, clock, config } = deps;
  const { user } = caller;
  const now = clock.now();
  await hitRateLimit(db, 'email_verification_check', String(user.id), VERIFY_CHECK_LIMIT, now);
  const verified = await db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(emailVerifications)
      .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.consumedAt), isNull(emailVerifications.voidedAt)))
      .orderBy(desc(emailVerifications.createdAt))
      .limit(1)
      .for('update');
    if (!request || request.expiresAt <= now || request.email !== user.email) return false;
    if (hashesEqual(request.codeHash, codeHash(config.secret, request.id, code))) {
      await tx.update(emailVerifications).set({ consumedAt: now }).where(eq(emailVerifications.id, request.id));
      await tx.update(users).set({ verifiedEmailAt: now, updatedAt: now }).where(and(eq(users.id, user.id), eq(users.email, request.email)));
      return true;
    }
    const wrongAttempts = request.wrongAttempts + 1;
    await tx
      .update(emailVerifications)
      .set({ wrongAttempts, ...(wrongAttempts >= MAX_WRONG_CODES_PER_CODE ? { voidedAt: now } : {}) })
      .where(eq(emailVerifications.id, request.id));
    return false;
  });
  if (!verified) throw new ApiFailure(406, VERIFICATION_MESSAGES.invalidCode);
}
