/**
 * Pure rules of the login wizard (SPEC §4 Login, §6): which onboarding steps an account needs
 * (read from the account the verify answer carries, once the code is proven) and which writes the
 * last step sends. Each answer is checked by the contract's rules (company-answer-rules.ts,
 * survey-draft.ts), the same the registration wizard and the server use. Loaded with the
 * onboarding (login-onboarding.ts), not with /login.
 */
import type { LoginCompany, SignInAccount } from '../src/contract/auth';
import type { CompanyPatch, CompanyTypePatch, InstallerPatch } from '../src/contract/company';
import type { RegionalSettings } from '../src/contract/config';
import { CZ_SK_TERMS_CUTOFF, FIELD_STATE, SURVEY_REWARD_POINTS } from '../src/contract/limits';
import { parseOptions, type InstallerOptions } from '../src/contract/options';
import { REGION_IDS } from '../src/contract/regions';
import { can } from '../src/contract/permissions';
import { agreementState, findCompanyType, offersCompanyTypes, registrationNumberSettings, type Agreement, type RegistrationNumberName } from '../src/contract/regional-rules';
import type { Survey } from '../src/contract/survey';
import { ONBOARDING_STEPS, type OnboardingAnswers, type OnboardingStep } from './login-onboarding-steps';
import { surveyResponse } from './survey-draft';

/** The answers the account already has: the steps start from them. */
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

/** SPEC §6: the onboarding steps fill in the company (numbers, type, agreements, terms, survey): editing it is the owners' action. */
const ownsCompany = (account: SignInAccount): boolean => can(account.role, 'company.edit');

const CZ_SK_REGIONS: readonly number[] = [REGION_IDS.czechia, REGION_IDS.slovakia];

/** The consent step shows until the installer has seen it once. */
export function needsConsent(options: InstallerOptions): boolean {
  return !options.consentSeen;
}

/** Czech and Slovak owners whose account predates the pre-made terms must agree to them. */
export function needsCzSkTerms(account: SignInAccount, options: InstallerOptions): boolean {
  return (
    ownsCompany(account) &&
    !options.hasAgreedToTerms &&
    CZ_SK_REGIONS.includes(account.region) &&
    Date.parse(account.created_at) <= Date.parse(CZ_SK_TERMS_CUTOFF)
  );
}

const SEEN_MARKER = {
  registration_number: 'seen_registration_number',
  registration_number_2: 'seen_registration_number_2',
} as const satisfies Record<RegistrationNumberName, keyof InstallerOptions>;

/** Owners fill a configured number their company lacks when it is required or not yet seen. */
export function needsRegistrationNumber(
  field: RegistrationNumberName,
  account: SignInAccount,
  settings: RegionalSettings,
  options: InstallerOptions,
): boolean {
  const setting = registrationNumberSettings(settings).find((shown) => shown.field === field);
  return ownsCompany(account) && setting !== undefined && !account.company[field] && (setting.required || !options[SEEN_MARKER[field]]);
}

/** Owners choose a company type the company lacks when the region asks for one (required or not yet seen). */
export function needsCompanyType(account: SignInAccount, settings: RegionalSettings, options: InstallerOptions): boolean {
  return (
    ownsCompany(account) &&
    offersCompanyTypes(settings) &&
    account.company.company_type === null &&
    (settings.company_type_state === FIELD_STATE.required || !options.seen_company_type)
  );
}

const ACCEPTED = {
  disclaimer: 'disclaimer_accepted',
  declaration: 'declaration_accepted',
} as const satisfies Record<Agreement, keyof LoginCompany>;

/**
 * Disclaimer and declaration follow the company type: asked (unless disabled) when the type is
 * chosen in this wizard; for a type the company already has, only when required and not accepted.
 */
export function needsAgreement(
  step: Agreement,
  account: SignInAccount,
  settings: RegionalSettings,
  choosesCompanyType: boolean,
  companyTypeId: number | null,
): boolean {
  if (!ownsCompany(account)) return false;
  const state = agreementState(findCompanyType(settings, companyTypeId), step);
  if (choosesCompanyType) return state !== FIELD_STATE.disabled;
  return state === FIELD_STATE.required && !account.company[ACCEPTED[step]];
}

/** Owners answer the company (or decor) survey until their company has one. */
export function needsSurvey(account: SignInAccount): boolean {
  return ownsCompany(account) && !account.has_survey;
}

/**
 * The points the finished onboarding credited the company, for its "all set" screen (issue 28):
 * the survey's reward when the survey was one of its steps, since the company's first survey earns
 * it (SPEC §3 reason "Survey"); nothing else in the onboarding earns points.
 */
export function onboardingPoints(steps: readonly OnboardingStep[]): number {
  return steps.includes('survey') ? SURVEY_REWARD_POINTS : 0;
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

/**
 * Every step the account may be asked, whichever company type it chooses: what the stepper
 * counts, so that choosing a type only marks agreements skipped instead of changing the total.
 */
export function possibleOnboardingSteps(account: SignInAccount, settings: RegionalSettings): OnboardingStep[] {
  const typeIds = needsCompanyType(account, settings, parseOptions(account.options))
    ? settings.company_types.map((type) => type.id)
    : [account.company.company_type];
  const asked = new Set(typeIds.flatMap((typeId) => onboardingSteps(account, settings, typeId)));
  return ONBOARDING_STEPS.filter((step) => asked.has(step));
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
