/**
 * The registration contract (SPEC §3 registration payloads, §5 Registration rules, §7
 * GET v2/company/validate and POST v2/company/register, §8 uniqueness messages).
 *
 * Field rules are valibot schemas whose issue messages are message keys
 * (`RegistrationRuleMessage`): the portal translates a key, the server answers it in its
 * 422 field lists. Rules that depend on the region (registration numbers and postal codes in the
 * country's format, company type, disclaimer, declaration, phone plan) are plain functions, used by the wizards per field and
 * by the server for the whole request (`registrationRuleErrors`); those the login wizard shares
 * live in company-rules.ts, light enough for the sign-in's onboarding.
 */
import * as v from 'valibot';
import type { RegionalSettings } from './config';
import {
  REGISTRATION_NUMBER_MAX_LENGTH,
  RegistrationNumberField,
  agreementRuleMessages,
  companyTypeRuleMessages,
  fieldRuleMessages,
  formattedFieldRuleMessages,
  numberFieldRuleMessages,
  ruleMessage,
  textField,
  type RegistrationRuleMessage,
} from './company-rules';
import { RecordId } from './ids';
import { REGISTRATION_MIN_LENGTH } from './limits';
import { postalCodeFormat } from './regional-formats';
import { findCompanyType, registrationNumberSettings } from './regional-rules';
import { parseMobilePhone } from './phone';
import { CLUB_REGIONS } from './regions';
import { DECOR_SURVEY, COMPANY_SURVEY, SurveyResponseText, surveyResponseProblems } from './survey';

export {
  RegistrationNumberField,
  agreementRuleMessages,
  companyTypeRuleMessages,
  fieldRuleMessages,
  numberFieldRuleMessages,
  registrationNumberRuleMessages,
  type RegistrationRuleMessage,
} from './company-rules';

/** Every rule message key, so an answer's message can be told apart from free text. */
export const REGISTRATION_RULE_MESSAGES = [
  'required', 'tooShort', 'tooLong', 'invalidFormat', 'emailInvalid', 'phoneInvalid', 'phoneNotMobile', 'mustAccept', 'unknownCompanyType',
  'unknownRegion', 'surveyIncomplete', 'phoneNotUnique', 'emailTaken', 'registrationNumberTaken',
] as const satisfies readonly RegistrationRuleMessage[];

export const isRegistrationRuleMessage = (text: string): text is RegistrationRuleMessage =>
  (REGISTRATION_RULE_MESSAGES as readonly string[]).includes(text);

const MAX_LENGTH = { name: 100, companyName: 200, registrationNumber: REGISTRATION_NUMBER_MAX_LENGTH, street: 200, short: 20, invite: 64 } as const;

export const PersonNameField = textField(REGISTRATION_MIN_LENGTH.personName, MAX_LENGTH.name);
export const CompanyNameField = textField(REGISTRATION_MIN_LENGTH.companyName, MAX_LENGTH.companyName);
export const StreetField = textField(REGISTRATION_MIN_LENGTH.street, MAX_LENGTH.street);
export const HouseNumberField = textField(REGISTRATION_MIN_LENGTH.houseNumber, MAX_LENGTH.short);
export const PostalCodeField = textField(REGISTRATION_MIN_LENGTH.postalCode, MAX_LENGTH.short);
export const CityField = textField(REGISTRATION_MIN_LENGTH.city, MAX_LENGTH.name);
export const EmailField = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(ruleMessage('required')),
  v.email(ruleMessage('emailInvalid')),
  v.maxLength(254, ruleMessage('tooLong')),
);
/** The national number, digits only; its validity for the region is checked with the region. */
export const PhoneDigitsField = v.pipe(
  v.string(),
  v.nonEmpty(ruleMessage('required')),
  v.regex(/^\d{5,15}$/, ruleMessage('phoneInvalid')),
);

// ---------------------------------------------------------------------------------------------
// Rules that depend on the region

