/**
 * The login wizard (SPEC §2 "Login wizard", §4 "Login", §5, §8): choose e-mail or phone, enter
 * the id, enter the 5-digit code, then the onboarding steps the account needs, and the final
 * writes with the fresh token. API calls are actors the portal provides; tests provide fakes.
 */
import { assign, cancel, enqueueActions, fromPromise, setup } from 'xstate';
import type { LoginRequest, LoginResponse, SignInAccount, TokenPair, VerifyRequest, VerifyResponse } from '../src/contract/auth';
import type { CompanyPatch, CompanyTypePatch, InstallerPatch } from '../src/contract/company';
import type { RegionalSettings } from '../src/contract/config';
import { DEBOUNCE } from '../src/contract/limits';
import { cleanCodeInput, cleanPhoneInput, codeErrors, identityErrors, loginRequest, type LoginType } from './login-identity';
import { isWrongCode, loginFailureAlert, type LoginAlert, type LoginMessage } from './login-messages';
import { findCompanyType } from '../src/contract/regional-rules';
import { NO_ONBOARDING, progressOf, verifiedProgress, type LoginProgress, type LoginSession } from './login-progress';
import {
  agreementErrors,
  chooseCompanyType,
  companyPatch,
  companyTypeErrors,
  companyTypePatch,
  DECLINED_TERMS_PATCH,
  initialAnswers,
  installerPatch,
  numberFieldSetting,
  onboardingSteps,
  pickSurveyAnswer,
  registrationNumberErrors,
  surveyAnswerErrors,
  surveyOf,
  type OnboardingAnswers,
  type OnboardingStep,
  type RegistrationNumberField,
} from './login-steps';

export type LoginField =
  | 'email'
  | 'phone'
  | 'code'
  | 'registrationNumber'
  | 'registrationNumber2'
  | 'companyType'
  | 'disclaimer'
  | 'declaration'
  | 'survey';

export type FieldErrors = Partial<Record<LoginField, LoginMessage[]>>;

export interface LoginContext extends LoginProgress {
  /** Phone region offered first: the one the host name points at. */
  hostRegionId: number;
  code: string;
  fieldErrors: FieldErrors;
  alert: LoginAlert | null;
  /** Shown on the first step after the owner declined the Czech/Slovak terms. */
  warning: 'profileDeleted' | null;
}

export interface LoginInput {
  hostRegionId: number;
  /** Progress read back from session storage, if any (see login-progress.ts). */
  restored: LoginProgress | null;
}

export type LoginEvent =
  | { type: 'CHOOSE_EMAIL' }
  | { type: 'CHOOSE_PHONE' }
  | { type: 'CHANGE_EMAIL'; value: string }
  | { type: 'CHANGE_PHONE'; value: string }
  | { type: 'CHANGE_PHONE_REGION'; regionId: number }
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
  | { type: 'SET_DISCLAIMER'; accepted: boolean }
  | { type: 'SET_DECLARATION'; accepted: boolean }
  | { type: 'SET_EMAIL_CONSENT'; accepted: boolean }
  | { type: 'SET_PHONE_CONSENT'; accepted: boolean }
  | { type: 'PICK_ANSWER'; answerId: string }
  | { type: 'CHANGE_NUMBER_ANSWER'; value: string }
  | { type: 'NEXT' }
  | { type: 'progress.save' };

export interface CompanyWrite<P> {
  companyId: number;
  patch: P;
  /** The fresh access token, sent explicitly: the session does not hold it yet. */
  token: string;
}
export interface InstallerWrite {
  userId: number;
  patch: InstallerPatch;
  token: string;
}

function notProvided(name: string) {
  return () => Promise.reject(new Error(`The login machine's '${name}' actor was not provided`));
}

const BLANK_PROGRESS: Omit<LoginProgress, 'phoneRegionId'> = {
  loginType: null,
  email: '',
  phone: '',
  login: null,
  resendSecondsLeft: 0,
  ...NO_ONBOARDING,
};

