/**
 * The one message vocabulary of the login and registration wizards (SPEC §5 rules, §8 errors).
 * A machine names a message by its key and the portal translates the key (one text per key, see
 * src/app/ui/wizard/wizard-messages.ts), so machines stay free of any i18n framework. The rule
 * keys are the contract's, which the server also answers in its 422 field lists.
 */
import * as v from 'valibot';
import { ErrorBody } from '../src/contract/error-body';
import type { RegistrationRuleMessage } from '../src/contract/company-rules';
import type { SurveyAnswerMessage } from './survey-draft';

export type WizardMessage =
  | RegistrationRuleMessage
  | SurveyAnswerMessage
  /** Sign-in input: fewer digits than a phone number has, a code of the wrong shape. */
  | 'phoneTooShort'
  | 'codeInvalidFormat'
  /** Sign-in answers of the server (SPEC §8 and the sign-in lockout). */
  | 'invalidCode'
  | 'installerNotFound'
  | 'accountLocked'
  | 'channelLocked'
  | 'lockedUntilSupport'
  | 'tooManyAttempts'
  | 'resendTooSoon'
  /** A street was typed but neither picked from the suggestions nor confirmed as typed. */
  | 'streetNotChosen'
  | 'installerExists'
  | 'lettersNotAllowed'
  | 'generic';

/** A message under a field or in a list: a key, or a server text the portal shows as it is. */
export type FieldMessage = WizardMessage | { text: string };

/**
 * What a machine needs to know of a failed API call. The portal's ApiError has this shape;
 * anything else thrown (a network failure without answer, a parse error, a bug) has none.
 */
const ApiFailure = v.object({
  status: v.number(),
  body: v.nullish(ErrorBody, null),
  retryAfter: v.nullish(v.number(), null),
});
export type ApiFailure = v.InferOutput<typeof ApiFailure>;

export function apiFailureOf(error: unknown): ApiFailure | null {
  const parsed = v.safeParse(ApiFailure, error);
  return parsed.success ? parsed.output : null;
}
