/**
 * Pure rules of the login wizard (SPEC §4 Login, §5, §6): which onboarding steps an account
 * needs (read from the account the verify answer carries, once the code is proven), how each
 * step's input is validated, and which writes the last step sends. The login machine calls
 * these; tests check each rule on its own.
 */
import type { LoginCompany, SignInAccount } from '../src/contract/auth';
import type { CompanyPatch, CompanyTypePatch, InstallerPatch } from '../src/contract/company';
import type { CompanyType, RegionalSettings } from '../src/contract/config';
import { CZ_SK_TERMS_CUTOFF, FIELD_STATE } from '../src/contract/limits';
import { parseOptions, type InstallerOptions } from '../src/contract/options';
import { REGION_IDS } from '../src/contract/regions';
import { isOwnerRole } from '../src/contract/roles';
import { agreementState, findCompanyType, offersCompanyTypes, registrationNumberSettings, type Agreement, type RegistrationNumberName, type RegistrationNumberSetting } from '../src/contract/regional-rules';
import {
  SURVEY_NUMBER_MAX,
  SURVEY_NUMBER_MIN,
  hasAnswerLimit,
  surveyForRole,
  type Survey,
  type SurveyQuestion,
  type SurveyResponse,
} from '../src/contract/survey';
import type { LoginMessage } from './login-messages';

