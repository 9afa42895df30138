/**
 * The login wizard's input, context, events and output, and what the machine and the views read
 * from the context: the current step and survey question, and each onboarding answer's messages
 * under the contract's rules (the registration wizard checks the same answers with the same rules),
 * which the context holds once the onboarding loaded them (login-onboarding.ts).
 */
import type { LoginResponse, SignInAccount, TokenPair } from '../src/contract/auth';
import type { RegionalSettings } from '../src/contract/config';
import { languageById } from '../src/contract/languages';
import { defaultRegionId } from '../src/contract/regions';
import type { Survey, SurveyQuestion } from '../src/contract/survey';
import type { Clock } from './clock';
import type { AgreementField, ConsentField, NumberField } from './company-answers';
import type { LoginAlert } from './login-failures';
import type { OnboardingRules } from './login-onboarding';
import type { OnboardingAnswers, OnboardingStep } from './login-onboarding-steps';
import { NO_ONBOARDING, restoreProgress, type LoginProgress, type LoginSession, type StoredLoginProgress } from './login-progress';
import type { ProgressEmitted } from './wizard-progress';
import type { WizardMessage } from './wizard-messages';
import { stepMarks, type StepMark } from './wizard-stepper';

export interface LoginInput {
  /** The club region the host's suffix names (regionFromHost), if any: it comes before the language's. */
  hostRegionId: number | null;
  /** The interface language's id: the phone region follows it until the person picks one. */
  languageId: number;
  /** What session storage held under LOGIN_PROGRESS_KEY, unread (see wizard-progress.ts). */
  saved: unknown;
  /** Judges the age of saved progress and stamps the progress saved. */
  clock: Clock;
}

/** Onboarding answers that Next checks, named as the registration wizard names them. */
export type AnswerField = NumberField | 'companyTypeId' | AgreementField | 'survey';
export type LoginField = 'email' | 'phone' | 'code' | AnswerField;
export type FieldErrors = Partial<Record<LoginField, WizardMessage[]>>;

export interface LoginContext extends LoginProgress {
  hostRegionId: number | null;
  clock: Clock;
  code: string;
  fieldErrors: FieldErrors;
  alert: LoginAlert | null;
  /** Shown on the first step after the owner declined the Czech/Slovak terms. */
  warning: 'profileDeleted' | null;
  /**
   * What the code step tells of the pending code: just sent, sent anew (a resend), or null for
   * a code sent earlier (back from the id step, or after a reload): nothing was sent just now.
   */
  codeNotice: 'sent' | 'resent' | null;
  /** The onboarding's rules, once loaded: not saved with the progress, loaded again after a reload. */
  rules: OnboardingRules | null;
}

export type LoginEvent =
  | { type: 'CHOOSE_EMAIL' }
  | { type: 'CHOOSE_PHONE' }
  | { type: 'CHANGE_EMAIL'; value: string }
  | { type: 'CHANGE_PHONE'; value: string }
  | { type: 'CHANGE_PHONE_REGION'; regionId: number }
  /** The interface language changed: an untouched phone region follows it. */
  | { type: 'CHANGE_LANGUAGE'; languageId: number }
  | { type: 'CHANGE_CODE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RESEND' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'AGREE_TERMS' }
  | { type: 'DECLINE_TERMS' }
  | { type: 'CONFIRM_DECLINE' }
  | { type: 'CANCEL_DECLINE' }
  | { type: 'CHANGE_REGISTRATION_NUMBER'; value: string }
  | { type: 'CHOOSE_COMPANY_TYPE'; companyTypeId: number }
  | { type: 'TICK'; field: AgreementField | ConsentField; checked: boolean }
  | { type: 'START_SURVEY' }
  | { type: 'PICK_ANSWER'; answerId: string }
  | { type: 'TYPE_ANSWER'; value: string }
  | { type: 'NEXT' }
  /** Leaves the completion message for the portal. */
  | { type: 'CONTINUE' }
  /** Raised a second after the last change (the save debounce). */
  | { type: 'SAVE_PROGRESS' };

/** Told to the app: the progress to keep or forget, and the end of the wizard with the session's first token pair. */
export type LoginEmitted = ProgressEmitted<StoredLoginProgress> | { type: 'signedIn'; pair: TokenPair };

