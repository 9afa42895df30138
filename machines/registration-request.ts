/**
 * What the registration wizard sends: the uniqueness checks (GET v2/company/validate), the
 * registration itself (POST v2/company/register), and how their answers become field messages.
 */
import { parseRegionPhone } from '../src/contract/phone';
import { registrationNumberSettings } from '../src/contract/regional-rules';
import { SERVER_MESSAGES } from '../src/contract/errors';
import {
  VALIDATED_FIELDS,
  isRegistrationRuleMessage,
  type CompanyValidateAnswer,
  type RegistrationRequest,
  type ValidatedField,
} from '../src/contract/registration';
import { fieldMessages, type RegistrationField, type RegistrationForm, type RegistrationRules } from './registration-form';
import { isStepOnTrack, type RemoteErrors } from './registration-steps';
import { surveyResponse } from './survey-draft';
import { apiFailureOf, type FieldMessage, type WizardMessage } from './wizard-messages';

export type RegistrationVariant = 'company' | 'decor';

/** SPEC §8 texts the server answers, and the keys they stand for. */
const SERVER_TEXTS: Readonly<Record<string, WizardMessage>> = {
  [SERVER_MESSAGES.phoneNotUnique]: 'phoneNotUnique',
  [SERVER_MESSAGES.emailTaken]: 'emailTaken',
  [SERVER_MESSAGES.registrationNumberTaken]: 'registrationNumberTaken',
  [SERVER_MESSAGES.registrationNumberFormat]: 'invalidFormat',
  [SERVER_MESSAGES.installerExists]: 'installerExists',
  [SERVER_MESSAGES.invalidPhone]: 'phoneInvalid',
  [SERVER_MESSAGES.phoneNotMobile]: 'phoneNotMobile',
  [SERVER_MESSAGES.lettersNotAllowed]: 'lettersNotAllowed',
};

