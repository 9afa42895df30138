/**
 * The login wizard (SPEC §2 "Login wizard", §4 "Login", §5, §8): choose e-mail or phone, enter
 * the id, enter the 5-digit code, then the onboarding steps the account needs, and the final
 * writes with the fresh token. It ends with the token pair (its output) for the app to sign in
 * with. Progress follows the wizards' persistence contract (wizard-progress.ts). What each named
 * actor, guard and action does is in login-setup.ts.
 */
import type { CompanyPatch, CompanyTypePatch, InstallerPatch } from '../src/contract/company';
import type { AgreementField, ConsentField, NumberField } from './company-answers';
import { initialContext, requireAccount, requireAnswers, requireLogin, requireSession, surveyOf, type AnswerField, type LoginContext } from './login-context';
import { loginRequest } from './login-identity';
import { loginSetup } from './login-setup';
import { DECLINED_TERMS_PATCH, ONBOARDING_STEPS, companyPatch, companyTypePatch, installerPatch } from './login-steps';

export type { LoginContext, LoginEvent, LoginInput, LoginOutput } from './login-context';
export type { CompanyWrite, InstallerWrite } from './login-setup';

// ---------------------------------------------------------------------------------------------
// Pieces the states share: the onboarding steps are built from the same few parts

type ErrorArgs = { event: { error: unknown } };
const SHOW_FAILURE = { type: 'show failure', params: ({ event }: ErrorArgs) => ({ error: event.error }) } as const;
const ROUTING = '#login.onboarding.routing';

/** Next checks the step's answer with the contract's rule before going on. */
const checkedNext = (field: AnswerField) =>
  [
    { guard: { type: 'answer is invalid', params: { field } }, actions: { type: 'show answer errors', params: { field } } },
    { target: ROUTING, actions: 'go to next step' },
  ] as const;

/** A company registration number the company lacks (the two numbers are asked alike). */
const numberStep = (field: NumberField) => ({
  on: {
    CHANGE_REGISTRATION_NUMBER: {
      actions: [
        { type: 'set registration number', params: ({ event }: { event: { value: string } }) => ({ field, value: event.value }) },
        'schedule progress save',
      ],
    },
    NEXT: checkedNext(field),
  },
}) as const;

/** Ticking one of the step's boxes (an agreement, a consent) sets that answer. */
const tick = (...boxes: Array<AgreementField | ConsentField>) =>
  ({
    guard: { type: 'is a box of this step', params: { boxes } },
    actions: [
      { type: 'tick', params: ({ event }: { event: { field: AgreementField | ConsentField; checked: boolean } }) => ({ field: event.field, checked: event.checked }) },
      'schedule progress save',
    ],
  }) as const;

/** The chosen company type's disclaimer or declaration (asked alike). */
const agreementStep = (field: AgreementField) => ({ on: { TICK: tick(field), NEXT: checkedNext(field) } }) as const;

/** A failed final write shows its message on the last step, whose Next tries the writes again. */
const WRITE_FAILED = { target: '#login.onboarding', actions: [SHOW_FAILURE, 'return to last step'] } as const;

/** The code request, and its resend, go to the typed e-mail or phone. */
const codeRequestInput = ({ context }: { context: LoginContext }) => loginRequest({ ...context, loginType: context.loginType ?? 'email' });

export const loginMachine = loginSetup.createMachine({
  id: 'login',
  context: ({ input }) => initialContext(input),
  output: ({ context }) => ({ pair: requireSession(context).pair }),
  initial: 'restoring',
  on: {
    SAVE_PROGRESS: { actions: 'save progress' },
    CHANGE_LANGUAGE: {
      guard: 'phone region follows the language',
      actions: { type: 'follow language phone region', params: ({ event }) => ({ languageId: event.languageId }) },
    },
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
            input: codeRequestInput,
            onDone: { target: '#login.enterCode', actions: { type: 'keep code request', params: ({ event }) => ({ login: event.output }) } },
            onError: { target: 'editing', actions: SHOW_FAILURE },
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
                    actions: [SHOW_FAILURE, 'forget code'],
                  },
                  { target: 'editing', actions: [SHOW_FAILURE, 'forget code'] },
                ],
              },
            },
            resending: {
              invoke: {
                id: 'resendCode',
                src: 'request code',
                input: codeRequestInput,
                onDone: {
                  target: 'editing',
                  actions: [{ type: 'keep code request', params: ({ event }) => ({ login: event.output }) }, 'forget code', 'schedule progress save'],
                },
                onError: { target: 'editing', actions: SHOW_FAILURE },
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
        onError: { target: 'stepsUnavailable', actions: SHOW_FAILURE },
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
        /** Shows the step at `stepIndex` (after Next, Back or a reload); past the last one the writes start. */
        routing: {
          entry: 'schedule progress save',
          always: [
            ...ONBOARDING_STEPS.map((step) => ({ guard: { type: 'is current step' as const, params: { step } }, target: step })),
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
            onDone: { target: '#login.chooseType', actions: ['cancel progress save', 'forget progress', 'warn profile deleted'] },
            onError: { target: 'terms', actions: SHOW_FAILURE },
          },
        },
        registrationNumber: numberStep('registrationNumber'),
        registrationNumber2: numberStep('registrationNumber2'),
        companyType: {
          on: {
            CHOOSE_COMPANY_TYPE: {
              actions: [{ type: 'choose company type', params: ({ event }) => ({ companyTypeId: event.companyTypeId }) }, 'schedule progress save'],
            },
            NEXT: checkedNext('companyTypeId'),
          },
        },
        disclaimer: agreementStep('disclaimerAccepted'),
        declaration: agreementStep('declarationAccepted'),
        consent: {
          on: { TICK: tick('emailConsent', 'phoneConsent'), NEXT: { target: 'routing', actions: 'go to next step' } },
        },
        survey: {
          on: {
            PICK_ANSWER: { actions: [{ type: 'pick survey answer', params: ({ event }) => ({ answerId: event.answerId }) }, 'schedule progress save'] },
            TYPE_ANSWER: { actions: [{ type: 'type survey answer', params: ({ event }) => ({ value: event.value }) }, 'schedule progress save'] },
            NEXT: [
              { guard: { type: 'answer is invalid', params: { field: 'survey' } }, actions: { type: 'show answer errors', params: { field: 'survey' } } },
              { guard: 'is last survey question', target: 'routing', actions: 'go to next step' },
              { actions: ['go to next survey question', 'schedule progress save'] },
            ],
            BACK: { guard: 'is past first survey question', actions: ['go to previous survey question', 'schedule progress save'] },
          },
        },
      },
    },
    /** The final writes with the fresh token (SPEC §4 Login "On submit"), each skipped when it changes nothing. */
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
            onError: WRITE_FAILED,
          },
        },
        savingCompany: {
          always: { guard: 'company is unchanged', target: 'savingInstaller' },
          invoke: {
            id: 'saveCompany',
            src: 'save company',
            input: ({ context }) => ({
              companyId: requireAccount(context).company_id,
              patch: companyPatch(context.steps, requireAnswers(context), surveyOf(context)) as CompanyPatch,
              token: requireSession(context).pair.token,
            }),
            onDone: 'savingInstaller',
            onError: WRITE_FAILED,
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
            onError: WRITE_FAILED,
          },
        },
      },
    },
    signedIn: {
      type: 'final',
      entry: ['cancel progress save', 'forget progress'],
    },
  },
});