/** The optional steps after the code, in their step-number order (SPEC §2 Login wizard). */
export const ONBOARDING_STEPS = [
  'terms',
  'registrationNumber',
  'registrationNumber2',
  'companyType',
  'disclaimer',
  'declaration',
  'consent',
  'survey',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export type RegistrationNumberField = RegistrationNumberName;

/** Draft survey answers by question id: chosen answer ids, or the text typed for a number question. */
export type SurveyDraft = Record<string, string[] | string>;

/** What the owner entered in the onboarding steps. */
export interface OnboardingAnswers {
  registrationNumber: string;
  registrationNumber2: string;
  companyTypeId: number | null;
  disclaimerAccepted: boolean;
  declarationAccepted: boolean;
  emailConsent: boolean;
  phoneConsent: boolean;
  survey: SurveyDraft;
}

export function initialAnswers(account: SignInAccount): OnboardingAnswers {
  return {
    registrationNumber: account.company.registration_number ?? '',
    registrationNumber2: account.company.registration_number_2 ?? '',
    companyTypeId: account.company.company_type,
    disclaimerAccepted: account.company.disclaimer_accepted,
    declarationAccepted: account.company.declaration_accepted,
    emailConsent: account.email_consent,
    phoneConsent: account.phone_consent,
    survey: {},
  };
}

// ---------------------------------------------------------------------------------------------
// Which steps

const CZ_SK_REGIONS: readonly number[] = [REGION_IDS.czechia, REGION_IDS.slovakia];

/** The consent step shows until the installer has seen it once. */
export function needsConsent(options: InstallerOptions): boolean {
  return !options.consentSeen;
}

/** Czech and Slovak owners whose account predates the pre-made terms must agree to them. */
export function needsCzSkTerms(account: SignInAccount, options: InstallerOptions): boolean {
  return (
    isOwnerRole(account.role) &&
    !options.hasAgreedToTerms &&
    CZ_SK_REGIONS.includes(account.region) &&
    Date.parse(account.created_at) <= Date.parse(CZ_SK_TERMS_CUTOFF)
  );
}

const SEEN_MARKER = {
  registration_number: 'seen_registration_number',
  registration_number_2: 'seen_registration_number_2',
} as const satisfies Record<RegistrationNumberField, keyof InstallerOptions>;

/** The region's setting for this number field, when its config shows the field at all. */
export function numberFieldSetting(settings: RegionalSettings, field: RegistrationNumberField): RegistrationNumberSetting | undefined {
  return registrationNumberSettings(settings).find((setting) => setting.field === field);
}

/** Owners fill a configured number their company lacks when it is required or not yet seen. */
export function needsRegistrationNumber(
  field: RegistrationNumberField,
  account: SignInAccount,
  settings: RegionalSettings,
  options: InstallerOptions,
): boolean {
  const setting = numberFieldSetting(settings, field);
  return isOwnerRole(account.role) && setting !== undefined && !account.company[field] && (setting.required || !options[SEEN_MARKER[field]]);
}

/** Owners choose a company type the company lacks when the region asks for one (required or not yet seen). */
export function needsCompanyType(account: SignInAccount, settings: RegionalSettings, options: InstallerOptions): boolean {
  return (
    isOwnerRole(account.role) &&
    offersCompanyTypes(settings) &&
    account.company.company_type === null &&
    (settings.company_type_state === FIELD_STATE.required || !options.seen_company_type)
  );
}

type AgreementStep = Agreement;
const ACCEPTED = {
  disclaimer: 'disclaimer_accepted',
  declaration: 'declaration_accepted',
} as const satisfies Record<AgreementStep, keyof LoginCompany>;

/**
 * Disclaimer and declaration follow the company type: asked (unless disabled) when the type is
 * chosen in this wizard; for a type the company already has, only when required and not accepted.
 */
export function needsAgreement(
  step: AgreementStep,
  account: SignInAccount,
  settings: RegionalSettings,
  choosesCompanyType: boolean,
  companyTypeId: number | null,
): boolean {
  if (!isOwnerRole(account.role)) return false;
  const state = agreementState(findCompanyType(settings, companyTypeId), step);
  if (choosesCompanyType) return state !== FIELD_STATE.disabled;
  return state === FIELD_STATE.required && !account.company[ACCEPTED[step]];
}

/** Owners answer the company (or decor) survey until their company has one. */
export function needsSurvey(account: SignInAccount): boolean {
  return isOwnerRole(account.role) && !account.has_survey;
}

/** Every step the account needs, sorted by step number. */
export function onboardingSteps(account: SignInAccount, settings: RegionalSettings, companyTypeId: number | null): OnboardingStep[] {
  const options = parseOptions(account.options);
  const choosesCompanyType = needsCompanyType(account, settings, options);
  const needed: Record<OnboardingStep, boolean> = {
    terms: needsCzSkTerms(account, options),
    registrationNumber: needsRegistrationNumber('registration_number', account, settings, options),
    registrationNumber2: needsRegistrationNumber('registration_number_2', account, settings, options),
    companyType: choosesCompanyType,
    disclaimer: needsAgreement('disclaimer', account, settings, choosesCompanyType, companyTypeId),
    declaration: needsAgreement('declaration', account, settings, choosesCompanyType, companyTypeId),
    consent: needsConsent(options),
    survey: needsSurvey(account),
  };
  return ONBOARDING_STEPS.filter((step) => needed[step]);
}

/** Choosing a company type resets both agreements: the new type decides whether they are asked. */
export function chooseCompanyType(answers: OnboardingAnswers, companyTypeId: number): OnboardingAnswers {
  return { ...answers, companyTypeId, disclaimerAccepted: false, declarationAccepted: false };
}

// ---------------------------------------------------------------------------------------------
// Validation (SPEC §5 "Login steps")

export const REGISTRATION_NUMBER_MIN_LENGTH = 6;

export function registrationNumberErrors(value: string, required: boolean): LoginMessage[] {
  const trimmed = value.trim();
  if (trimmed === '') return required ? ['registrationNumberRequired'] : [];
  return trimmed.length < REGISTRATION_NUMBER_MIN_LENGTH ? ['registrationNumberTooShort'] : [];
}

export function companyTypeErrors(settings: RegionalSettings, companyTypeId: number | null): LoginMessage[] {
  const required = settings.company_type_state === FIELD_STATE.required;
  return required && !findCompanyType(settings, companyTypeId) ? ['companyTypeRequired'] : [];
}

export function agreementErrors(step: AgreementStep, type: CompanyType | undefined, accepted: boolean): LoginMessage[] {
  if (accepted || agreementState(type, step) !== FIELD_STATE.required) return [];
  return [step === 'disclaimer' ? 'disclaimerRequired' : 'declarationRequired'];
}

export function parseSurveyNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= SURVEY_NUMBER_MIN && value <= SURVEY_NUMBER_MAX ? value : null;
}

