/**
 * What the registration wizard collects, and the per-field rules of SPEC §5 Registration. The
 * rules come from src/contract/registration.ts, so the server checks the same ones.
 */
import type { RegionalSettings } from '../src/contract/config';
import { phoneDigits } from '../src/contract/phone-digits';
import {
  findCompanyType,
  registrationNumberSettings,
  type RegistrationNumberName,
} from '../src/contract/regional-rules';
import {
  CLUB_REGION_IDS,
  CityField,
  CompanyNameField,
  EmailField,
  HouseNumberField,
  PersonNameField,
  PostalCodeField,
  StreetField,
  agreementRuleMessages,
  companyTypeRuleMessages,
  fieldRuleMessages,
  phoneRuleMessages,
  registrationNumberRuleMessages,
} from '../src/contract/registration';
import type { Survey, SurveyQuestion } from '../src/contract/survey';
import type { LoginMessage } from './login-messages';
import { surveyAnswerErrors, type SurveyDraft } from './login-steps';
import type { RegistrationMessage } from './registration-messages';

export interface RegistrationForm {
  regionId: number;
  name: string;
  surname: string;
  email: string;
  /** Digits only, without the region's country prefix. */
  phone: string;
  /** Hidden field, filled from `?invite=`. */
  invite: string | null;
  companyName: string;
  registrationNumber: string;
  registrationNumber2: string;
  street: string;
  /** The street was picked from the suggestions or confirmed as typed. */
  streetChosen: boolean;
  houseNumber: string;
  postalCode: string;
  city: string;
  companyTypeId: number | null;
  disclaimerAccepted: boolean;
  declarationAccepted: boolean;
  survey: SurveyDraft;
  emailConsent: boolean;
  phoneConsent: boolean;
  termsAccepted: boolean;
}

/** Fields typed as text (the street has its own events: it is looked up). */
export type TextField =
  | 'name' | 'surname' | 'email' | 'phone' | 'companyName' | 'registrationNumber' | 'registrationNumber2'
  | 'houseNumber' | 'postalCode' | 'city';

export type TickField = 'disclaimerAccepted' | 'declarationAccepted' | 'emailConsent' | 'phoneConsent' | 'termsAccepted';

/** Fields that can carry messages. */
export type RegistrationField =
  | TextField
  | 'regionId'
  | 'street'
  | 'companyTypeId'
  | 'disclaimerAccepted'
  | 'declarationAccepted'
  | 'survey'
  | 'termsAccepted';

/** What the rules need besides the form: the region's settings and the variant's survey. */
export interface RegistrationRules {
  settings: RegionalSettings;
  survey: Survey;
}

export function emptyForm(regionId: number, invite: string | null): RegistrationForm {
  return {
    regionId,
    name: '',
    surname: '',
    email: '',
    phone: '',
    invite,
    companyName: '',
    registrationNumber: '',
    registrationNumber2: '',
    street: '',
    streetChosen: false,
    houseNumber: '',
    postalCode: '',
    city: '',
    companyTypeId: null,
    disclaimerAccepted: false,
    declarationAccepted: false,
    survey: {},
    emailConsent: false,
    phoneConsent: false,
    termsAccepted: false,
  };
}

/** A region without settings in the config shows no numbers and no company types. */
export const NO_REGIONAL_SETTINGS: RegionalSettings = {
  company_types: [],
  company_type_state: 0,
  vat_field: 0,
  company_id_field: 0,
  required_numbers: 0,
  number_labels: { registration_number: '', registration_number_2: '' },
  flags: { club_card: false },
};

/** What a text input keeps of what was typed: the phone keeps digits only (SPEC §5). */
export function cleanTextInput(field: TextField, value: string): string {
  return field === 'phone' ? phoneDigits(value) : value;
}

const NUMBER_NAME = {
  registrationNumber: 'registration_number',
  registrationNumber2: 'registration_number_2',
} as const satisfies Record<string, RegistrationNumberName>;

