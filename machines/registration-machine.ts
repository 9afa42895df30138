/**
 * The registration wizard of SPEC §2 and §4 (company and decor-installer variants): its track
 * of steps, per-field rules, uniqueness checks, street lookup, and the registration itself. It
 * ends with the welcome points (its output). Progress follows the wizards' persistence contract
 * (wizard-progress.ts). What each named actor, guard and action does is in registration-setup.ts.
 */
import type { DoneActorEvent } from 'xstate';
import type { CompanyValidateAnswer } from '../src/contract/registration';
import { regionById } from '../src/contract/regions';
import { fieldsToCheck, initialContext, rulesOf, type RegistrationContext, type RegistrationEvent } from './registration-context';
import { registrationRequest, uniquenessQuery } from './registration-request';
import { registrationSetup } from './registration-setup';
import { FORM_STEPS } from './registration-steps';

export type { RegistrationContext, RegistrationEvent, RegistrationInput, RegistrationOutput } from './registration-context';
export type { StreetSearch } from './registration-setup';

const ROUTING = '#registration-routing';

/** Next checks the step's fields first; Back follows the active track. */
const NEXT = [
  { guard: 'current step is incomplete', actions: 'show step messages' },
  { target: ROUTING, actions: 'go to next step' },
] as const;
const BACK = { guard: 'has previous step', target: ROUTING, actions: 'go to previous step' } as const;

/** Events that change what is kept across reloads. */
const PERSISTED_EVENTS = [
  'CHOOSE_REGION', 'CHANGE', 'TYPE_STREET', 'CHOOSE_STREET', 'USE_TYPED_STREET', 'CHOOSE_COMPANY_TYPE', 'TICK',
  'START_SURVEY', 'PICK_ANSWER', 'TYPE_ANSWER', 'NEXT', 'BACK', 'EDIT',
] as const satisfies ReadonlyArray<RegistrationEvent['type']>;

type ContextArgs = { context: RegistrationContext };
type ValidateDone = ContextArgs & { event: DoneActorEvent<CompanyValidateAnswer> };

/** The fields sent to the validate call (they cannot change while it runs: a change restarts it). */
const validateInput = ({ context }: ContextArgs) => uniquenessQuery(context.form, fieldsToCheck(context));
const applyUniquenessAnswer = {
  type: 'apply uniqueness answer',
  params: ({ context, event }: ValidateDone) => ({ query: validateInput({ context }), answer: event.output }),
} as const;

/**
 * A step with unique fields (user info: e-mail and phone; company info: registration numbers):
 * a change is checked with the server after the validation debounce, and Next waits for
 * the answer of fields not yet checked (SPEC §5 uniqueness).
 */
function uniqueFieldsStep() {
  return {
    initial: 'idle',
    states: {
      idle: {},
      debouncing: {
        after: { 'validation debounce': [{ guard: 'has fields to check', target: 'checking' }, { target: 'idle' }] },
      },
      checking: {
        invoke: { id: 'validateFields', src: 'validate fields', input: validateInput, onDone: { target: 'idle', actions: applyUniquenessAnswer }, onError: 'idle' },
      },
      /** Next was pressed with unchecked fields: move on once the server agrees. */
      confirming: {
        invoke: {
          id: 'validateFields',
          src: 'validate fields',
          input: validateInput,
          onDone: { target: 'answered', actions: applyUniquenessAnswer },
          // The server checks again on submit; an unreachable check does not block the wizard.
          onError: { target: ROUTING, actions: 'go to next step' },
        },
      },
      answered: {
        always: [
          { guard: 'current step is incomplete', target: 'idle', actions: 'show step messages' },
          { target: ROUTING, actions: 'go to next step' },
        ],
      },
    },
    on: {
      CHANGE: { guard: 'changes a checked field', target: '.debouncing', actions: ['set text field', 'mark field unchecked'] },
      NEXT: [
        { guard: 'current step is incomplete', actions: 'show step messages' },
        { guard: 'has fields to check', target: '.confirming' },
        { target: ROUTING, actions: 'go to next step' },
      ],
      BACK,
    },
  } as const;
}

