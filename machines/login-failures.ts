/**
 * What a failed sign-in call tells the person (SPEC §8): not found, invalid code, the lockouts
 * with the wait the server asked for, else the generic failure.
 */
import { SIGN_IN_MESSAGES } from '../src/contract/sign-in-messages';
import { apiFailureOf, type WizardMessage } from './wizard-messages';

/** A message for the whole step (role=alert), with the wait the server asked for, if any. */
export interface LoginAlert {
  message: WizardMessage;
  /** Seconds to wait before trying again (429 answers). */
  retryAfter: number | null;
}

export const WRONG_CODE_STATUS = 406;
const NOT_FOUND_STATUS = 404;
const TOO_MANY_REQUESTS_STATUS = 429;

const RATE_LIMIT_MESSAGES: Readonly<Record<string, WizardMessage>> = {
  [SIGN_IN_MESSAGES.accountLocked]: 'accountLocked',
  [SIGN_IN_MESSAGES.signInChannelLocked]: 'channelLocked',
  [SIGN_IN_MESSAGES.signInLockedUntilSupport]: 'lockedUntilSupport',
  [SIGN_IN_MESSAGES.resendTooSoon]: 'resendTooSoon',
  [SIGN_IN_MESSAGES.tooManyAttempts]: 'tooManyAttempts',
};

export function loginFailureAlert(error: unknown): LoginAlert {
  const failure = apiFailureOf(error);
  if (!failure) return { message: 'generic', retryAfter: null };
  if (failure.status === NOT_FOUND_STATUS) return { message: 'installerNotFound', retryAfter: null };
  if (failure.status === WRONG_CODE_STATUS) return { message: 'invalidCode', retryAfter: null };
  if (failure.status === TOO_MANY_REQUESTS_STATUS) {
    const message = RATE_LIMIT_MESSAGES[failure.body?.message ?? ''] ?? 'tooManyAttempts';
    return { message, retryAfter: failure.retryAfter };
  }
  const phoneErrors = failure.body?.errors?.phone ?? [];
  if (failure.body?.message === SIGN_IN_MESSAGES.invalidPhone || phoneErrors.includes(SIGN_IN_MESSAGES.invalidPhone)) {
    return { message: 'phoneInvalid', retryAfter: null };
  }
  return { message: 'generic', retryAfter: null };
}

export function isWrongCode(error: unknown): boolean {
  return apiFailureOf(error)?.status === WRONG_CODE_STATUS;
}