export const CLUB_REGION_IDS: readonly number[] = CLUB_REGIONS.map((region) => region.id);

/** SPEC §5's minimum length, then the postal code format of the region's country. */
export function postalCodeRuleMessages(postalCode: string, regionId: number): RegistrationRuleMessage[] {
  return formattedFieldRuleMessages(PostalCodeField, postalCodeFormat(regionId), postalCode);
}

export function phoneRuleMessages(phone: string, regionId: number): RegistrationRuleMessage[] {
  const format = fieldRuleMessages(PhoneDigitsField, phone);
  if (format.length > 0) return format;
  const parsed = parseMobilePhone(phone, regionId);
  return typeof parsed === 'string' ? [parsed] : [];
}

// ---------------------------------------------------------------------------------------------
// POST /v2/company/register

const RegionId = v.pipe(
  v.number(),
  v.integer(),
  v.check((id) => CLUB_REGION_IDS.includes(id), ruleMessage('unknownRegion')),
);

/** SPEC §3 "Company registration payload". */
export const RegistrationCompany = v.object({
  name: CompanyNameField,
  /** Null when the region does not show the field or it was left empty. */
  registration_number: v.nullable(RegistrationNumberField),
  registration_number_2: v.nullable(RegistrationNumberField),
  company_type: v.nullable(RecordId),
  disclaimer_accepted: v.boolean(),
  declaration_accepted: v.boolean(),
  /** The street (chosen from the places lookup or typed). */
  address: StreetField,
  /**
   * Not in SPEC's payload list, added so the house-number rule of SPEC §5 can be checked on its
   * own; the server stores the address line as "<address> <house_number>".
   */
  house_number: HouseNumberField,
  postal_code: PostalCodeField,
  city: CityField,
  regions_id: RegionId,
  /** The company (or decor) survey response as JSON text. */
  survey: SurveyResponseText,
});

/** SPEC §3 "Installer registration payload". */
export const RegistrationInstaller = v.object({
  name: PersonNameField,
  surname: PersonNameField,
  email: EmailField,
  /** National number, digits only; valid for the company's region (checked with the region). */
  phone: PhoneDigitsField,
  languages_id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(16)),
  /** Installer options JSON text: consentSeen, hasAgreedToTerms and the seen-markers. */
  options: v.pipe(v.string(), v.maxLength(10_000)),
  is_decor_installer: v.boolean(),
  /** Not in SPEC's payload list: the user-consent step's answers (as the login response has them). */
  email_consent: v.boolean(),
  phone_consent: v.boolean(),
});

/** POST /v2/company/register: company, its owner and the invite code (SPEC §3). */
export const RegistrationRequest = v.object({
  company: RegistrationCompany,
  installer: RegistrationInstaller,
  invite: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(MAX_LENGTH.invite))),
  /** The review's "accept the terms" tick (SPEC §5), recorded with the registration. */
  terms_accepted: v.literal(true, ruleMessage('mustAccept')),
});
export type RegistrationRequest = v.InferInput<typeof RegistrationRequest>;
export type ParsedRegistrationRequest = v.InferOutput<typeof RegistrationRequest>;

/**
 * Answer of a successful registration: the points that landed in the ledger, for the complete step
 * (SPEC §2 "welcome points if above zero"; issue 28: the finish screen names every credit).
 */