function requireSession(context: LoginContext): LoginSession {
  if (!context.session) throw new Error('The login wizard has no verified session');
  return context.session;
}
function requireLogin(context: LoginContext): LoginResponse {
  if (!context.login) throw new Error('The login wizard has no code request');
  return context.login;
}
function requireAccount(context: LoginContext): SignInAccount {
  if (!context.account) throw new Error('The login wizard has no verified account');
  return context.account;
}
function requireSettings(context: LoginContext): RegionalSettings {
  if (!context.settings) throw new Error('The login wizard has no regional settings');
  return context.settings;
}
function requireAnswers(context: LoginContext): OnboardingAnswers {
  if (!context.answers) throw new Error('The login wizard has no onboarding answers');
  return context.answers;
}

export function currentStep(context: Pick<LoginContext, 'steps' | 'stepIndex'>): OnboardingStep | undefined {
  return context.steps[context.stepIndex];
}

export function currentSurveyQuestion(context: LoginContext) {
  return surveyOf(requireAccount(context)).questions[context.surveyQuestionIndex];
}

const NUMBER_STEP_FIELD: Record<'registrationNumber' | 'registrationNumber2', RegistrationNumberField> = {
  registrationNumber: 'registration_number',
  registrationNumber2: 'registration_number_2',
};
type NumberStep = keyof typeof NUMBER_STEP_FIELD;

function numberStepErrors(context: LoginContext, step: NumberStep): LoginMessage[] {
  const required = numberFieldSetting(requireSettings(context), NUMBER_STEP_FIELD[step])?.required ?? false;
  return registrationNumberErrors(requireAnswers(context)[step], required);
}

function chosenCompanyType(context: LoginContext) {
  return findCompanyType(requireSettings(context), requireAnswers(context).companyTypeId);
}

function currentQuestionErrors(context: LoginContext): LoginMessage[] {
  const question = currentSurveyQuestion(context);
  return question ? surveyAnswerErrors(question, requireAnswers(context).survey) : [];
}

function withoutFieldErrors(context: LoginContext, field: LoginField): FieldErrors {
  const { [field]: _cleared, ...rest } = context.fieldErrors;
  return rest;
}

type LoginDelay = 'countdown tick' | 'progress save debounce';
const PROGRESS_SAVE_ID = 'progress-save';

