/** Business constants and limits of SPEC §9 and the sign-in security rules of the foundation issue. */
export const LOGIN_CODE_LENGTH = 5;
/** Fewer digits are no phone number of any club country: the login wizard asks for at least this many. */
export const PHONE_MIN_DIGITS = 5;
export const RESEND_WAIT_SECONDS = 60;

export const API_BASE = '/api';
export const API_TIMEOUT_MS = 30_000;
/** Status the client gives a request that was cancelled before it answered. */
export const CANCELLED_STATUS = 499;

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
/** The client refreshes the access token when fewer than this many seconds remain. */
export const REFRESH_MARGIN_SECONDS = 10 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const USER_REFETCH_MS = 3 * 60 * 1000;
export const MAINTENANCE_POLL_MS = 60 * 1000;
/** A form's success message ("Saved.") clears after this long by default. */
export const SUCCESS_MESSAGE_MS = 5 * 1000;

export const CODE_TTL_SECONDS = 10 * 60;
export const MAX_WRONG_CODES_PER_CODE = 5;

/**
 * Progressive sign-in lockout (docs/server.md "Sign-in"). Every WRONG_CODES_PER_LOCK_LEVEL wrong
 * codes counted against an account raise its lock level by one: levels 1 and 2 lock sign-in for
 * the durations below; level 3 locks the channel (e-mail or SMS) the wrong codes came by until a
 * sign-in by the other channel or support unlocks it; level 4 locks both channels until support
 * unlocks them. Only a successful sign-in (or support) resets the level and the count, so an
 * account takes at most WRONG_CODES_PER_LOCK_LEVEL * SIGN_IN_LOCK_LEVELS.account = 40 wrong codes
 * between two successful sign-ins (NIST SP 800-63B §5.2.2 asks for at most 100).
 */
export const WRONG_CODES_PER_LOCK_LEVEL = 10;
export const SIGN_IN_LOCK_LEVELS = { channel: 3, account: 4 } as const;
/** Lock durations of levels 1 and 2, in seconds. */
export const TEMPORARY_LOCK_SECONDS: Readonly<Record<1 | 2, number>> = { 1: 15 * 60, 2: 60 * 60 };

export const EMULATION_CODE_TTL_SECONDS = 5 * 60;

export const DEBOUNCE = {
  validationMs: 500,
  stateSaveMs: 1000,
  addressAutocompleteMs: 400,
  linkMs: 1000,
} as const;

/** Accounts created on or before this day (UTC, inclusive) see the Czech/Slovak terms step. */
export const CZ_SK_TERMS_CUTOFF = '2024-01-31T23:59:59.999Z';

export const DEFAULT_WELCOME_POINTS = 20;
/**
 * Company points for the company (or decor) survey, SPEC §3 points reason "Survey": credited when
 * a company's first survey response is stored (at registration, or in the sign-in onboarding), and
 * shown on the survey's welcome screen (SPEC §2 Survey: "a reward points tag").
 */
export const SURVEY_REWARD_POINTS = 50;

/** Disclaimer/declaration and company-type states: 0 disabled, 1 optional, 2 required. */
export const FIELD_STATE = { disabled: 0, optional: 1, required: 2 } as const;

// Plain numbers: esbuild keeps an unused object whose values are products in the early-start script.
export const CACHE = {
  staleMs: 120_000, // 2 minutes
  gcMs: 300_000, // 5 minutes
  contentStaleMs: 600_000, // 10 minutes
  contentGcMs: 1_800_000, // 30 minutes
} as const;

export const APP_VERSION = '3.5.8';
export const APP_TYPE = 'web';

/** Minimum lengths of SPEC §5 Registration; the portal shows them in "at least N characters". */
export const REGISTRATION_MIN_LENGTH = {
  personName: 2,
  companyName: 4,
  registrationNumber: 6,
  street: 4,
  houseNumber: 1,
  postalCode: 1,
  city: 2,
} as const;

/** A survey's number answer: a whole number in this range (SPEC §5). */
export const SURVEY_NUMBER_MIN = 1;
export const SURVEY_NUMBER_MAX = 999_999;
