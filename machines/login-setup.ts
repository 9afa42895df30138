/**
 * What the login wizard's named parts do (DESIGN rule 2): its API actors (provided by the app,
 * faked by tests), delays, guards and actions. The statechart that uses them by name is
 * login-machine.ts.
 */
import { assign, cancel, emit, enqueueActions, fromPromise, setup } from 'xstate';
import type { LoginRequest, LoginResponse, VerifyRequest, VerifyResponse } from '../src/contract/auth';
import type { CompanyPatch, CompanyTypePatch, InstallerPatch } from '../src/contract/company';
import type { RegionalSettings } from '../src/contract/config';
import { DEBOUNCE } from '../src/contract/limits';
import { withCompanyType, type AgreementField, type ConsentField, type NumberField } from './company-answers';
import {
  BLANK_PROGRESS,
  answerMessages,
  languagePhoneRegionId,
  currentStep,
  currentSurveyQuestion,
  requireAccount,
  requireAnswers,
  requireRules,
  requireSession,
  requireSettings,
  surveyOf,
  withoutFieldErrors,
  withoutWrongCode,
  type AnswerField,
  type LoginContext,
  type LoginEmitted,
  type LoginEvent,
  type LoginInput,
  type LoginOutput,
} from './login-context';
import { isWrongCode, loginFailureAlert } from './login-failures';
import { cleanCodeInput, cleanPhoneInput, codeErrors, identityErrors } from './login-identity';
import { isBlankProgress, progressOf, toStoredProgress, verifiedProgress } from './login-progress';
import type { OnboardingRules } from './login-onboarding';
import type { OnboardingStep } from './login-onboarding-steps';

export interface CompanyWrite<P> {
  companyId: number;
  patch: P;
  /** The fresh access token, sent explicitly: the session does not hold it yet. */
  token: string;
}
/** What the onboarding starts from: the region's settings and the rules (loaded together after the code). */
export interface OnboardingStart {
  settings: RegionalSettings;
  rules: OnboardingRules;
}
export interface InstallerWrite {
  userId: number;
  patch: InstallerPatch;
  token: string;
}

const notProvided = (name: string) => () => Promise.reject(new Error(`The login machine's '${name}' actor was not provided`));

const SAVE_ID = 'progress-save';
type LoginDelay = 'countdown tick' | 'progress save debounce';

