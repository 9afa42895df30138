/**
 * Messages of the login wizard as keys (SPEC §5, §8). The machine only names a message; the
 * portal translates the key, so machines stay free of any i18n framework.
 */
import { SERVER_MESSAGES } from '../src/contract/errors';

export type LoginMessage =
  | 'generic'
  | 'emailInvalid'
  | 'phoneTooShort'
  | 'phoneInvalid'
  | 'codeInvalidFormat'
  | 'invalidCode'
  | 'installerNotFound'
  | 'accountLocked'
  | 'channelLocked'
  | 'lockedUntilSupport'
  | 'tooManyAttempts'
  | 'resendTooSoon'
  | 'registrationNumberRequired'
  | 'registrationNumberTooShort'
  | 'companyTypeRequired'
  | 'disclaimerRequired'
  | 'declarationRequired'
  | 'answerRequired'
  | 'numberOutOfRange';

/** A message for the whole step (role=alert), with the wait the server asked for, if any. */
export interface LoginAlert {
  message: LoginMessage;
  /** Seconds to wait before trying again (429 answers). */
  retryAfter: number | null;
}

/**
 * What the machine needs to know of a failed API call. The portal's ApiError has this shape;
 * anything else thrown (a parse error, a bug) counts as a generic failure.
 */
export interface ApiFailure {
  status: number;
  body: { message: string; errors?: Record<string, string[]> } | null;
  retryAfter: number | null;
}

export const WRONG_CODE_STATUS = 406;
const NOT_FOUND_STATUS = 404;
const TOO_MANY_REQUESTS_STATUS = 429;

function asApiFailure(error: unknown): ApiFailure | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  const { status, body, retryAfter } = error as Partial<ApiFailure>;
  if (typeof status !== 'number') return null;
  return { status, body: body ?? null, retryAfter: typeof retryAfter === 'number' ? retryAfter : null };
}

const RATE_LIMIT_MESSAGES: Record<string, LoginMessage> = {
  [SERVER_MESSAGES.accountLocked]: 'accountLocked',
  [SERVER_MESSAGES.signInChannelLocked]: 'channelLocked',
  [SERVER_MESSAGES.signInLockedUntilSupport]: 'lockedUntilSupport',
  [SERVER_MESSAGES.resendTooSoon]: 'resendTooSoon',
  [SERVER_MESSAGES.tooManyAttempts]: 'tooManyAttempts',
};

/** The alert a failed sign-in call shows (SPEC §8): not found, invalid code, lockouts, else generic. */
export function loginFailureAlert(error: unknown): LoginAlert {
  const failure = asApiFailure(error);
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
  return asApiFailure(error)?.status === WRONG_CODE_STATUS;
}
