/**
 * What both wizards ask about the company and the owner's consents, under the same names, and the
 * contract's rules for each answer (SPEC §5): registration asks it of a new company, the login
 * wizard of a company that lacks it.
 */
import * as v from 'valibot';
import type { RegionalSettings } from '../src/contract/config';
import { findCompanyType, registrationNumberSettings, type Agreement, type RegistrationNumberName } from '../src/contract/regional-rules';
import { agreementRuleMessages, companyTypeRuleMessages, numberFieldRuleMessages } from '../src/contract/company-rules';
import type { SurveyDraft } from './survey-draft';
import type { WizardMessage } from './wizard-messages';

export interface CompanyAnswers {
  registrationNumber: string;
  registrationNumber2: string;
  companyTypeId: number | null;
  disclaimerAccepted: boolean;
  declarationAccepted: boolean;
  emailConsent: boolean;
  phoneConsent: boolean;
  survey: SurveyDraft;
}

/** The answers as session storage keeps them (both wizards' progress). */
export const CompanyAnswersSchema = v.object({
  registrationNumber: v.string(),
  registrationNumber2: v.string(),
  companyTypeId: v.nullable(v.number()),
  disclaimerAccepted: v.boolean(),
  declarationAccepted: v.boolean(),
  emailConsent: v.boolean(),
  phoneConsent: v.boolean(),
  survey: v.record(v.string(), v.union([v.array(v.string()), v.string()])),
}) satisfies v.GenericSchema<CompanyAnswers>;

export type NumberField = 'registrationNumber' | 'registrationNumber2';
export type AgreementField = 'disclaimerAccepted' | 'declarationAccepted';
export type ConsentField = 'emailConsent' | 'phoneConsent';

/** The API name of each registration-number answer. */
export const NUMBER_NAME = {
  registrationNumber: 'registration_number',
  registrationNumber2: 'registration_number_2',
} as const satisfies Record<NumberField, RegistrationNumberName>;

/** The agreement each tick accepts. */
export const AGREEMENT_OF = {
  disclaimerAccepted: 'disclaimer',
  declarationAccepted: 'declaration',
} as const satisfies Record<AgreementField, Agreement>;

/** Whether the region requires this number (false when it does not show the field at all). */
export function isNumberRequired(settings: RegionalSettings, field: NumberField): boolean {
  return registrationNumberSettings(settings).find((setting) => setting.field === NUMBER_NAME[field])?.required ?? false;
}

/** A number the region shows must pass the contract's rule, in the format of the company's country; one it does not show is not asked. */
export function numberMessages(answers: CompanyAnswers, settings: RegionalSettings, regionId: number, field: NumberField): WizardMessage[] {
  return numberFieldRuleMessages(settings, regionId, NUMBER_NAME[field], answers[field]);
}

export function companyTypeMessages(answers: CompanyAnswers, settings: RegionalSettings): WizardMessage[] {
  return companyTypeRuleMessages(settings, answers.companyTypeId);
}

/** The chosen type decides whether an agreement is required. */
export function agreementMessages(answers: CompanyAnswers, settings: RegionalSettings, field: AgreementField): WizardMessage[] {
  return agreementRuleMessages(findCompanyType(settings, answers.companyTypeId), AGREEMENT_OF[field], answers[field]);
}

/** Choosing another company type resets both agreements: the new type decides whether they are asked. */
export function withCompanyType<A extends CompanyAnswers>(answers: A, companyTypeId: number): A {
  if (answers.companyTypeId === companyTypeId) return answers;
  return { ...answers, companyTypeId, disclaimerAccepted: false, declarationAccepted: false };
}
