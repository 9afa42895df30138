/**
 * The rules of SPEC §5 for what both wizards ask about a company (registration numbers, company
 * type, disclaimer and declaration) and the rule messages' keys. Both wizards check their answers
 * with them (the sign-in's onboarding loads them once a code is verified); registration.ts builds
 * the registration contract on them, so the server checks the same rules.
 */
import * as v from 'valibot';
import type { CompanyType, RegionalSettings } from './config';
import { FIELD_STATE, REGISTRATION_MIN_LENGTH } from './limits';
import { matchesFormat, registrationNumberFormat, type TextFormat } from './regional-formats';
import {
  agreementState,
  findCompanyType,
  offersCompanyTypes,
  registrationNumberSettings,
  type Agreement,
  type RegistrationNumberName,
} from './regional-rules';

/** Keys of the messages a broken registration rule yields (SPEC §5, §8). */
export type RegistrationRuleMessage =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  /** Not written as the country writes it, or a wrong check digit (regional-formats.ts). */
  | 'invalidFormat'
  | 'emailInvalid'
  | 'phoneInvalid'
  /** A number that cannot receive the sign-in code by text message (issue 28). */
  | 'phoneNotMobile'
  | 'mustAccept'
  | 'unknownCompanyType'
  | 'unknownRegion'
  | 'surveyIncomplete'
  | 'phoneNotUnique'
  | 'emailTaken'
  | 'registrationNumberTaken';

export const REGISTRATION_NUMBER_MAX_LENGTH = 32;

/** Names a message key where valibot takes an error message, so keys stay checked. */
export const ruleMessage = (message: RegistrationRuleMessage) => message;

/** A text field: trimmed, required, within its lengths. */
export function textField(min: number, max: number) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(ruleMessage('required')),
    v.minLength(min, ruleMessage('tooShort')),
    v.maxLength(max, ruleMessage('tooLong')),
  );
}

export const RegistrationNumberField = textField(REGISTRATION_MIN_LENGTH.registrationNumber, REGISTRATION_NUMBER_MAX_LENGTH);

type FieldSchema = v.GenericSchema<string, string>;

/** The message of the first rule `value` breaks, as a list (empty when the value passes). */
export function fieldRuleMessages(schema: FieldSchema, value: string): RegistrationRuleMessage[] {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  return result.success ? [] : [result.issues[0].message as RegistrationRuleMessage];
}

/** The rule of a text field, then the country's format once the value is long enough to judge. */
export function formattedFieldRuleMessages(schema: FieldSchema, format: TextFormat | null, value: string): RegistrationRuleMessage[] {
  const messages = fieldRuleMessages(schema, value);
  if (messages.length > 0 || !format) return messages;
  return matchesFormat(format, value) ? [] : ['invalidFormat'];
}

/** A registration number: optional ones may stay empty; a filled one has the length and the country's format. */
export function registrationNumberRuleMessages(value: string, required: boolean, format: TextFormat | null): RegistrationRuleMessage[] {
  if (value.trim() === '' && !required) return [];
  return formattedFieldRuleMessages(RegistrationNumberField, format, value);
}

/**
 * A number field as the region shows it: a field it does not show is not asked; a shown one has
 * its length, and the format of what it holds in the region's country (regional-formats.ts).
 */
export function numberFieldRuleMessages(
  settings: RegionalSettings,
  regionId: number,
  field: RegistrationNumberName,
  value: string,
): RegistrationRuleMessage[] {
  const shown = registrationNumberSettings(settings).find((setting) => setting.field === field);
  return shown ? registrationNumberRuleMessages(value, shown.required, registrationNumberFormat(regionId, shown.kind)) : [];
}

export function companyTypeRuleMessages(settings: RegionalSettings, id: number | null): RegistrationRuleMessage[] {
  if (!offersCompanyTypes(settings)) return id === null ? [] : ['unknownCompanyType'];
  if (id !== null) return findCompanyType(settings, id) ? [] : ['unknownCompanyType'];
  return settings.company_type_state === FIELD_STATE.required ? ['required'] : [];
}

export function agreementRuleMessages(type: CompanyType | undefined, agreement: Agreement, accepted: boolean): RegistrationRuleMessage[] {
  return !accepted && agreementState(type, agreement) === FIELD_STATE.required ? ['mustAccept'] : [];
}