/** Saves progress 1 s after the last change (SPEC §2), restarting the wait on every change. */
const scheduleProgressSave = enqueueActions<LoginContext, LoginEvent, undefined, LoginEvent, never, never, never, LoginDelay, never>(
  ({ enqueue }) => {
    enqueue.cancel(PROGRESS_SAVE_ID);
    enqueue.raise({ type: 'progress.save' }, { id: PROGRESS_SAVE_ID, delay: 'progress save debounce' });
  },
);

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    'request code': fromPromise<LoginResponse, LoginRequest>(notProvided('request code')),
    'verify code': fromPromise<VerifyResponse, VerifyRequest>(notProvided('verify code')),
    'load regional settings': fromPromise<RegionalSettings, { regionId: number }>(notProvided('load regional settings')),
    'save company type': fromPromise<unknown, CompanyWrite<CompanyTypePatch>>(notProvided('save company type')),
    'save company': fromPromise<unknown, CompanyWrite<CompanyPatch>>(notProvided('save company')),
    'save installer': fromPromise<unknown, InstallerWrite>(notProvided('save installer')),
  },
  delays: {
    'countdown tick': 1000,
    'progress save debounce': DEBOUNCE.stateSaveMs,
  },
  guards: {
    'is resuming onboarding': ({ context }) => context.session !== null,
    'is resuming code entry': ({ context }) => context.login !== null,
    'is resuming id entry': ({ context }) => context.loginType !== null,
    'identity is invalid': ({ context }) =>
      context.loginType === null || identityErrors({ ...context, loginType: context.loginType }).length > 0,
    'code was already sent to this id': ({ context }) => context.login !== null,
    'code is incomplete': ({ context }) => codeErrors(context.code).length > 0,
    'is wrong code': (_, params: { error: unknown }) => isWrongCode(params.error),
    'resend is available': ({ context }) => context.resendSecondsLeft <= 0,
    'countdown is running': ({ context }) => context.resendSecondsLeft > 0,
    'countdown is over': ({ context }) => context.resendSecondsLeft <= 0,
    'is current step': ({ context }, params: { step: OnboardingStep }) => currentStep(context) === params.step,
    'has previous step': ({ context }) => context.stepIndex > 0,
    'registration number is invalid': ({ context }, params: { step: NumberStep }) => numberStepErrors(context, params.step).length > 0,
    'company type is missing': ({ context }) =>
      companyTypeErrors(requireSettings(context), requireAnswers(context).companyTypeId).length > 0,
    'disclaimer is missing': ({ context }) =>
      agreementErrors('disclaimer', chosenCompanyType(context), requireAnswers(context).disclaimerAccepted).length > 0,
    'declaration is missing': ({ context }) =>
      agreementErrors('declaration', chosenCompanyType(context), requireAnswers(context).declarationAccepted).length > 0,
    'survey answer is invalid': ({ context }) => currentQuestionErrors(context).length > 0,
    'is last survey question': ({ context }) =>
      context.surveyQuestionIndex >= surveyOf(requireAccount(context)).questions.length - 1,
    'is past first survey question': ({ context }) => context.surveyQuestionIndex > 0,
    'company type is unchanged': ({ context }) => companyTypePatch(context.steps, requireAnswers(context)) === null,
    'company is unchanged': ({ context }) =>
      companyPatch(context.steps, requireAnswers(context), surveyOf(requireAccount(context))) === null,
    'installer is unchanged': ({ context }) =>
      installerPatch(requireAccount(context), context.steps, requireAnswers(context)) === null,
  },
  actions: {
    'schedule progress save': scheduleProgressSave,
    'save progress': (_, _params: { progress: LoginProgress }) => {},
    'cancel progress save': cancel<LoginContext, LoginEvent, undefined, LoginEvent>(PROGRESS_SAVE_ID),
    'forget saved progress': () => {},
    'sign in': (_, _params: { pair: TokenPair }) => {},
    'use email': assign({ loginType: 'email' as LoginType, alert: null, warning: null }),
    'use phone': assign({ loginType: 'phone' as LoginType, alert: null, warning: null }),
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
    })),
    'set phone': assign(({ context }, params: { value: string }) => ({
      phone: cleanPhoneInput(params.value),
      login: null,
      fieldErrors: withoutFieldErrors(context, 'phone'),
    })),
    'set phone region': assign(({ context }, params: { regionId: number }) => ({
      phoneRegionId: params.regionId,
      login: null,
      fieldErrors: withoutFieldErrors(context, 'phone'),
    })),
    'show identity errors': assign(({ context }) => ({
      alert: null,
      fieldErrors: context.loginType ? { [context.loginType]: identityErrors({ ...context, loginType: context.loginType }) } : {},
    })),
    'clear alert': assign({ alert: null }),
    'show failure': assign((_, params: { error: unknown }) => ({ alert: loginFailureAlert(params.error) })),
    'keep code request': assign((_, params: { login: LoginResponse }) => ({
      login: params.login,
      resendSecondsLeft: params.login.resend_after,
      alert: null,
    })),
    'count down': assign(({ context }) => ({ resendSecondsLeft: Math.max(0, context.resendSecondsLeft - 1) })),
    'set code': assign(({ context }, params: { value: string }) => ({
      code: cleanCodeInput(params.value),
      fieldErrors: withoutFieldErrors(context, 'code'),
    })),
    'show code errors': assign(({ context }) => ({ alert: null, fieldErrors: { code: codeErrors(context.code) } })),
    'forget code': assign({ code: '' }),
    'keep session': assign((_, params: { verified: VerifyResponse }) => ({ ...verifiedProgress(params.verified), code: '' })),
    'plan onboarding': assign(({ context }, params: { settings: RegionalSettings }) => {
      const { settings } = params;
      const account = requireAccount(context);
      const answers = initialAnswers(account);
      return {
        settings,
        answers,
        steps: onboardingSteps(account, settings, answers.companyTypeId),
        stepIndex: 0,
        surveyQuestionIndex: 0,
        alert: null,
      };
    }),
    'go to next step': assign(({ context }) => ({ stepIndex: context.stepIndex + 1, fieldErrors: {}, alert: null })),
    'go to previous step': assign(({ context }) => ({ stepIndex: context.stepIndex - 1, fieldErrors: {}, alert: null })),
    'return to last step': assign(({ context }) => ({ stepIndex: Math.max(0, context.steps.length - 1) })),
    'set registration number': assign(({ context }, params: { step: NumberStep; value: string }) => ({
      answers: { ...requireAnswers(context), [params.step]: params.value },
      fieldErrors: withoutFieldErrors(context, params.step),
    })),
    'show registration number errors': assign(({ context }, params: { step: NumberStep }) => ({
      fieldErrors: { [params.step]: numberStepErrors(context, params.step) },
    })),
    'set company type': assign(({ context }, params: { companyTypeId: number }) => {
      const answers = chooseCompanyType(requireAnswers(context), params.companyTypeId);
      return {
        answers,
        steps: onboardingSteps(requireAccount(context), requireSettings(context), answers.companyTypeId),
        fieldErrors: {},
      };
    }),
    'show company type errors': assign(({ context }) => ({
      fieldErrors: { companyType: companyTypeErrors(requireSettings(context), requireAnswers(context).companyTypeId) },
    })),
    'set agreement': assign(({ context }, params: { answer: 'disclaimerAccepted' | 'declarationAccepted' | 'emailConsent' | 'phoneConsent'; accepted: boolean }) => ({
      answers: { ...requireAnswers(context), [params.answer]: params.accepted },
      fieldErrors: {},
    })),
    'show disclaimer errors': assign(({ context }) => ({
      fieldErrors: { disclaimer: agreementErrors('disclaimer', chosenCompanyType(context), requireAnswers(context).disclaimerAccepted) },
    })),
    'show declaration errors': assign(({ context }) => ({
      fieldErrors: { declaration: agreementErrors('declaration', chosenCompanyType(context), requireAnswers(context).declarationAccepted) },
    })),
    'pick survey answer': assign(({ context }, params: { answerId: string }) => {
      const question = currentSurveyQuestion(context);
      const answers = requireAnswers(context);
      if (!question) return {};
      const survey = pickSurveyAnswer(question, answers.survey, params.answerId);
      return { answers: { ...answers, survey }, fieldErrors: {} };
    }),
    'set number answer': assign(({ context }, params: { value: string }) => {
      const question = currentSurveyQuestion(context);
      const answers = requireAnswers(context);
      if (!question || question.type !== 'number') return {};
      return { answers: { ...answers, survey: { ...answers.survey, [question.id]: params.value } }, fieldErrors: {} };
    }),
    'show survey errors': assign(({ context }) => ({ fieldErrors: { survey: currentQuestionErrors(context) } })),
    'go to next survey question': assign(({ context }) => ({ surveyQuestionIndex: context.surveyQuestionIndex + 1, fieldErrors: {} })),
    'go to previous survey question': assign(({ context }) => ({ surveyQuestionIndex: context.surveyQuestionIndex - 1, fieldErrors: {} })),
    'warn profile deleted': assign(({ context }) => ({
      ...BLANK_PROGRESS,
      phoneRegionId: context.phoneRegionId,
      code: '',
      fieldErrors: {},
      alert: null,
      warning: 'profileDeleted' as const,
    })),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    ...BLANK_PROGRESS,
    phoneRegionId: input.hostRegionId,
    ...input.restored,
    hostRegionId: input.hostRegionId,
    code: '',
    fieldErrors: {},
    alert: null,
    warning: null,
  }),
  initial: 'restoring',
  on: {
    'progress.save': { actions: { type: 'save progress', params: ({ context }) => ({ progress: progressOf(context) }) } },
  },
  states: {
    restoring: {
      always: [
        { guard: 'is resuming onboarding', target: 'onboarding' },
        { guard: 'is resuming code entry', target: 'enterCode' },
        { guard: 'is resuming id entry', target: 'enterId' },
        { target: 'chooseType' },
      ],
    },
    chooseType: {
      entry: 'schedule progress save',
      on: {
        CHOOSE_EMAIL: { target: 'enterId', actions: 'use email' },
        CHOOSE_PHONE: { target: 'enterId', actions: 'use phone' },
      },
    },
    enterId: {
      initial: 'editing',
      entry: 'schedule progress save',
      states: {
        editing: {
          on: {
            CHANGE_EMAIL: { actions: [{ type: 'set email', params: ({ event }) => ({ value: event.value }) }, 'schedule progress save'] },
            CHANGE_PHONE: { actions: [{ type: 'set phone', params: ({ event }) => ({ value: event.value }) }, 'schedule progress save'] },
            CHANGE_PHONE_REGION: {
              actions: [{ type: 'set phone region', params: ({ event }) => ({ regionId: event.regionId }) }, 'schedule progress save'],
            },
            SUBMIT: [
              { guard: 'identity is invalid', actions: 'show identity errors' },
              { guard: 'code was already sent to this id', target: '#login.enterCode', actions: 'clear alert' },
              { target: 'requestingCode', actions: 'clear alert' },
            ],
            BACK: { target: '#login.chooseType', actions: ['forget identity', 'forget sign-in type'] },
          },
        },
        requestingCode: {
          invoke: {
            id: 'requestCode',
            src: 'request code',
            input: ({ context }) => loginRequest({ ...context, loginType: context.loginType ?? 'email' }),
            onDone: { target: '#login.enterCode', actions: { type: 'keep code request', params: ({ event }) => ({ login: event.output }) } },
            onError: { target: 'editing', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    enterCode: {
      type: 'parallel',
      entry: 'schedule progress save',
      states: {
        code: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                CHANGE_CODE: { actions: { type: 'set code', params: ({ event }) => ({ value: event.value }) } },
                SUBMIT: [
                  { guard: 'code is incomplete', actions: 'show code errors' },
                  { target: 'verifying', actions: 'clear alert' },
                ],
                RESEND: { guard: 'resend is available', target: 'resending', actions: 'clear alert' },
                BACK: { target: '#login.enterId', actions: 'forget identity' },
              },
            },
            verifying: {
              invoke: {
                id: 'verifyCode',
                src: 'verify code',
                input: ({ context }) => {
                  const login = requireLogin(context);
                  return { userId: login.user_id, login_request_id: login.login_request_id, code: context.code };
                },
                onDone: { target: '#login.loadingSteps', actions: { type: 'keep session', params: ({ event }) => ({ verified: event.output }) } },
                onError: [
                  {
                    guard: { type: 'is wrong code', params: ({ event }) => ({ error: event.error }) },
                    target: '#login.enterId',
                    actions: [{ type: 'show failure', params: ({ event }) => ({ error: event.error }) }, 'forget code'],
                  },
                  { target: 'editing', actions: [{ type: 'show failure', params: ({ event }) => ({ error: event.error }) }, 'forget code'] },
                ],
              },
            },
            resending: {
              invoke: {
                id: 'resendCode',
                src: 'request code',
                input: ({ context }) => loginRequest({ ...context, loginType: context.loginType ?? 'email' }),
                onDone: {
                  target: 'editing',
                  actions: [{ type: 'keep code request', params: ({ event }) => ({ login: event.output }) }, 'forget code', 'schedule progress save'],
                },
                onError: { target: 'editing', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
        resendTimer: {
          initial: 'counting',
          states: {
            counting: {
              always: { guard: 'countdown is over', target: 'ready' },
              after: { 'countdown tick': { target: 'counting', reenter: true, actions: 'count down' } },
            },
            ready: {
              always: { guard: 'countdown is running', target: 'counting' },
            },
          },
        },
      },
    },
    loadingSteps: {
      invoke: {
        id: 'loadRegionalSettings',
        src: 'load regional settings',
        input: ({ context }) => ({ regionId: requireAccount(context).region }),
        onDone: { target: 'onboarding', actions: { type: 'plan onboarding', params: ({ event }) => ({ settings: event.output }) } },
        onError: { target: 'stepsUnavailable', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    stepsUnavailable: {
      on: {
        RETRY: { target: 'loadingSteps', actions: 'clear alert' },
        BACK: { target: 'chooseType', actions: ['forget identity', 'forget sign-in type'] },
      },
    },
    onboarding: {
      initial: 'routing',
      on: {
        BACK: { guard: 'has previous step', target: '.routing', actions: 'go to previous step' },
      },
      states: {
        routing: {
          entry: 'schedule progress save',
          always: [
            { guard: { type: 'is current step', params: { step: 'terms' } }, target: 'terms' },
            { guard: { type: 'is current step', params: { step: 'registrationNumber' } }, target: 'registrationNumber' },
            { guard: { type: 'is current step', params: { step: 'registrationNumber2' } }, target: 'registrationNumber2' },
            { guard: { type: 'is current step', params: { step: 'companyType' } }, target: 'companyType' },
            { guard: { type: 'is current step', params: { step: 'disclaimer' } }, target: 'disclaimer' },
            { guard: { type: 'is current step', params: { step: 'declaration' } }, target: 'declaration' },
            { guard: { type: 'is current step', params: { step: 'consent' } }, target: 'consent' },
            { guard: { type: 'is current step', params: { step: 'survey' } }, target: 'survey' },
            { target: '#login.submitting' },
          ],
        },
        terms: {
          on: {
            AGREE_TERMS: { target: 'routing', actions: 'go to next step' },
            DECLINE_TERMS: { target: 'confirmingDecline', actions: 'clear alert' },
          },
        },
        confirmingDecline: {
          on: {
            CONFIRM_DECLINE: 'declining',
            CANCEL_DECLINE: 'terms',
          },
        },
        declining: {
          invoke: {
            id: 'deactivateCompany',
            src: 'save company',
            input: ({ context }) => ({
              companyId: requireAccount(context).company_id,
              patch: DECLINED_TERMS_PATCH,
              token: requireSession(context).pair.token,
            }),
            onDone: { target: '#login.chooseType', actions: ['cancel progress save', 'forget saved progress', 'warn profile deleted'] },
            onError: { target: 'terms', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        registrationNumber: {
          on: {
            CHANGE_REGISTRATION_NUMBER: {
              actions: [
                { type: 'set registration number', params: ({ event }) => ({ step: 'registrationNumber' as const, value: event.value }) },
                'schedule progress save',
              ],
            },
            NEXT: [
              {
                guard: { type: 'registration number is invalid', params: { step: 'registrationNumber' } },
                actions: { type: 'show registration number errors', params: { step: 'registrationNumber' } },
              },
              { target: 'routing', actions: 'go to next step' },
            ],
          },
        },
        registrationNumber2: {
          on: {
            CHANGE_REGISTRATION_NUMBER: {
              actions: [
                { type: 'set registration number', params: ({ event }) => ({ step: 'registrationNumber2' as const, value: event.value }) },
                'schedule progress save',
              ],
            },
            NEXT: [
              {
                guard: { type: 'registration number is invalid', params: { step: 'registrationNumber2' } },
                actions: { type: 'show registration number errors', params: { step: 'registrationNumber2' } },
              },
              { target: 'routing', actions: 'go to next step' },
            ],
          },
        },
        companyType: {
          on: {
            CHOOSE_COMPANY_TYPE: {
              actions: [{ type: 'set company type', params: ({ event }) => ({ companyTypeId: event.companyTypeId }) }, 'schedule progress save'],
            },
            NEXT: [
              { guard: 'company type is missing', actions: 'show company type errors' },
              { target: 'routing', actions: 'go to next step' },
            ],
          },
        },
        disclaimer: {
          on: {
            SET_DISCLAIMER: {
              actions: [
                { type: 'set agreement', params: ({ event }) => ({ answer: 'disclaimerAccepted' as const, accepted: event.accepted }) },
                'schedule progress save',
              ],
            },
            NEXT: [
              { guard: 'disclaimer is missing', actions: 'show disclaimer errors' },
              { target: 'routing', actions: 'go to next step' },
            ],
          },
        },
        declaration: {
          on: {
            SET_DECLARATION: {
              actions: [
                { type: 'set agreement', params: ({ event }) => ({ answer: 'declarationAccepted' as const, accepted: event.accepted }) },
                'schedule progress save',
              ],
            },
            NEXT: [
              { guard: 'declaration is missing', actions: 'show declaration errors' },
              { target: 'routing', actions: 'go to next step' },
            ],
          },
        },
        consent: {
          on: {
            SET_EMAIL_CONSENT: {
              actions: [
                { type: 'set agreement', params: ({ event }) => ({ answer: 'emailConsent' as const, accepted: event.accepted }) },
                'schedule progress save',
              ],
            },
            SET_PHONE_CONSENT: {
              actions: [
                { type: 'set agreement', params: ({ event }) => ({ answer: 'phoneConsent' as const, accepted: event.accepted }) },
                'schedule progress save',
              ],
            },
            NEXT: { target: 'routing', actions: 'go to next step' },
          },
        },
        survey: {
          on: {
            PICK_ANSWER: { actions: [{ type: 'pick survey answer', params: ({ event }) => ({ answerId: event.answerId }) }, 'schedule progress save'] },
            CHANGE_NUMBER_ANSWER: { actions: [{ type: 'set number answer', params: ({ event }) => ({ value: event.value }) }, 'schedule progress save'] },
            NEXT: [
              { guard: 'survey answer is invalid', actions: 'show survey errors' },
              { guard: 'is last survey question', target: 'routing', actions: 'go to next step' },
              { actions: ['go to next survey question', 'schedule progress save'] },
            ],
            BACK: { guard: 'is past first survey question', actions: ['go to previous survey question', 'schedule progress save'] },
          },
        },
      },
    },
    submitting: {
      initial: 'savingCompanyType',
      states: {
        savingCompanyType: {
          always: { guard: 'company type is unchanged', target: 'savingCompany' },
          invoke: {
            id: 'saveCompanyType',
            src: 'save company type',
            input: ({ context }) => ({
              companyId: requireAccount(context).company_id,
              patch: companyTypePatch(context.steps, requireAnswers(context)) as CompanyTypePatch,
              token: requireSession(context).pair.token,
            }),
            onDone: 'savingCompany',
            onError: {
              target: '#login.onboarding',
              actions: [{ type: 'show failure', params: ({ event }) => ({ error: event.error }) }, 'return to last step'],
            },
          },
        },
        savingCompany: {
          always: { guard: 'company is unchanged', target: 'savingInstaller' },
          invoke: {
            id: 'saveCompany',
            src: 'save company',
            input: ({ context }) => ({
              companyId: requireAccount(context).company_id,
              patch: companyPatch(context.steps, requireAnswers(context), surveyOf(requireAccount(context))) as CompanyPatch,
              token: requireSession(context).pair.token,
            }),
            onDone: 'savingInstaller',
            onError: {
              target: '#login.onboarding',
              actions: [{ type: 'show failure', params: ({ event }) => ({ error: event.error }) }, 'return to last step'],
            },
          },
        },
        savingInstaller: {
          always: { guard: 'installer is unchanged', target: '#login.signedIn' },
          invoke: {
            id: 'saveInstaller',
            src: 'save installer',
            input: ({ context }) => ({
              userId: requireAccount(context).user_id,
              patch: installerPatch(requireAccount(context), context.steps, requireAnswers(context)) as InstallerPatch,
              token: requireSession(context).pair.token,
            }),
            onDone: '#login.signedIn',
            onError: {
              target: '#login.onboarding',
              actions: [{ type: 'show failure', params: ({ event }) => ({ error: event.error }) }, 'return to last step'],
            },
          },
        },
      },
    },
    signedIn: {
      type: 'final',
      entry: ['cancel progress save', 'forget saved progress', { type: 'sign in', params: ({ context }) => ({ pair: requireSession(context).pair }) }],
    },
  },
});
