import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LoginMessage } from '../../../../machines/login-messages';

/** The texts of the login wizard's message keys (SPEC §5 validation, §8 errors). */
export const LOGIN_MESSAGES: Record<LoginMessage, MessageDescriptor> = {
  generic: msg`Something went wrong. Please try again.`,
  emailInvalid: msg`Enter a valid e-mail address.`,
  phoneTooShort: msg`Enter at least 5 digits.`,
  phoneInvalid: msg`Invalid phone number.`,
  codeInvalidFormat: msg`The code has exactly 5 digits.`,
  invalidCode: msg`Invalid code`,
  installerNotFound: msg`Installer not found.`,
  accountLocked: msg`Sign-in is temporarily locked after too many wrong codes.`,
  channelLocked: msg`Sign-in with this e-mail address or phone number is locked after too many wrong codes. Use the other one to sign in, or contact support.`,
  lockedUntilSupport: msg`Sign-in is locked after too many wrong codes. Please contact support to unlock it.`,
  tooManyAttempts: msg`Too many attempts. Please wait before trying again.`,
  resendTooSoon: msg`Please wait before requesting a new code.`,
  registrationNumberRequired: msg`This number is required.`,
  registrationNumberTooShort: msg`Enter at least 6 characters.`,
  companyTypeRequired: msg`Choose your company type.`,
  disclaimerRequired: msg`Please accept the disclaimer to continue.`,
  declarationRequired: msg`Please confirm the declaration to continue.`,
  answerRequired: msg`Please answer the question to continue.`,
  numberOutOfRange: msg`Enter a whole number from 1 to 999999.`,
};
