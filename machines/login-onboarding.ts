/**
 * The rules of the login wizard's onboarding: which steps an account needs, each answer's rule,
 * the survey and the final writes. The wizard loads them once a code is verified (or a reload
 * resumes the onboarding) and keeps them in its context: a returning installer's /login needs
 * only the id and code steps, so its first load leaves them out (docs/performance.md "Budgets").
 */
import { surveyForRole } from '../src/contract/survey';
import { agreementMessages, companyTypeMessages, numberMessages } from './company-answer-rules';
import { companyPatch, companyTypePatch, initialAnswers, installerPatch, onboardingPoints, onboardingSteps, possibleOnboardingSteps } from './login-steps';
import { pickSurveyAnswer, surveyAnswerMessages, typeSurveyAnswer } from './survey-draft';

export const onboardingRules = {
  initialAnswers,
  onboardingSteps,
  possibleOnboardingSteps,
  numberMessages,
  companyTypeMessages,
  agreementMessages,
  surveyForRole,
  surveyAnswerMessages,
  pickSurveyAnswer,
  typeSurveyAnswer,
  companyTypePatch,
  companyPatch,
  installerPatch,
  onboardingPoints,
};
export type OnboardingRules = typeof onboardingRules;