/** Reads one server message: a rule key, a known SPEC §8 text, else the text itself. */
export function messageFromServer(text: string): FieldMessage {
  if (isRegistrationRuleMessage(text)) return text;
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

/** Form fields the server checks for uniqueness, by their API name. */
export const UNIQUE_FIELDS = {
  phone: 'phone',
  email: 'email',
  registration_number: 'registrationNumber',
  registration_number_2: 'registrationNumber2',
} as const satisfies Record<ValidatedField, RegistrationField>;
export type UniqueField = (typeof UNIQUE_FIELDS)[ValidatedField];

const apiNameOf = (field: UniqueField): ValidatedField =>
  VALIDATED_FIELDS.find((name) => UNIQUE_FIELDS[name] === field) as ValidatedField;

/** The values to check (as the API takes them) and the region they belong to. */
export interface UniquenessQuery {
  region_id: number;
  values: Partial<Record<ValidatedField, string>>;
}

/** What the server receives for a unique field: the national phone number, trimmed text. */
function apiValue(form: RegistrationForm, field: UniqueField): string {
  if (field === 'phone') return parseRegionPhone(form.phone, form.regionId)?.national ?? form.phone;
  const value = form[field].trim();
  return field === 'email' ? value.toLowerCase() : value;
}

/** Fields worth asking about: filled in and passing their own rules. */
export function checkableFields(form: RegistrationForm, rules: RegistrationRules, fields: readonly UniqueField[]): UniqueField[] {
  return fields.filter((field) => form[field].trim() !== '' && fieldMessages(form, rules, field).length === 0);
}

export function uniquenessQuery(form: RegistrationForm, fields: readonly UniqueField[]): UniquenessQuery {
  const values: UniquenessQuery['values'] = {};
  for (const field of fields) values[apiNameOf(field)] = apiValue(form, field);
  return { region_id: form.regionId, values };
}

/** The messages each checked field gets from the answer: empty for a valid, free value. */
export function uniquenessMessages(query: UniquenessQuery, answer: CompanyValidateAnswer): RemoteErrors {
  const messages: RemoteErrors = {};
  for (const name of VALIDATED_FIELDS) {
    if (query.values[name] === undefined) continue;
    messages[UNIQUE_FIELDS[name]] = (answer.errors[name] ?? []).map(messageFromServer);
  }
  return messages;
}

// ---------------------------------------------------------------------------------------------
// POST v2/company/register

function shownNumber(form: RegistrationForm, rules: RegistrationRules, field: 'registration_number' | 'registration_number_2'): string | null {
  if (!registrationNumberSettings(rules.settings).some((s) => s.field === field)) return null;
  const value = (field === 'registration_number' ? form.registrationNumber : form.registrationNumber2).trim();
  return value === '' ? null : value;
}

/** The registration payload of SPEC §3 for a complete form. */
export function registrationRequest(
  form: RegistrationForm,
  rules: RegistrationRules,
  variant: RegistrationVariant,
  languageId: number,
): RegistrationRequest {
  const onTrack = (step: 'companyType' | 'disclaimer' | 'declaration') => isStepOnTrack(step, form, rules);
  return {
    company: {
      name: form.companyName.trim(),
      registration_number: shownNumber(form, rules, 'registration_number'),
      registration_number_2: shownNumber(form, rules, 'registration_number_2'),
      company_type: onTrack('companyType') ? form.companyTypeId : null,
      disclaimer_accepted: onTrack('disclaimer') && form.disclaimerAccepted,
      declaration_accepted: onTrack('declaration') && form.declarationAccepted,
      address: form.street.trim(),
      house_number: form.houseNumber.trim(),
      postal_code: form.postalCode.trim(),
      city: form.city.trim(),
      regions_id: form.regionId,
      survey: JSON.stringify(surveyResponse(rules.survey, form.survey)),
    },
    installer: {
      name: form.name.trim(),
      surname: form.surname.trim(),
      email: form.email.trim().toLowerCase(),
      phone: apiValue(form, 'phone'),
      languages_id: languageId,
      // The server writes the owner's options (consent seen, terms agreed, the fields registration
      // showed): it knows the region's settings as well as the wizard and is the one to trust.
      options: JSON.stringify({}),
      is_decor_installer: variant === 'decor',
      email_consent: form.emailConsent,
      phone_consent: form.phoneConsent,
    },
    invite: form.invite,
    terms_accepted: true,
  };
}

/** Payload paths (and the bare names the validate call uses) of the form's fields. */
const FIELD_OF_PATH: Readonly<Record<string, RegistrationField>> = {
  'company.name': 'companyName',
  'company.registration_number': 'registrationNumber',
  'company.registration_number_2': 'registrationNumber2',
  'company.company_type': 'companyTypeId',
  'company.disclaimer_accepted': 'disclaimerAccepted',
  'company.declaration_accepted': 'declarationAccepted',
  'company.address': 'street',
  'company.house_number': 'houseNumber',
  'company.postal_code': 'postalCode',
  'company.city': 'city',
  'company.regions_id': 'regionId',
  'company.survey': 'survey',
  'installer.name': 'name',
  'installer.surname': 'surname',
  'installer.email': 'email',
  'installer.phone': 'phone',
  terms_accepted: 'termsAccepted',
  ...UNIQUE_FIELDS,
};

/** A failed registration read for the review: messages under fields, and a list of the rest. */
export interface SubmitFailure {
  fieldErrors: RemoteErrors;
  /** Messages of no form field (and the general message when no field is named). */
  messages: FieldMessage[];
}

export function submitFailure(error: unknown): SubmitFailure {
  const body = apiFailureOf(error)?.body ?? null;
  if (!body) return { fieldErrors: {}, messages: ['generic'] };
  const fieldErrors: RemoteErrors = {};
  const unplaced: FieldMessage[] = [];
  for (const [path, texts] of Object.entries(body.errors ?? {})) {
    const field = FIELD_OF_PATH[path];
    const messages = texts.map(messageFromServer);
    if (field) fieldErrors[field] = mergeMessages(fieldErrors[field] ?? [], messages);
    else unplaced.push(...messages);
  }
  const named = Object.keys(body.errors ?? {}).length > 0;
  // Without field lists only a message the portal knows is shown; anything else is the generic failure (SPEC §8).
  const general = messageFromServer(body.message);
  return { fieldErrors, messages: mergeMessages(unplaced, named ? [] : [typeof general === 'string' ? general : 'generic']) };
}
