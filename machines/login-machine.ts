/**
 * The login wizard (SPEC §2 "Login wizard", §4 "Login", §5, §8): choose e-mail or phone, enter
 * the id, enter the 5-digit code, then the onboarding steps the account needs, and the final
 * writes with the fresh token. It ends with the token pair (its output) for the app to sign in
 * with. Progress follows the wizards' persistence contract (wizard-progress.ts). What each named
 * actor, guard and action does is in login-setup.ts.
 */
import type { CompanyPatch, CompanyTypePatch, InstallerPatch } from '../src/contract/company';
import { CZ_SK_TERMS_CUTOFF, DEBOUNCE, LOGIN_CODE_LENGTH } from '../src/contract/limits';
import { dayInWords, inSeconds } from './description-words';
import { resendTimer } from './resend-timer';
import { initialContext, requireAccount, requireAnswers, requireLogin, requireRules, requireSession, surveyOf } from './login-context';
import { loginSetup } from './login-setup';
import { ROUTING, SHOW_FAILURE, WRITE_FAILED, agreementStep, checkedNext, codeRequestInput, numberStep, tick } from './login-state-parts';
import { DECLINED_TERMS_PATCH, ONBOARDING_STEPS } from './login-onboarding-steps';

export type { LoginContext, LoginEvent, LoginInput, LoginOutput } from './login-context';
export type { CompanyWrite, InstallerWrite, OnboardingStart } from './login-setup';

