import { msg, plural } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { REGISTRATION_MIN_LENGTH } from '../../../contract/limits';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { AVATAR_MESSAGES } from '../../../contract/profile';

/** The profile's rule keys and the server's messages, as people read them (SPEC §5, §8). */
const TEXTS: Record<string, MessageDescriptor> = {
  required: msg`This field cannot be empty.`,
  tooShort: msg`Enter at least 2 characters.`,
  tooLong: msg`This is too long.`,
  emailInvalid: msg`Enter a valid e-mail address.`,
  phoneInvalid: msg`Invalid phone number.`,
  phoneNotMobile: msg`Enter a mobile phone number: the sign-in code comes by text message.`,
  invalidFormat: msg`This is not written as your country writes it.`,
  tooLarge: msg`The file may not be greater than 5 MB.`,
  [SERVER_MESSAGES.invalidPhone]: msg`Invalid phone number.`,
  [SERVER_MESSAGES.phoneNotMobile]: msg`Enter a mobile phone number: the sign-in code comes by text message.`,
  [SERVER_MESSAGES.phoneNotUnique]: msg`Phone number is not unique.`,
  [SERVER_MESSAGES.emailTaken]: msg`The email has already been taken.`,
  [SERVER_MESSAGES.registrationNumberTaken]: msg`The company registration number has already been taken.`,
  [SERVER_MESSAGES.registrationNumberFormat]: msg`This number is not valid. Check it for typos.`,
  [AVATAR_MESSAGES.notAnImage]: msg`The file must be a PNG or JPEG image.`,
  [AVATAR_MESSAGES.tooLarge]: msg`The file may not be greater than 5 MB.`,
  codeFormat: msg`Enter the 5 digits of the code.`,
  generic: msg`Something went wrong. Please try again.`,
};

/** The messages of a field, translated and de-duplicated. */
export function profileMessages(i18n: I18n, keys: readonly string[] | undefined | null): string[] | undefined {
  if (!keys || keys.length === 0) return undefined;
  return [...new Set(keys.map((key) => (TEXTS[key] ? i18n._(TEXTS[key]) : key)))];
}

const NUMBER_TEXTS: Record<string, MessageDescriptor> = {
  required: msg`This field is required.`,
  invalidFormat: msg`This number is not valid. Check it for typos.`,
};

/** The company block's own wording of a rule key by field (SPEC §5 Company edit), as the registration wizard words it. */
function companyFieldText(field: string, key: string): MessageDescriptor | undefined {
  if (field === 'registration_number' || field === 'registration_number_2') {
    const min = REGISTRATION_MIN_LENGTH.registrationNumber;
    return key === 'tooShort' ? msg`${plural(min, { one: 'Enter at least # character.', other: 'Enter at least # characters.' })}` : NUMBER_TEXTS[key];
  }
  if (field === 'company_type') return { required: msg`Choose your company type.`, unknownCompanyType: msg`Choose one of the company types.` }[key];
  if (key !== 'mustAccept') return undefined;
  if (field === 'disclaimer_accepted') return msg`Please accept the disclaimer to continue.`;
  return field === 'declaration_accepted' ? msg`Please confirm the declaration to continue.` : undefined;
}

/** The messages of a company field: its own wording of the rule keys, else the profile's texts. */
export function companyMessages(i18n: I18n, field: string, keys: readonly string[] | undefined): string[] | undefined {
  if (!keys || keys.length === 0) return undefined;
  return [...new Set(keys.map((key) => {
    const own = companyFieldText(field, key);
    return own ? i18n._(own) : (profileMessages(i18n, [key])?.[0] ?? key);
  }))];
}