/** "Next needs an answer"; a number must be a whole number from 1 to 999999. */
export function surveyAnswerErrors(question: SurveyQuestion, draft: SurveyDraft): LoginMessage[] {
  const answer = draft[question.id];
  if (question.type === 'number') {
    if (typeof answer !== 'string' || answer.trim() === '') return ['answerRequired'];
    return parseSurveyNumber(answer) === null ? ['numberOutOfRange'] : [];
  }
  return Array.isArray(answer) && answer.length > 0 ? [] : ['answerRequired'];
}

/** Picks an answer: replaces it for single choice, toggles it for multi choice up to the limit. */
export function pickSurveyAnswer(question: SurveyQuestion, draft: SurveyDraft, answerId: string): SurveyDraft {
  if (question.type === 'number' || !question.answers.some((a) => a.id === answerId)) return draft;
  if (question.type === 'single') return { ...draft, [question.id]: [answerId] };
  const answer = draft[question.id];
  const current = Array.isArray(answer) ? answer : [];
  if (current.includes(answerId)) return { ...draft, [question.id]: current.filter((id) => id !== answerId) };
  if (hasAnswerLimit(question) && current.length >= question.limit) return draft;
  return { ...draft, [question.id]: [...current, answerId] };
}

export function surveyOf(account: SignInAccount): Survey {
  return surveyForRole(account.role);
}

/** The response the API stores: one entry per chosen answer, the value for number questions. */
export function surveyResponse(survey: Survey, draft: SurveyDraft): SurveyResponse {
  return survey.questions.flatMap((question): SurveyResponse => {
    const answer = draft[question.id];
    if (question.type === 'number') {
      const value = typeof answer === 'string' ? parseSurveyNumber(answer) : null;
      return value === null ? [] : [{ question_id: question.id, value }];
    }
    return (Array.isArray(answer) ? answer : []).map((answerId) => ({ question_id: question.id, answer_id: answerId }));
  });
}

// ---------------------------------------------------------------------------------------------
// The final writes (SPEC §4 Login "On submit")

/** Company type patch, when the wizard chose a type or asked for its agreements. */
export function companyTypePatch(steps: readonly OnboardingStep[], answers: OnboardingAnswers): CompanyTypePatch | null {
  const asked = steps.some((step) => step === 'companyType' || step === 'disclaimer' || step === 'declaration');
  if (!asked || answers.companyTypeId === null) return null;
  return {
    company_type: answers.companyTypeId,
    disclaimer_accepted: answers.disclaimerAccepted,
    declaration_accepted: answers.declarationAccepted,
  };
}

/** The company patch that deactivates the profile when the owner declines the Czech/Slovak terms. */
export const DECLINED_TERMS_PATCH: CompanyPatch = { active: 2 };

/** Company patch: registration numbers entered and the survey response; null when nothing changes. */
export function companyPatch(steps: readonly OnboardingStep[], answers: OnboardingAnswers, survey: Survey): CompanyPatch | null {
  const patch: CompanyPatch = {};
  const first = answers.registrationNumber.trim();
  const second = answers.registrationNumber2.trim();
  if (steps.includes('registrationNumber') && first !== '') patch.registration_number = first;
  if (steps.includes('registrationNumber2') && second !== '') patch.registration_number_2 = second;
  if (steps.includes('survey')) patch.surveyResponse = JSON.stringify(surveyResponse(survey, answers.survey));
  return Object.keys(patch).length > 0 ? patch : null;
}

/** Installer patch: the seen-markers and agreements in options, and the consents; null when nothing changes. */
export function installerPatch(account: SignInAccount, steps: readonly OnboardingStep[], answers: OnboardingAnswers): InstallerPatch | null {
  const markers: Partial<InstallerOptions> = {};
  if (steps.includes('consent')) markers.consentSeen = true;
  if (steps.includes('terms')) markers.hasAgreedToTerms = true;
  if (steps.includes('registrationNumber')) markers.seen_registration_number = true;
  if (steps.includes('registrationNumber2')) markers.seen_registration_number_2 = true;
  if (steps.includes('companyType')) markers.seen_company_type = true;
  if (Object.keys(markers).length === 0) return null;
  const patch: InstallerPatch = { options: JSON.stringify({ ...parseOptions(account.options), ...markers }) };
  if (steps.includes('consent')) {
    patch.email_consent = answers.emailConsent;
    patch.phone_consent = answers.phoneConsent;
  }
  return patch;
}