export const loginSetup = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput,
    emitted: {} as LoginEmitted,
  },
  actors: {
    'request code': fromPromise<LoginResponse, LoginRequest>(notProvided('request code')),
    'verify code': fromPromise<VerifyResponse, VerifyRequest>(notProvided('verify code')),
    'load onboarding': fromPromise<OnboardingStart, { regionId: number }>(notProvided('load onboarding')),
    'load onboarding rules': fromPromise<OnboardingRules>(notProvided('load onboarding rules')),
    'save company type': fromPromise<unknown, CompanyWrite<CompanyTypePatch>>(notProvided('save company type')),
    'save company': fromPromise<unknown, CompanyWrite<CompanyPatch>>(notProvided('save company')),
    'save installer': fromPromise<unknown, InstallerWrite>(notProvided('save installer')),
  },
  delays: {
    'countdown tick': 1000,
    'progress save debounce': DEBOUNCE.stateSaveMs,
  },
  guards: {
    /** Until the person picks a phone region, and no code went to the number, it follows the language. */
    'phone region follows the language': ({ context }) => !context.phoneRegionChosen && context.login === null,
    'is resuming onboarding': ({ context }) => context.session !== null,
    /** The steps were planned (a reload resumed them): only the rules are missing, loading the settings again would start the steps over. */
    'has planned onboarding': ({ context }) => context.answers !== null,
    'is resuming code entry': ({ context }) => context.login !== null,
    'is resuming id entry': ({ context }) => context.loginType !== null,
    'identity is invalid': ({ context }) =>
      context.loginType === null || identityErrors({ ...context, loginType: context.loginType }).length > 0,
    'code was already sent to this id': ({ context }) => context.login !== null,
    'may ask for a new code': ({ context }) => context.login !== null && context.resendSecondsLeft <= 0,
    'code is incomplete': ({ context }) => codeErrors(context.code).length > 0,
    'is wrong code': (_, params: { error: unknown }) => isWrongCode(params.error),
    'resend is available': ({ context }) => context.resendSecondsLeft <= 0,
    'countdown is running': ({ context }) => context.resendSecondsLeft > 0,
    'countdown is over': ({ context }) => context.resendSecondsLeft <= 0,
    'is current step': ({ context }, params: { step: OnboardingStep }) => currentStep(context) === params.step,
    'has previous step': ({ context }) => context.stepIndex > 0,
    'had no onboarding steps': ({ context }) => context.steps.length === 0,
    'answer is invalid': ({ context }, params: { field: AnswerField }) => answerMessages(context, params.field).length > 0,
    'is a box of this step': ({ event }, params: { boxes: ReadonlyArray<AgreementField | ConsentField> }) =>
      event.type === 'TICK' && params.boxes.includes(event.field),
    'is last survey question': ({ context }) => context.surveyQuestionIndex >= surveyOf(context).questions.length - 1,
    'is past first survey question': ({ context }) => context.surveyQuestionIndex > 0,
    'company type is unchanged': ({ context }) => requireRules(context).companyTypePatch(context.steps, requireAnswers(context)) === null,
    'company is unchanged': ({ context }) => requireRules(context).companyPatch(context.steps, requireAnswers(context), surveyOf(context)) === null,
    'installer is unchanged': ({ context }) =>
      requireRules(context).installerPatch(requireAccount(context), context.steps, requireAnswers(context)) === null,
  },
  actions: {
    /** Saves progress 1 s after the last change (SPEC §2), restarting the wait on every change. */
    'schedule progress save': enqueueActions<LoginContext, LoginEvent, undefined, LoginEvent, never, never, never, LoginDelay, LoginEmitted>(
      ({ enqueue }) => {
        enqueue.cancel(SAVE_ID);
        enqueue.raise({ type: 'SAVE_PROGRESS' }, { id: SAVE_ID, delay: 'progress save debounce' });
      },
    ),
    'cancel progress save': cancel(SAVE_ID),
    /** A wizard back at its first step with nothing typed keeps nothing. */
    'save progress': emit(({ context }): LoginEmitted => {
      const progress = progressOf(context);
      return isBlankProgress(progress) ? { type: 'progress.forget' } : { type: 'progress.save', progress: toStoredProgress(progress, context.clock.now()) };
    }),
    'forget progress': emit({ type: 'progress.forget' }),
    /** The app signs in with the session's first token pair. */
    'tell app signed in': emit(({ context }): LoginEmitted => ({ type: 'signedIn', pair: requireSession(context).pair })),
    'use email': assign({ loginType: 'email' as const, alert: null, warning: null }),
    'use phone': assign({ loginType: 'phone' as const, alert: null, warning: null }),
    /** Going back removes the typed id and code (SPEC §4 Login); the chosen sign-in type stays. */
    'forget identity': assign(({ context }) => ({
      ...BLANK_PROGRESS,
      loginType: context.loginType,
      phoneRegionId: context.phoneRegionId,
      code: '',
      fieldErrors: {},
      alert: null,
    })),
    'forget sign-in type': assign({ loginType: null }),
    'set email': assign(({ context }, params: { value: string }) => ({
      email: params.value,
      login: null,
      fieldErrors: withoutFieldErrors(context, 'email'),
      alert: withoutWrongCode(context),
    })),
    'set phone': assign(({ context }, params: { value: string }) => ({
      phone: cleanPhoneInput(params.value),
      login: null,
      fieldErrors: withoutFieldErrors(context, 'phone'),
      alert: withoutWrongCode(context),
    })),
    'follow language phone region': assign(({ context }, params: { languageId: number }) => ({
      phoneRegionId: languagePhoneRegionId(context.hostRegionId, params.languageId),
    })),
    'set phone region': assign(({ context }, params: { regionId: number }) => ({
      phoneRegionId: params.regionId,
      phoneRegionChosen: true,
      login: null,
      fieldErrors: withoutFieldErrors(context, 'phone'),
      alert: withoutWrongCode(context),
    })),
    'show identity errors': assign(({ context }) => ({
      alert: null,
      fieldErrors: context.loginType ? { [context.loginType]: identityErrors({ ...context, loginType: context.loginType }) } : {},
    })),
    'clear alert': assign({ alert: null }),
    /**
     * A wrong code (SPEC §8: back to the id step, which stays filled): the message is the step's,
     * about the code, not a mark on the id (issue 28).
     */
    'show wrong code': assign({ alert: { message: 'invalidCode', retryAfter: null }, fieldErrors: {} }),
    /** Back to the code step without a new code: the code step must not claim one was sent. */
    'return to the code sent': assign({ alert: null, codeNotice: null }),
    'show failure': assign((_, params: { error: unknown }) => ({ alert: loginFailureAlert(params.error) })),
    /** A code request answered: a first code, or a new one replacing the code pending. */
    'keep code request': assign(({ context }, params: { login: LoginResponse }) => ({
      login: params.login,
      resendSecondsLeft: params.login.resend_after,
      alert: null,
      codeNotice: context.login ? ('resent' as const) : ('sent' as const),
    })),
    'count down': assign(({ context }) => ({ resendSecondsLeft: Math.max(0, context.resendSecondsLeft - 1) })),
    'set code': assign(({ context }, params: { value: string }) => ({
      code: cleanCodeInput(params.value),
      fieldErrors: withoutFieldErrors(context, 'code'),
    })),
    'show code errors': assign(({ context }) => ({ alert: null, fieldErrors: { code: codeErrors(context.code) } })),
    // The code's message goes with it: a new code, or a failure, starts the code afresh.
    'forget code': assign(({ context }) => ({ code: '', fieldErrors: withoutFieldErrors(context, 'code') })),
    'keep session': assign((_, params: { verified: VerifyResponse }) => ({ ...verifiedProgress(params.verified), code: '' })),
    'plan onboarding': assign(({ context }, { settings, rules }: OnboardingStart) => {
      const account = requireAccount(context);
      const answers = rules.initialAnswers(account);
      return {
        settings,
        rules,
        answers,
        steps: rules.onboardingSteps(account, settings, answers.companyTypeId),
        stepIndex: 0,
        surveyQuestionIndex: 0,
        alert: null,
      };
    }),
    'keep onboarding rules': assign((_, params: { rules: OnboardingRules }) => ({ rules: params.rules, alert: null })),
    'go to next step': assign(({ context }) => ({ stepIndex: context.stepIndex + 1, fieldErrors: {}, alert: null })),
    'go to previous step': assign(({ context }) => ({ stepIndex: context.stepIndex - 1, fieldErrors: {}, alert: null })),
    'return to last step': assign(({ context }) => ({ stepIndex: Math.max(0, context.steps.length - 1) })),
    'set registration number': assign(({ context }, params: { field: NumberField; value: string }) => ({
      answers: { ...requireAnswers(context), [params.field]: params.value },
      fieldErrors: withoutFieldErrors(context, params.field),
    })),
    /** The chosen type decides which agreements follow, so the steps are planned again. */
    'choose company type': assign(({ context }, params: { companyTypeId: number }) => {
      const answers = withCompanyType(requireAnswers(context), params.companyTypeId);
      const steps = requireRules(context).onboardingSteps(requireAccount(context), requireSettings(context), answers.companyTypeId);
      return { answers, steps, fieldErrors: {} };
    }),
    'tick': assign(({ context }, params: { field: AgreementField | ConsentField; checked: boolean }) => ({
      answers: { ...requireAnswers(context), [params.field]: params.checked },
      fieldErrors: {},
    })),
    'show answer errors': assign(({ context }, params: { field: AnswerField }) => ({
      fieldErrors: { [params.field]: answerMessages(context, params.field) },
    })),
    'pick survey answer': assign(({ context }, params: { answerId: string }) => {
      const question = currentSurveyQuestion(context);
      const answers = requireAnswers(context);
      return question ? { answers: { ...answers, survey: requireRules(context).pickSurveyAnswer(question, answers.survey, params.answerId) }, fieldErrors: {} } : {};
    }),
    'type survey answer': assign(({ context }, params: { value: string }) => {
      const question = currentSurveyQuestion(context);
      const answers = requireAnswers(context);
      return question ? { answers: { ...answers, survey: requireRules(context).typeSurveyAnswer(question, answers.survey, params.value) }, fieldErrors: {} } : {};
    }),
    'go to next survey question': assign(({ context }) => ({ surveyQuestionIndex: context.surveyQuestionIndex + 1, fieldErrors: {} })),
    'go to previous survey question': assign(({ context }) => ({ surveyQuestionIndex: context.surveyQuestionIndex - 1, fieldErrors: {} })),
    // Back on the welcome, the first question's message waits for its Next again.
    'hide answer message': assign({ fieldErrors: {} }),
    'warn profile deleted': assign(({ context }) => ({
      ...BLANK_PROGRESS,
      phoneRegionId: context.phoneRegionId,
      code: '',
      fieldErrors: {},
      alert: null,
      warning: 'profileDeleted' as const,
    })),
  },
});
