import * as v from 'valibot';

/** The one error shape of every API answer (DESIGN rule 8). */
export const ErrorBody = v.object({
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  /** Seconds until a rate-limited or locked action may be tried again. */
  retry_after: v.optional(v.number()),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

/** Server messages the portal recognises and translates (SPEC §8). */
export const SERVER_MESSAGES = {
  installerNotFound: 'Installer not found.',
  invalidCode: 'Invalid code',
  tooManyAttempts: 'Too many attempts. Please wait before trying again.',
  resendTooSoon: 'Please wait before requesting a new code.',
  accountLocked: 'Sign-in is temporarily locked after too many wrong codes.',
  /** The later sign-in lock levels (docs/server.md "Sign-in"); the temporary ones answer accountLocked. */
  signInChannelLocked: 'Sign-in with this e-mail address or phone number is locked after too many wrong codes. Use the other one to sign in, or contact support.',
  signInLockedUntilSupport: 'Sign-in is locked after too many wrong codes. Please contact support to unlock it.',
  emulationReadOnly: 'This is an emulated session: changes are not allowed.',
  emulationLinkInvalid: 'This emulation link is invalid, already used or expired.',
  maintenance: 'The portal is under maintenance.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'Forbidden.',
  notFound: 'Not found.',
  validationFailed: 'The given data was invalid.',
  installerExists: 'Installer exists.',
  invalidPhone: 'Invalid phone number.',
  phoneNotMobile: 'Enter a mobile phone number: the sign-in code comes by text message.',
  lettersNotAllowed: 'Letters are not allowed.',
  phoneNotUnique: 'Phone number is not unique.',
  emailTaken: 'The email has already been taken.',
  registrationNumberTaken: 'The company registration number has already been taken.',
  registrationNumberFormat: "The registration number does not match the format of the company's country.",
} as const;
