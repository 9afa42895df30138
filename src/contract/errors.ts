/**
 * The server's messages, and the error shape they come in (error-body.ts: the portal's start-up code
 * imports it from there, so that it does not carry the messages).
 */
import { SIGN_IN_MESSAGES } from './sign-in-messages';

export { ErrorBody } from './error-body';

/** Server messages the portal recognises and translates (SPEC §8). */
export const SERVER_MESSAGES = {
  ...SIGN_IN_MESSAGES,
  emulationReadOnly: 'This is an emulated session: changes are not allowed.',
  emulationLinkInvalid: 'This emulation link is invalid, already used or expired.',
  maintenance: 'The portal is under maintenance.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'Forbidden.',
  notFound: 'Not found.',
  validationFailed: 'The given data was invalid.',
  installerExists: 'Installer exists.',
  phoneNotMobile: 'Enter a mobile phone number: the sign-in code comes by text message.',
  lettersNotAllowed: 'Letters are not allowed.',
  phoneNotUnique: 'Phone number is not unique.',
  emailTaken: 'The email has already been taken.',
  registrationNumberTaken: 'The company registration number has already been taken.',
  registrationNumberFormat: "The registration number does not match the format of the company's country.",
} as const;
