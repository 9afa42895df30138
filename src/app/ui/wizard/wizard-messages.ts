import { msg, plural } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { LOGIN_CODE_LENGTH, PHONE_MIN_DIGITS, REGISTRATION_MIN_LENGTH, SURVEY_NUMBER_MAX, SURVEY_NUMBER_MIN } from '../../../contract/limits';
import type { LoginField } from '../../../../machines/login-context';
import type { RegistrationField } from '../../../../machines/registration-form';
import type { FieldMessage, WizardMessage } from '../../../../machines/wizard-messages';

/** A field of either wizard: both name the answers they share alike. */
export type MessageField = LoginField | RegistrationField;

/** The texts of the wizards' message keys (SPEC §5 rules, §8 errors): one text per key. */
const MESSAGES: Record<Exclude<WizardMessage, 'required' | 'tooShort' | 'invalidFormat' | 'mustAccept' | 'phoneTooShort' | 'codeInvalidFormat' | 'numberOutOfRange'>, MessageDescriptor> = {
  generic: msg`Something went wrong. Please try again.`,
  tooLong: msg`This is too long.`,
  emailInvalid: msg`Enter a valid e-mail address.`,
  phoneInvalid: msg`Invalid phone number.`,
  phoneNotMobile: msg`Enter a mobile phone number: the sign-in code comes by text message.`,
  unknownCompanyType: msg`Choose one of the company types.`,
  unknownRegion: msg`Choose your country.`,
  surveyIncomplete: msg`Please answer all the survey questions.`,
  phoneNotUnique: msg`Phone number is not unique.`,
  emailTaken: msg`The email has already been taken.`,
  registrationNumberTaken: msg`The company registration number has already been taken.`,
  answerRequired: msg`Please answer the question to continue.`,
  invalidCode: msg`That code was not right. Enter it again, or ask for a new code.`,
  installerNotFound: msg`Installer not found.`,
  accountLocked: msg`Sign-in is temporarily locked after too many wrong codes.`,
  channelLocked: msg`Sign-in with this e-mail address or phone number is locked after too many wrong codes. Use the other one to sign in, or contact support.`,
  lockedUntilSupport: msg`Sign-in is locked after too many wrong codes. Please contact support to unlock it.`,
  tooManyAttempts: msg`Too many attempts. Please wait before trying again.`,
  resendTooSoon: msg`Please wait before requesting a new code.`,
  streetNotChosen: msg`Choose a street from the list or use the street as typed.`,
  installerExists: msg`Installer exists.`,
  lettersNotAllowed: msg`Letters are not allowed.`,
};

/** "Required" in the words of the field, where a field has its own. */
const REQUIRED: Partial<Record<MessageField, MessageDescriptor>> = {
  companyTypeId: msg`Choose your company type.`,
};

/** "Tick to accept" in the words of what is accepted. */
const MUST_ACCEPT: Partial<Record<MessageField, MessageDescriptor>> = {
  disclaimerAccepted: msg`Please accept the disclaimer to continue.`,
  declarationAccepted: msg`Please confirm the declaration to continue.`,
  termsAccepted: msg`Please accept the terms to continue.`,
};

/** "Not in the country's format" in the words of the field (the format itself is the field's hint). */
const INVALID_FORMAT: Partial<Record<MessageField, MessageDescriptor>> = {
  registrationNumber: msg`This number is not valid. Check it for typos.`,
  registrationNumber2: msg`This number is not valid. Check it for typos.`,
  postalCode: msg`Enter the postal code in your country's format.`,
};

/** The minimum length the contract sets for each text field (SPEC §5). */
const MIN_LENGTH: Partial<Record<MessageField, number>> = {
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
export function messageText(i18n: I18n, message: FieldMessage, field?: MessageField): string {
  if (typeof message !== 'string') return message.text;
  const ownWording = (table: Partial<Record<MessageField, MessageDescriptor>>) => (field ? table[field] : undefined);
  switch (message) {
    case 'required':
      return i18n._(ownWording(REQUIRED) ?? msg`This field is required.`);
    case 'mustAccept':
      return i18n._(ownWording(MUST_ACCEPT) ?? msg`Please tick the box to continue.`);
    case 'invalidFormat':
      return i18n._(ownWording(INVALID_FORMAT) ?? msg`This does not match the expected format.`);
    case 'tooShort': {
      const min = (field && MIN_LENGTH[field]) ?? 1;
      return i18n._(msg`${plural(min, { one: 'Enter at least # character.', other: 'Enter at least # characters.' })}`);
    }
    case 'phoneTooShort': {
      const min = PHONE_MIN_DIGITS;
      return i18n._(msg`${plural(min, { one: 'Enter at least # digit.', other: 'Enter at least # digits.' })}`);
    }
    case 'codeInvalidFormat': {
      const length = LOGIN_CODE_LENGTH;
      return i18n._(msg`${plural(length, { one: 'The code has exactly # digit.', other: 'The code has exactly # digits.' })}`);
    }
    case 'numberOutOfRange': {
      const [min, max] = [SURVEY_NUMBER_MIN, SURVEY_NUMBER_MAX];
      return i18n._(msg`Enter a whole number from ${min} to ${max}.`);
    }
    default:
      return i18n._(MESSAGES[message]);
  }
}

/** Translates a field's messages in the current language. */
export function useMessageTexts(): (messages: readonly FieldMessage[] | undefined, field?: MessageField) => string[] | undefined {
  const { i18n } = useLingui();
  return (messages, field) => messages?.map((message) => messageText(i18n, message, field));
}