/** What the wizard ends with: the session's first token pair, for the app to sign in with. */
export interface LoginOutput {
  pair: TokenPair;
}

/** A wizard at its first step with nothing typed (the phone region stays what it was). */
export const BLANK_PROGRESS: Omit<LoginProgress, 'phoneRegionId' | 'phoneRegionChosen'> = {
  loginType: null,
  email: '',
  phone: '',
  login: null,
  resendSecondsLeft: 0,
  ...NO_ONBOARDING,
};

/** The phone region offered first: the host's, else the interface language's, else Poland. */
export function languagePhoneRegionId(hostRegionId: number | null, languageId: number): number {
  return defaultRegionId(hostRegionId, languageById(languageId)?.code ?? '');
}

export function initialContext({ hostRegionId, languageId, saved, clock }: LoginInput): LoginContext {
  const restored = restoreProgress(saved, clock.now());
  return {
    ...BLANK_PROGRESS,
    ...restored,
    phoneRegionId: restored?.phoneRegionChosen ? restored.phoneRegionId : languagePhoneRegionId(hostRegionId, languageId),
    phoneRegionChosen: restored?.phoneRegionChosen ?? false,
    hostRegionId,
    clock,
    code: '',
    fieldErrors: {},
    alert: null,
    warning: null,
    codeNotice: null,
    rules: null,
  };
}

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`The login wizard has no ${what}`);
  return value;
}
export const requireSession = (context: LoginContext): LoginSession => required(context.session, 'verified session');
export const requireLogin = (context: LoginContext): LoginResponse => required(context.login, 'code request');
export const requireAccount = (context: LoginContext): SignInAccount => required(context.account, 'verified account');
export const requireSettings = (context: LoginContext): RegionalSettings => required(context.settings, 'regional settings');
export const requireAnswers = (context: LoginContext): OnboardingAnswers => required(context.answers, 'onboarding answers');
export const requireRules = (context: LoginContext): OnboardingRules => required(context.rules, 'onboarding rules');

export function currentStep(context: Pick<LoginContext, 'steps' | 'stepIndex'>): OnboardingStep | undefined {
  return context.steps[context.stepIndex];
}

/**
 * The stepper's marks over the onboarding steps: every step the account may be asked is counted;
 * the agreements a chosen company type does not ask for are skipped.
 */
export function onboardingStepMarks(context: LoginContext): StepMark[] {
  const step = currentStep(context);
  if (!step || !context.account || !context.settings || !context.answers || !context.rules) return [];
  const possible = context.rules.possibleOnboardingSteps(context.account, context.settings);
  const undecided: OnboardingStep[] = context.answers.companyTypeId === null ? ['disclaimer', 'declaration'] : [];
  return stepMarks(possible, context.steps, step, undecided);
}

/** The company survey, or the decor survey for decor owners. */
export function surveyOf(context: LoginContext): Survey {
  return requireRules(context).surveyForRole(requireAccount(context).role);
}

export function currentSurveyQuestion(context: LoginContext): SurveyQuestion | undefined {
  return surveyOf(context).questions[context.surveyQuestionIndex];
}

/** The messages an onboarding answer gets from the contract's rules (empty when it passes). */
export function answerMessages(context: LoginContext, field: AnswerField): WizardMessage[] {
  const answers = requireAnswers(context);
  const settings = requireSettings(context);
  const rules = requireRules(context);
  switch (field) {
    case 'registrationNumber':
    case 'registrationNumber2':
      return rules.numberMessages(answers, settings, requireAccount(context).region, field);
    case 'companyTypeId':
      return rules.companyTypeMessages(answers, settings);
    case 'disclaimerAccepted':
    case 'declarationAccepted':
      return rules.agreementMessages(answers, settings, field);
    case 'survey': {
      const question = currentSurveyQuestion(context);
      return question ? rules.surveyAnswerMessages(question, answers.survey) : [];
    }
  }
}

export function withoutFieldErrors(context: LoginContext, field: LoginField): FieldErrors {
  const { [field]: _cleared, ...rest } = context.fieldErrors;
  return rest;
}

/** The step's alert once the id changes: a wrong code's message no longer concerns the id typed now. */
export const withoutWrongCode = (context: LoginContext): LoginAlert | null =>
  (context.alert?.message === 'invalidCode' ? null : context.alert);
