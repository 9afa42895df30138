/**
 * What both wizards ask about the company and the owner's consents, under the same names (SPEC §5):
 * registration asks it of a new company, the login wizard of a company that lacks it. The
 * contract's rules for each answer are company-answer-rules.ts: the login wizard's saved progress
 * needs only these shapes, so /login loads the rules with the onboarding, not at start-up.
 */
import * as v from 'valibot';
import type { Agreement, RegistrationNumberName } from '../src/contract/regional-rules';
import type { SurveyDraft } from './survey-draft';

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

/** Choosing another company type resets both agreements: the new type decides whether they are asked. */
export function withCompanyType<A extends CompanyAnswers>(answers: A, companyTypeId: number): A {
  if (answers.companyTypeId === companyTypeId) return answers;
  return { ...answers, companyTypeId, disclaimerAccepted: false, declarationAccepted: false };
}
