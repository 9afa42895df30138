import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { REGISTRATION_MIN_LENGTH } from '../../../contract/registration';
import type { RegistrationField } from '../../../../machines/registration-form';
import type { FieldMessage, RegistrationMessage } from '../../../../machines/registration-messages';

/** Texts of the registration wizard's message keys (SPEC §5 rules, §8 uniqueness and server texts). */
const MESSAGES: Record<Exclude<RegistrationMessage, 'tooShort' | 'mustAccept'>, MessageDescriptor> = {
  required: msg`This field is required.`,
  tooLong: msg`This is too long.`,
  emailInvalid: msg`Enter a valid e-mail address.`,
  phoneInvalid: msg`Invalid phone number.`,
  unknownCompanyType: msg`Choose one of the company types.`,
  unknownRegion: msg`Choose your country.`,
  surveyIncomplete: msg`Please answer all the survey questions.`,
  phoneNotUnique: msg`Phone number is not unique.`,
  emailTaken: msg`The email has already been taken.`,
  registrationNumberTaken: msg`The company registration number has already been taken.`,
  streetNotChosen: msg`Choose a street from the list or use the street as typed.`,
  answerRequired: msg`Please answer the question to continue.`,
  numberOutOfRange: msg`Enter a whole number from 1 to 999999.`,
  installerExists: msg`Installer exists.`,
  lettersNotAllowed: msg`Letters are not allowed.`,
  generic: msg`Something went wrong. Please try again.`,
};

const MUST_ACCEPT: Partial<Record<RegistrationField, MessageDescriptor>> = {
  disclaimerAccepted: msg`Please accept the disclaimer to continue.`,
  declarationAccepted: msg`Please confirm the declaration to continue.`,
  termsAccepted: msg`Please accept the terms to continue.`,
};

/** The minimum length SPEC §5 sets for each text field, for "at least N characters". */
const MIN_LENGTH: Partial<Record<RegistrationField, number>> = {
  name: REGISTRATION_MIN_LENGTH.personName,
  surname: REGISTRATION_MIN_LENGTH.personName,
  companyName: REGISTRATION_MIN_LENGTH.companyName,
  registrationNumber: REGISTRATION_MIN_LENGTH.registrationNumber,
  registrationNumber2: REGISTRATION_MIN_LENGTH.registrationNumber,
  street: REGISTRATION_MIN_LENGTH.street,
  houseNumber: REGISTRATION_MIN_LENGTH.houseNumber,
  postalCode: REGISTRATION_MIN_LENGTH.postalCode,
  city: REGISTRATION_MIN_LENGTH.city,
};

/** One message as the reader sees it; `field` picks the wording of field-specific keys. */
export function messageText(i18n: I18n, message: FieldMessage, field?: RegistrationField): string {
  if (typeof message !== 'string') return message.text;
  if (message === 'tooShort') {
    const min = (field && MIN_LENGTH[field]) ?? 1;
    return i18n._(msg`Enter at least ${min} characters.`);
  }
  if (message === 'mustAccept') return i18n._((field && MUST_ACCEPT[field]) ?? msg`Please tick the box to continue.`);
  return i18n._(MESSAGES[message]);
}
