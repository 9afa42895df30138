/**
 * The sign-in's server messages (SPEC §8), apart from the rest of SERVER_MESSAGES so that /login
 * loads only these (docs/performance.md, "/login").
 */
export const SIGN_IN_MESSAGES = {
  installerNotFound: 'Installer not found.',
  invalidCode: 'Invalid code',
  tooManyAttempts: 'Too many attempts. Please wait before trying again.',
  resendTooSoon: 'Please wait before requesting a new code.',
  accountLocked: 'Sign-in is temporarily locked after too many wrong codes.',
  /** The later sign-in lock levels (docs/server.md "Sign-in"); the temporary ones answer accountLocked. */
  signInChannelLocked: 'Sign-in with this e-mail address or phone number is locked after too many wrong codes. Use the other one to sign in, or contact support.',
  signInLockedUntilSupport: 'Sign-in is locked after too many wrong codes. Please contact support to unlock it.',
  invalidPhone: 'Invalid phone number.',
} as const;
