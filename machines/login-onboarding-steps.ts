/**
 * The login wizard's onboarding steps by name, as its chart, its saved progress and its views name
 * them. Which of them an account needs, and what they write, is login-steps.ts: part of the rules
 * the wizard loads once a code is verified (login-onboarding.ts), so /login starts without them.
 */
import type { CompanyPatch } from '../src/contract/company';
import type { CompanyAnswers } from './company-answers';

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

/** What the owner entered in the onboarding steps: the answers registration asks, by the same names. */
export type OnboardingAnswers = CompanyAnswers;

/** The company patch that deactivates the profile when the owner declines the Czech/Slovak terms. */
export const DECLINED_TERMS_PATCH: CompanyPatch = { active: 2 };
