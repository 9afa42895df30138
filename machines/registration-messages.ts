/**
 * Messages of the registration wizard as keys (SPEC §5, §8): the machine names a message, the
 * portal translates it. A server message the portal does not know is kept as text.
 */
import * as v from 'valibot';
import { ErrorBody, SERVER_MESSAGES } from '../src/contract/errors';
import type { RegistrationRuleMessage } from '../src/contract/registration';

export type RegistrationMessage =
  | RegistrationRuleMessage
  /** A street was typed but neither picked from the suggestions nor confirmed as typed. */
  | 'streetNotChosen'
  | 'answerRequired'
  | 'numberOutOfRange'
  | 'installerExists'
  | 'lettersNotAllowed'
  | 'generic';

/** A message under a field or in the review's list: a key, or a server text the portal shows as is. */
export type FieldMessage = RegistrationMessage | { text: string };

const RULE_MESSAGES: readonly RegistrationMessage[] = [
  'required', 'tooShort', 'tooLong', 'emailInvalid', 'phoneInvalid', 'mustAccept', 'unknownCompanyType',
  'unknownRegion', 'surveyIncomplete', 'phoneNotUnique', 'emailTaken', 'registrationNumberTaken',
  'installerExists', 'lettersNotAllowed',
];

/** SPEC §8 texts the server answers, and the keys they stand for. */
const SERVER_TEXTS: Readonly<Record<string, RegistrationMessage>> = {
  [SERVER_MESSAGES.phoneNotUnique]: 'phoneNotUnique',
  [SERVER_MESSAGES.emailTaken]: 'emailTaken',
  [SERVER_MESSAGES.registrationNumberTaken]: 'registrationNumberTaken',
  [SERVER_MESSAGES.installerExists]: 'installerExists',
  [SERVER_MESSAGES.invalidPhone]: 'phoneInvalid',
  [SERVER_MESSAGES.lettersNotAllowed]: 'lettersNotAllowed',
};

/** Reads one server message: a rule key, a known SPEC §8 text, else the text itself. */
export function messageFromServer(text: string): FieldMessage {
  if ((RULE_MESSAGES as readonly string[]).includes(text)) return text as RegistrationMessage;
  return SERVER_TEXTS[text] ?? { text };
}

function isSameMessage(a: FieldMessage, b: FieldMessage): boolean {
  return typeof a === 'string' || typeof b === 'string' ? a === b : a.text === b.text;
}

/** Joins message lists without repeating a message. */
export function mergeMessages(...lists: ReadonlyArray<readonly FieldMessage[]>): FieldMessage[] {
  const merged: FieldMessage[] = [];
  for (const message of lists.flat()) {
    if (!merged.some((known) => isSameMessage(known, message))) merged.push(message);
  }
  return merged;
}

/**
 * The error body of a failed API call. The portal's ApiError carries it as `body`; anything
 * else thrown (network, a bug) has none.
 */
export function errorBodyOf(error: unknown): ErrorBody | null {
  const parsed = v.safeParse(v.object({ body: ErrorBody }), error);
  return parsed.success ? parsed.output.body : null;
}