function numberMessages(form: RegistrationForm, rules: RegistrationRules, field: keyof typeof NUMBER_NAME): RegistrationMessage[] {
  const setting = registrationNumberSettings(rules.settings).find((s) => s.field === NUMBER_NAME[field]);
  return setting ? registrationNumberRuleMessages(form[field], setting.required) : [];
}

function streetMessages(form: RegistrationForm): RegistrationMessage[] {
  const rule = fieldRuleMessages(StreetField, form.street);
  if (rule.length > 0) return rule;
  return form.streetChosen ? [] : ['streetNotChosen'];
}

type SurveyMessage = 'answerRequired' | 'numberOutOfRange';
const SURVEY_MESSAGES: readonly LoginMessage[] = ['answerRequired', 'numberOutOfRange'] satisfies SurveyMessage[];
const isSurveyMessage = (message: LoginMessage): message is SurveyMessage => SURVEY_MESSAGES.includes(message);

/** "Next needs an answer" for one survey question; numbers from 1 to 999999. */
export function questionMessages(question: SurveyQuestion, draft: SurveyDraft): RegistrationMessage[] {
  return surveyAnswerErrors(question, draft).filter(isSurveyMessage);
}

function isSurveyComplete(survey: Survey, draft: SurveyDraft): boolean {
  return survey.questions.every((question) => questionMessages(question, draft).length === 0);
}

/** The messages of the rules a field's current value breaks (empty when it passes). */
export function fieldMessages(form: RegistrationForm, rules: RegistrationRules, field: RegistrationField): RegistrationMessage[] {
  const companyType = findCompanyType(rules.settings, form.companyTypeId);
  switch (field) {
    case 'regionId':
      return CLUB_REGION_IDS.includes(form.regionId) ? [] : ['unknownRegion'];
    case 'name':
    case 'surname':
      return fieldRuleMessages(PersonNameField, form[field]);
    case 'email':
      return fieldRuleMessages(EmailField, form.email);
    case 'phone':
      return phoneRuleMessages(form.phone, form.regionId);
    case 'companyName':
      return fieldRuleMessages(CompanyNameField, form.companyName);
    case 'registrationNumber':
    case 'registrationNumber2':
      return numberMessages(form, rules, field);
    case 'street':
      return streetMessages(form);
    case 'houseNumber':
      return fieldRuleMessages(HouseNumberField, form.houseNumber);
    case 'postalCode':
      return fieldRuleMessages(PostalCodeField, form.postalCode);
    case 'city':
      return fieldRuleMessages(CityField, form.city);
    case 'companyTypeId':
      return companyTypeRuleMessages(rules.settings, form.companyTypeId);
    case 'disclaimerAccepted':
      return agreementRuleMessages(companyType, 'disclaimer', form.disclaimerAccepted);
    case 'declarationAccepted':
      return agreementRuleMessages(companyType, 'declaration', form.declarationAccepted);
    case 'survey':
      return isSurveyComplete(rules.survey, form.survey) ? [] : ['surveyIncomplete'];
    case 'termsAccepted':
      return form.termsAccepted ? [] : ['mustAccept'];
  }
}

/**
 * Picking a company type resets both agreements: the new type decides whether they are asked
 * (as in the login wizard, SPEC §4).
 */
export function withCompanyType(form: RegistrationForm, companyTypeId: number): RegistrationForm {
  if (form.companyTypeId === companyTypeId) return form;
  return { ...form, companyTypeId, disclaimerAccepted: false, declarationAccepted: false };
}

/**
 * Moving the company to another region: a company type of the old region is dropped (with its
 * agreements), and a street looked up in the old country must be confirmed again. Everything
 * typed stays.
 */
export function withRegion(form: RegistrationForm, regionId: number, settings: RegionalSettings): RegistrationForm {
  if (form.regionId === regionId) return form;
  const keepsType = findCompanyType(settings, form.companyTypeId) !== undefined;
  return {
    ...form,
    regionId,
    streetChosen: false,
    ...(keepsType ? {} : { companyTypeId: null, disclaimerAccepted: false, declarationAccepted: false }),
  };
}