export const registrationMachine = registrationSetup.createMachine({
  id: 'registration',
  context: ({ input }) => initialContext(input),
  initial: 'filling',
  output: ({ context }) => ({ welcomePoints: context.welcomePoints }),
  states: {
    filling: {
      type: 'parallel',
      states: {
        wizard: {
          initial: 'editing',
          states: {
            editing: {
              initial: 'routing',
              on: {
                CHANGE: { actions: 'set text field' },
                BLUR: { actions: 'mark field visited' },
                TICK: { actions: 'set tick' },
                CHANGE_LANGUAGE: [
                  { guard: 'region follows the language', actions: ['set language', 'follow language region'] },
                  { actions: 'set language' },
                ],
              },
              states: {
                /** Shows the step in `context.step` (after Next, Back, an edit or a reload). */
                routing: {
                  id: 'registration-routing',
                  always: [
                    ...[...FORM_STEPS, 'review' as const].map((step) => ({
                      guard: { type: 'is at step' as const, params: { step } },
                      target: step,
                    })),
                    { target: 'region', actions: 'go to first step' },
                  ],
                },
                region: {
                  exit: 'keep region',
                  on: { CHOOSE_REGION: { actions: ['choose region', 'keep region'] }, NEXT, BACK },
                },
                userInfo: uniqueFieldsStep(),
                companyInfo: uniqueFieldsStep(),
                companyAddress: {
                  initial: 'idle',
                  states: {
                    idle: {},
                    debouncing: {
                      after: {
                        'street search debounce': [{ guard: 'street query is searchable', target: 'searching' }, { target: 'idle' }],
                      },
                    },
                    searching: {
                      invoke: {
                        id: 'searchStreets',
                        src: 'search streets',
                        input: ({ context }) => ({
                          query: context.form.street.trim(),
                          regionId: context.form.regionId,
                          country: regionById(context.form.regionId)?.country ?? '',
                        }),
                        onDone: {
                          target: 'idle',
                          actions: { type: 'show street suggestions', params: ({ event }) => ({ suggestions: event.output }) },
                        },
                        onError: { target: 'idle', actions: 'clear street suggestions' },
                      },
                    },
                  },
                  on: {
                    TYPE_STREET: [{ guard: 'streets are looked up', target: '.debouncing', actions: 'type street' }, { actions: 'type street' }],
                    CHOOSE_STREET: { target: '.idle', actions: 'choose street' },
                    USE_TYPED_STREET: { guard: 'typed street may be used as is', target: '.idle', actions: 'use typed street' },
                    NEXT,
                    BACK,
                  },
                },
                companyType: {
                  on: { CHOOSE_COMPANY_TYPE: { actions: 'choose company type' }, NEXT, BACK },
                },
                disclaimer: { on: { NEXT, BACK } },
                declaration: { on: { NEXT, BACK } },
                survey: {
                  initial: 'intro',
                  states: {
                    intro: {
                      on: { START_SURVEY: 'question', BACK },
                    },
                    question: {
                      on: {
                        PICK_ANSWER: { actions: 'pick survey answer' },
                        TYPE_ANSWER: { actions: 'type survey answer' },
                        NEXT: [
                          { guard: 'question is unanswered', actions: 'show step messages' },
                          { guard: 'has next question', actions: 'go to next survey question' },
                          { target: ROUTING, actions: 'go to next step' },
                        ],
                        BACK: [{ guard: 'has previous question', actions: 'go to previous survey question' }, { target: 'intro' }],
                      },
                    },
                  },
                },
                consent: { on: { NEXT, BACK } },
                review: {
                  id: 'registration-review',
                  on: {
                    EDIT: { guard: 'step can be edited', target: 'routing', actions: ['forget submit failure', 'start editing'] },
                    SUBMIT: [
                      { guard: 'ready to submit', target: '#registration-submitting', actions: 'forget submit failure' },
                      { actions: 'show all messages' },
                    ],
                    BACK,
                  },
                },
              },
            },
            submitting: {
              id: 'registration-submitting',
              invoke: {
                id: 'registerCompany',
                src: 'register company',
                input: ({ context }) => registrationRequest(context.form, rulesOf(context), context.variant, context.languageId),
                onDone: {
                  target: '#registration.complete',
                  actions: { type: 'remember welcome points', params: ({ event }) => ({ answer: event.output }) },
                },
                onError: {
                  target: '#registration-review',
                  actions: [{ type: 'show submit failure', params: ({ event }) => ({ error: event.error }) }, 'show all messages'],
                },
              },
            },
          },
        },
        /** Saves the progress a second after the last change (SPEC §9 state save debounce). */
        persistence: {
          initial: 'idle',
          on: Object.fromEntries(
            PERSISTED_EVENTS.map((type) => [type, { target: '.scheduled' }]),
          ),
          states: {
            idle: {},
            scheduled: {
              after: {
                'save debounce': { target: 'idle', actions: 'save progress' },
              },
            },
          },
        },
      },
    },
    complete: {
      type: 'final',
      entry: 'forget progress',
    },
  },
});
