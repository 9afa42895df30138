/**
 * What a failed sign-in call tells the person (SPEC §8): not found, invalid code, the lockouts
 * with the wait the server asked for, else the generic failure.
 */
import { SERVER_MESSAGES } from '../src/contract/errors';
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
  [SERVER_MESSAGES.accountLocked]: 'accountLocked',
  [SERVER_MESSAGES.signInChannelLocked]: 'channelLocked',
  [SERVER_MESSAGES.signInLockedUntilSupport]: 'lockedUntilSupport',
  [SERVER_MESSAGES.resendTooSoon]: 'resendTooSoon',
  [SERVER_MESSAGES.tooManyAttempts]: 'tooManyAttempts',
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
  if (failure.body?.message === SERVER_MESSAGES.invalidPhone || phoneErrors.includes(SERVER_MESSAGES.invalidPhone)) {
    return { message: 'phoneInvalid', retryAfter: null };
  }
  return { message: 'generic', retryAfter: null };
}

export function isWrongCode(error: unknown): boolean {
  return apiFailureOf(error)?.status === WRONG_CODE_STATUS;
}
