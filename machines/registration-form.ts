/**
 * What the registration wizard collects, and the per-field rules of SPEC §5 Registration. The
 * rules come from src/contract/registration.ts, so the server checks the same ones.
 */
import type { RegionalSettings } from '../src/contract/config';
import { phoneDigits } from '../src/contract/phone-digits';
import { findCompanyType } from '../src/contract/regional-rules';
import {
  CLUB_REGION_IDS,
  CityField,
  CompanyNameField,
  EmailField,
  HouseNumberField,
  PersonNameField,
  StreetField,
  fieldRuleMessages,
  phoneRuleMessages,
  postalCodeRuleMessages,
} from '../src/contract/registration';
import type { Survey } from '../src/contract/survey';
import { agreementMessages, companyTypeMessages, numberMessages } from './company-answer-rules';
import type { AgreementField, CompanyAnswers, ConsentField } from './company-answers';
import { isSurveyComplete } from './survey-draft';
import type { WizardMessage } from './wizard-messages';

/** The person, the company and its address, and the answers the login wizard asks too (company-answers.ts). */
export interface RegistrationForm extends CompanyAnswers {
  regionId: number;
  name: string;
  surname: string;
  email: string;
  /** Digits only, without the region's country prefix. */
  phone: string;
  /** Hidden field, filled from `?invite=`. */
  invite: string | null;
  companyName: string;
  street: string;
  /** The street was picked from the suggestions or confirmed as typed (asked only where streets are looked up). */
  streetChosen: boolean;
  houseNumber: string;
  postalCode: string;
  city: string;
  termsAccepted: boolean;
}

/** Fields typed as text (the street has its own events: it is looked up). */
export type TextField =
  | 'name' | 'surname' | 'email' | 'phone' | 'companyName' | 'registrationNumber' | 'registrationNumber2'
  | 'houseNumber' | 'postalCode' | 'city';

export type TickField = AgreementField | ConsentField | 'termsAccepted';

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

/** What the rules need besides the form: the region's settings, the variant's survey, whether streets are looked up. */
export interface RegistrationRules {
  settings: RegionalSettings;
  survey: Survey;
  /** A places provider suggests streets; without one the typed street is the street. */
  streetLookup: boolean;
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

function streetMessages(form: RegistrationForm, rules: RegistrationRules): WizardMessage[] {
  const rule = fieldRuleMessages(StreetField, form.street);
  if (rule.length > 0 || !rules.streetLookup) return rule;
  return form.streetChosen ? [] : ['streetNotChosen'];
}

/** The messages of the rules a field's current value breaks (empty when it passes). */
export function fieldMessages(form: RegistrationForm, rules: RegistrationRules, field: RegistrationField): WizardMessage[] {
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
      return numberMessages(form, rules.settings, form.regionId, field);
    case 'street':
      return streetMessages(form, rules);
    case 'houseNumber':
      return fieldRuleMessages(HouseNumberField, form.houseNumber);
    case 'postalCode':
      return postalCodeRuleMessages(form.postalCode, form.regionId);
    case 'city':
      return fieldRuleMessages(CityField, form.city);
    case 'companyTypeId':
      return companyTypeMessages(form, rules.settings);
    case 'disclaimerAccepted':
    case 'declarationAccepted':
      return agreementMessages(form, rules.settings, field);
    case 'survey':
      return isSurveyComplete(rules.survey, form.survey) ? [] : ['surveyIncomplete'];
    case 'termsAccepted':
      return form.termsAccepted ? [] : ['mustAccept'];
  }
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