export const RegistrationAnswer = v.object({
  message: v.string(),
  welcome_points: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The company survey's reward (SPEC §3 reason "Survey"), credited with the company. */
  survey_points: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type RegistrationAnswer = v.InferOutput<typeof RegistrationAnswer>;

/**
 * The region-dependent rules for a request that passed `RegistrationRequest`, keyed by payload
 * path ("company.registration_number"); empty when every rule holds. Uniqueness is the
 * server's own check.
 */
export function registrationRuleErrors(
  request: ParsedRegistrationRequest,
  settings: RegionalSettings,
): Record<string, RegistrationRuleMessage[]> {
  const { company, installer } = request;
  const errors: Record<string, RegistrationRuleMessage[]> = {};
  const add = (path: string, messages: RegistrationRuleMessage[]) => {
    if (messages.length > 0) errors[path] = messages;
  };
  // A number field the region does not show is not checked (the server stores null for it).
  for (const { field } of registrationNumberSettings(settings)) {
    add(`company.${field}`, numberFieldRuleMessages(settings, company.regions_id, field, company[field] ?? ''));
  }
  add('company.postal_code', postalCodeRuleMessages(company.postal_code, company.regions_id));
  add('company.company_type', companyTypeRuleMessages(settings, company.company_type));
  const type = findCompanyType(settings, company.company_type);
  add('company.disclaimer_accepted', agreementRuleMessages(type, 'disclaimer', company.disclaimer_accepted));
  add('company.declaration_accepted', agreementRuleMessages(type, 'declaration', company.declaration_accepted));
  const survey = installer.is_decor_installer ? DECOR_SURVEY : COMPANY_SURVEY;
  add('company.survey', surveyResponseProblems(survey, company.survey).length > 0 ? ['surveyIncomplete'] : []);
  add('installer.phone', phoneRuleMessages(installer.phone, company.regions_id));
  return errors;
}

// ---------------------------------------------------------------------------------------------
// GET /v2/company/validate

const QueryRegionId = v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number), RegionId);

/**
 * Query of GET /v2/company/validate: the values to check, each optional; the region is needed for
 * the phone (its numbering plan) and the registration numbers (unique per region).
 */
export const CompanyValidateQuery = v.object({
  region_id: QueryRegionId,
  phone: v.optional(v.pipe(v.string(), v.maxLength(20))),
  email: v.optional(v.pipe(v.string(), v.maxLength(254))),
  registration_number: v.optional(v.pipe(v.string(), v.maxLength(MAX_LENGTH.registrationNumber))),
  registration_number_2: v.optional(v.pipe(v.string(), v.maxLength(MAX_LENGTH.registrationNumber))),
});
export type CompanyValidateQuery = v.InferInput<typeof CompanyValidateQuery>;

export const VALIDATED_FIELDS = ['phone', 'email', 'registration_number', 'registration_number_2'] as const;
export type ValidatedField = (typeof VALIDATED_FIELDS)[number];

const Messages = v.array(v.string());

/**
 * Answer of GET /v2/company/validate, always 200 for a well-formed query: for each checked field
 * that is invalid or taken, its messages (SPEC §8 texts, e.g. "The email has already been
 * taken."). A checked field not listed is valid and free.
 */
export const CompanyValidateAnswer = v.object({
  errors: v.object({
    phone: v.optional(Messages),
    email: v.optional(Messages),
    registration_number: v.optional(Messages),
    registration_number_2: v.optional(Messages),
  }),
});
export type CompanyValidateAnswer = v.InferOutput<typeof CompanyValidateAnswer>;

// ---------------------------------------------------------------------------------------------
// Street lookup (places provider, SPEC §7 "restricted to routes and the region")

/** One street the places provider suggests; city and postal code when the provider knows them. */
export const StreetSuggestion = v.object({
  id: v.string(),
  street: v.string(),
  city: v.nullable(v.string()),
  postal_code: v.nullable(v.string()),
  /** The line the list shows, e.g. "Marszałkowska, Warszawa". */
  label: v.string(),
});
export type StreetSuggestion = v.InferOutput<typeof StreetSuggestion>;
export const StreetSuggestions = v.array(StreetSuggestion);

/** Query of GET /v2/places/streets: what was typed, the region to stay in, optionally the language. */
export const StreetSearchQuery = v.object({
  q: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(100)),
  region_id: QueryRegionId,
  lang: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2}$/))),
});
export type StreetSearchQuery = v.InferInput<typeof StreetSearchQuery>;
