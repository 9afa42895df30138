import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { TEAM_MESSAGES } from '../../../contract/team';

/** The team form's rule keys and the server's messages, as people read them (SPEC §5, §8). */
const TEXTS: Record<string, MessageDescriptor> = {
  nameRequired: msg`Enter a name without digits.`,
  phoneInvalid: msg`Invalid phone number.`,
  phoneNotMobile: msg`Enter a mobile phone number: the sign-in code comes by text message.`,
  emailInvalid: msg`Enter a valid e-mail address.`,
  tooLong: msg`This is too long.`,
  [SERVER_MESSAGES.invalidPhone]: msg`Invalid phone number.`,
  [SERVER_MESSAGES.phoneNotMobile]: msg`Enter a mobile phone number: the sign-in code comes by text message.`,
  [SERVER_MESSAGES.installerExists]: msg`Installer exists.`,
  [SERVER_MESSAGES.emailTaken]: msg`The email has already been taken.`,
  [SERVER_MESSAGES.lettersNotAllowed]: msg`Letters are not allowed.`,
  [TEAM_MESSAGES.limitReached]: msg`Your team has reached the limit of your region.`,
  generic: msg`Something went wrong. Please try again.`,
};

/** The messages of a field, translated and de-duplicated (SPEC §5: one message for name rules). */
export function teamMessages(i18n: I18n, keys: readonly string[] | undefined): string[] | undefined {
  if (!keys || keys.length === 0) return undefined;
  return [...new Set(keys.map((key) => (TEXTS[key] ? i18n._(TEXTS[key]) : key)))];
}