export const loginMachine = loginSetup.createMachine({
  id: 'login',
  description:
    `Signs an installer in with a ${LOGIN_CODE_LENGTH}-digit code sent to their e-mail or phone, then walks them through the onboarding steps their account still needs. ` +
    `It ends with the first token pair, with which the app signs in; the progress is kept in session storage (saved ${inSeconds(DEBOUNCE.stateSaveMs)} after a change), so a reload resumes where it was.`,
  meta: {
    diagramParts: {
      'Start': ['restoring', 'chooseType'],
      'Identity and code': ['enterId', 'enterCode'],
      'Onboarding': ['onboarding'],
      'Steps loaded, then submitted': ['loadingSteps', 'resumingOnboarding', 'stepsUnavailable', 'submitting', 'allSet', 'signedIn'],
    },
  },
  context: ({ input }) => initialContext(input),
  output: ({ context }) => ({ pair: requireSession(context).pair }),
  initial: 'restoring',
  on: {
    SAVE_PROGRESS: { actions: 'save progress', description: `${inSeconds(DEBOUNCE.stateSaveMs)} after a change` },
    CHANGE_LANGUAGE: {
      guard: 'phone region follows the language',
      actions: { type: 'follow language phone region', params: ({ event }) => ({ languageId: event.languageId }) },
    },
  },
  states: {
    restoring: {
      description: 'Picks where the wizard resumes after a reload: the onboarding while the saved token is valid, else the code step or the id step, else the start.',
      always: [
        { guard: 'is resuming onboarding', target: 'resumingOnboarding' },
        { guard: 'is resuming code entry', target: 'enterCode' },
        { guard: 'is resuming id entry', target: 'enterId' },
        { target: 'chooseType' },
      ],
    },
    chooseType: {
      description: 'The installer chooses to sign in with e-mail or with phone.',
      entry: 'schedule progress save',
      on: {
        CHOOSE_EMAIL: { target: 'enterId', actions: 'use email' },
        CHOOSE_PHONE: { target: 'enterId', actions: 'use phone' },
      },
    },
    enterId: {
      description: 'The installer types the e-mail, or the phone with its country; Submit asks for a code, or returns to the code already sent to this id.',
      initial: 'editing',
      entry: 'schedule progress save',
      states: {
        editing: {
          description: 'Typing the id; its mistakes show on Submit.',
          on: {
            CHANGE_EMAIL: { actions: [{ type: 'set email', params: ({ event }) => ({ value: event.value }) }, 'schedule progress save'] },
            CHANGE_PHONE: { actions: [{ type: 'set phone', params: ({ event }) => ({ value: event.value }) }, 'schedule progress save'] },
            CHANGE_PHONE_REGION: {
              actions: [{ type: 'set phone region', params: ({ event }) => ({ regionId: event.regionId }) }, 'schedule progress save'],
            },
            SUBMIT: [
              { guard: 'identity is invalid', actions: 'show identity errors' },
              { guard: 'code was already sent to this id', target: '#login.enterCode', actions: 'return to the code sent' },
              { target: 'requestingCode', actions: 'clear alert' },
            ],
            /** After a wrong code: a new code instead of the one sent (once the resend wait is over). */
            RESEND: { guard: 'may ask for a new code', target: 'requestingCode', actions: 'clear alert' },
            BACK: { target: '#login.chooseType', actions: ['forget identity', 'forget sign-in type'] },
          },
          // The resend wait goes on while a wrong code sends the person back here.
          after: { 'countdown tick': { guard: 'countdown is running', target: 'editing', reenter: true, actions: 'count down' } },
        },
        requestingCode: {
          description: 'Asks the server to send a code to the id.',
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
      description: 'The installer types the code while the wait before a new code may be asked for counts down.',
      type: 'parallel',
      entry: 'schedule progress save',
      states: {
        code: {
          description: 'The code and what is done with it.',
          initial: 'editing',
          states: {
            editing: {
              description: 'Typing the code; Back returns to the id step, forgetting the typed id, the code and the code request (the sign-in type stays).',
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
              description: 'Checks the code with the server. A wrong code returns to the id step with its message; another failure (e.g. a lockout) stays here with its message.',
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
                    actions: ['show wrong code', 'forget code'],
                  },
                  { target: 'editing', actions: [SHOW_FAILURE, 'forget code'] },
                ],
              },
            },
            resending: {
              description: 'Asks for a new code to the same id; the typed code is cleared.',
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
        resendTimer,
      },
    },
    loadingSteps: {
      description: "Loads the region's settings and the onboarding's rules, then works out which onboarding steps the account needs.",
      invoke: {
        id: 'loadOnboarding',
        src: 'load onboarding',
        input: ({ context }) => ({ regionId: requireAccount(context).region }),
        onDone: { target: 'onboarding', actions: { type: 'plan onboarding', params: ({ event }) => event.output } },
        onError: { target: 'stepsUnavailable', actions: SHOW_FAILURE },
      },
    },
    resumingOnboarding: {
      description: 'After a reload mid-onboarding: loads the rules again; the steps, answers and settings come from the saved progress.',
      invoke: {
        id: 'loadOnboardingRules',
        src: 'load onboarding rules',
        onDone: { target: 'onboarding', actions: { type: 'keep onboarding rules', params: ({ event }) => ({ rules: event.output }) } },
        onError: { target: 'stepsUnavailable', actions: SHOW_FAILURE },
      },
    },
    stepsUnavailable: {
      description: 'The settings or the rules could not be loaded: Retry tries again (keeping the answers a reload resumed), Back starts over.',
      on: {
        RETRY: [
          { guard: 'has planned onboarding', target: 'resumingOnboarding', actions: 'clear alert' },
          { target: 'loadingSteps', actions: 'clear alert' },
        ],
        BACK: { target: 'chooseType', actions: ['forget identity', 'forget sign-in type'] },
      },
    },
    onboarding: {
      description: 'The steps the account still needs, in step-number order; a step not needed is skipped, and Back returns to the previous shown step.',
      initial: 'routing',
      on: {
        BACK: { guard: 'has previous step', target: '.routing', actions: 'go to previous step' },
      },
      states: {
        /** Shows the step at `stepIndex` (after Next, Back or a reload); past the last one the writes start. */
        routing: {
          description: "Opens the step at the wizard's position (after Next, Back, a failed save or a reload); past the last step the final saves start.",
          meta: { stepOrder: { next: 'go to next step', back: 'go to previous step' } },
          entry: 'schedule progress save',
          always: [
            ...ONBOARDING_STEPS.map((step) => ({ guard: { type: 'is current step' as const, params: { step } }, target: step })),
            { target: '#login.submitting' },
          ],
        },
        terms: {
          description:
            `Czech and Slovak terms. Shown to an owner in Czechia or Slovakia whose account was created on or before ${dayInWords(CZ_SK_TERMS_CUTOFF)} and who has not agreed to them yet.`,
          on: {
            AGREE_TERMS: { target: 'routing', actions: 'go to next step' },
            DECLINE_TERMS: { target: 'confirmingDecline', actions: 'clear alert' },
          },
        },
        confirmingDecline: {
          description: 'Asks whether to really decline the terms.',
          on: {
            CONFIRM_DECLINE: 'declining',
            CANCEL_DECLINE: 'terms',
            BACK: 'terms',
          },
        },
        declining: {
          description: 'Deactivates the company; then the wizard forgets its progress and starts over, warning that the profile will be deleted.',
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
        registrationNumber: numberStep(
          'registrationNumber',
          "The company's registration number. Shown to an owner when the region asks for it, the company lacks it, and it is required or was not shown before.",
        ),
        registrationNumber2: numberStep(
          'registrationNumber2',
          "The company's second registration number. Shown to an owner when the region asks for it, the company lacks it, and it is required or was not shown before.",
        ),
        companyType: {
          description:
            'The company type. Shown to an owner when the region offers types, the company has none, and it is required or was not shown before; the type chosen decides whether Disclaimer and Declaration follow.',
          on: {
            CHOOSE_COMPANY_TYPE: {
              actions: [{ type: 'choose company type', params: ({ event }) => ({ companyTypeId: event.companyTypeId }) }, 'schedule progress save'],
            },
            NEXT: checkedNext('companyTypeId'),
          },
        },
        disclaimer: agreementStep(
          'disclaimerAccepted',
          "The company type's disclaimer. Shown to an owner when the type chosen here asks for it, or when the company's type requires it and it was not accepted.",
        ),
        declaration: agreementStep(
          'declarationAccepted',
          "The company type's declaration. Shown to an owner when the type chosen here asks for it, or when the company's type requires it and it was not accepted.",
        ),
        consent: {
          description: 'E-mail and phone consent. Shown to every installer until they have seen it once.',
          on: { TICK: tick('emailConsent', 'phoneConsent'), NEXT: { target: 'routing', actions: 'go to next step' } },
        },
        survey: {
          description: "The company's survey: a welcome with the reward, then one question at a time. Shown to an owner whose company has not answered it yet.",
          initial: 'intro',
          states: {
            /** The welcome screen with the reward (SPEC §2 Survey); a reload mid-survey resumes at the question. */
            intro: {
              description: 'The welcome screen with the reward points tag.',
              always: { guard: 'is past first survey question', target: 'question' },
              on: { START_SURVEY: 'question' },
            },
            question: {
              description: 'One question; Next needs an answer, Back from the first question returns to the welcome.',
              on: {
                PICK_ANSWER: { actions: [{ type: 'pick survey answer', params: ({ event }) => ({ answerId: event.answerId }) }, 'schedule progress save'] },
                TYPE_ANSWER: { actions: [{ type: 'type survey answer', params: ({ event }) => ({ value: event.value }) }, 'schedule progress save'] },
                NEXT: [
                  { guard: { type: 'answer is invalid', params: { field: 'survey' } }, actions: { type: 'show answer errors', params: { field: 'survey' } } },
                  { guard: 'is last survey question', target: ROUTING, actions: 'go to next step' },
                  { actions: ['go to next survey question', 'schedule progress save'] },
                ],
                BACK: [
                  { guard: 'is past first survey question', actions: ['go to previous survey question', 'schedule progress save'] },
                  { target: 'intro', actions: 'hide answer message' },
                ],
              },
            },
          },
        },
      },
    },
    /** The final writes with the fresh token (SPEC §4 Login "On submit"), each skipped when it changes nothing. */
    submitting: {
      description: 'The final saves with the fresh token, each skipped when it changes nothing; a failure returns to the last step with its message (Next tries again).',
      initial: 'savingCompanyType',
      states: {
        savingCompanyType: {
          description: 'Saves the company type chosen and its agreements.',
          always: { guard: 'company type is unchanged', target: 'savingCompany' },
          invoke: {
            id: 'saveCompanyType',
            src: 'save company type',
            input: ({ context }) => ({
              companyId: requireAccount(context).company_id,
              patch: requireRules(context).companyTypePatch(context.steps, requireAnswers(context)) as CompanyTypePatch,
              token: requireSession(context).pair.token,
            }),
            onDone: 'savingCompany',
            onError: WRITE_FAILED,
          },
        },
        savingCompany: {
          description: 'Saves the registration numbers and the survey answer.',
          always: { guard: 'company is unchanged', target: 'savingInstaller' },
          invoke: {
            id: 'saveCompany',
            src: 'save company',
            input: ({ context }) => ({
              companyId: requireAccount(context).company_id,
              patch: requireRules(context).companyPatch(context.steps, requireAnswers(context), surveyOf(context)) as CompanyPatch,
              token: requireSession(context).pair.token,
            }),
            onDone: 'savingInstaller',
            onError: WRITE_FAILED,
          },
        },
        savingInstaller: {
          description: "Saves which steps were shown, the terms agreement and the consents in the installer's options.",
          always: { guard: 'installer is unchanged', target: '#login.allSet' },
          invoke: {
            id: 'saveInstaller',
            src: 'save installer',
            input: ({ context }) => ({
              userId: requireAccount(context).user_id,
              patch: requireRules(context).installerPatch(requireAccount(context), context.steps, requireAnswers(context)) as InstallerPatch,
              token: requireSession(context).pair.token,
            }),
            onDone: '#login.allSet',
            onError: WRITE_FAILED,
          },
        },
      },
    },
    /** A short completion message once the onboarding steps are done; none when there were none. */
    allSet: {
      description: "The completion message (\"You're all set\") before home; skipped when there were no onboarding steps.",
      always: { guard: 'had no onboarding steps', target: 'signedIn' },
      on: { CONTINUE: 'signedIn' },
    },
    signedIn: {
      description: 'Done: the wizard ends with the token pair and the app signs in with it.',
      type: 'final',
      entry: ['cancel progress save', 'forget progress', 'tell app signed in'],
    },
  },
});
