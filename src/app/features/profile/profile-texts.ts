import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { AVATAR_MESSAGES } from '../../../contract/profile';

/** The profile's rule keys and the server's messages, as people read them (SPEC §5, §8). */
const TEXTS: Record<string, MessageDescriptor> = {
  required: msg`This field cannot be empty.`,
  tooShort: msg`Enter at least 2 characters.`,
  tooLong: msg`This is too long.`,
  emailInvalid: msg`Enter a valid e-mail address.`,
  phoneInvalid: msg`Invalid phone number.`,
  invalidFormat: msg`This is not written as your country writes it.`,
  tooLarge: msg`The file may not be greater than 5 MB.`,
  [SERVER_MESSAGES.invalidPhone]: msg`Invalid phone number.`,
  [SERVER_MESSAGES.phoneNotUnique]: msg`Phone number is not unique.`,
  [SERVER_MESSAGES.emailTaken]: msg`The email has already been taken.`,
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
