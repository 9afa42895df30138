/**
 * The registration wizard of SPEC §2 and §4 (company and decor-installer variants): its track
 * of steps, per-field rules, uniqueness checks, street lookup, and the registration itself. It
 * ends with the welcome points (its output). Progress follows the wizards' persistence contract
 * (wizard-progress.ts). What each named actor, guard and action does is in registration-setup.ts.
 */
import type { DoneActorEvent } from 'xstate';
import { DEBOUNCE } from '../src/contract/limits';
import type { CompanyValidateAnswer } from '../src/contract/registration';
import { regionById } from '../src/contract/regions';
import { inSeconds } from './description-words';
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
function uniqueFieldsStep(description: string) {
  return {
    description,
    initial: 'idle',
    states: {
      idle: { description: 'No check under way.' },
      debouncing: {
        description: `Waits ${DEBOUNCE.validationMs} ms after the last change of a checked field before asking the server.`,
        after: { 'validation debounce': [{ guard: 'has fields to check', target: 'checking' }, { target: 'idle' }] },
      },
      checking: {
        description: 'Asks the server whether the changed values are taken; a taken value shows under its field and blocks Next.',
        invoke: { id: 'validateFields', src: 'validate fields', input: validateInput, onDone: { target: 'idle', actions: applyUniquenessAnswer }, onError: 'idle' },
      },
      /** Next was pressed with unchecked fields: move on once the server agrees. */
      confirming: {
        description: 'Next was pressed with values not yet checked: asks the server, and moves on when it cannot be reached (it checks again on submit).',
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
        description: "The server answered after Next: moves on when the step is complete, else shows the step's messages.",
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
  description:
    "Registers a company and its owner (or a decor installer) in the region's steps, checking e-mail, phone and registration numbers with the server as they are typed. " +
    `It ends with the welcome points; the progress is kept in session storage (saved ${inSeconds(DEBOUNCE.stateSaveMs)} after a change) and forgotten once the registration succeeds.`,
  meta: {
    diagramParts: {
      'Steps': ['filling.wizard.editing'],
      'E-mail and phone checks': ['filling.wizard.editing.userInfo'],
      'Company number checks': ['filling.wizard.editing.companyInfo'],
      'Street search': ['filling.wizard.editing.companyAddress'],
      'Submit and saving': ['filling', 'complete'],
    },
  },
  context: ({ input }) => initialContext(input),
  initial: 'filling',
  output: ({ context }) => ({ welcomePoints: context.welcomePoints }),
  states: {
    filling: {
      description: 'The wizard, and the saving of its progress beside it, until the registration succeeds.',
      type: 'parallel',
      states: {
        wizard: {
          description: 'The steps, the review and the registration call.',
          initial: 'editing',
          states: {
            editing: {
              description:
                'The steps in their order; the region decides whether Company type, Disclaimer, Declaration and Survey apply. Edit on the review opens one step, and Next leads back to the review through any step the edit left incomplete.',
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
                  description: "Opens the step at the wizard's position (after Next, Back, Edit or a reload); an unknown position starts at the region.",
                  id: 'registration-routing',
                  meta: { stepOrder: { next: 'go to next step', back: 'go to previous step' } },
                  always: [
                    ...[...FORM_STEPS, 'review' as const].map((step) => ({
                      guard: { type: 'is at step' as const, params: { step } },
                      target: step,
                    })),
                    { target: 'region', actions: 'go to first step' },
                  ],
                },
                region: {
                  description: 'The region of the company: it decides the phone prefix, the registration numbers and which steps follow.',
                  exit: 'keep region',
                  on: { CHOOSE_REGION: { actions: ['choose region', 'keep region'] }, NEXT, BACK },
                },
                userInfo: uniqueFieldsStep('Name, surname, e-mail and phone; the server checks that the e-mail and phone are not taken.'),
                companyInfo: uniqueFieldsStep('Company name and the registration numbers the region asks for; the server checks that the numbers are not taken.'),
                companyAddress: {
                  description: "Street (looked up in the region's country), house number, postal code and city.",
                  initial: 'idle',
                  states: {
                    idle: { description: 'No street lookup under way.' },
                    debouncing: {
                      description: `Waits ${DEBOUNCE.addressAutocompleteMs} ms after the last typed letter before looking the street up.`,
                      after: {
                        // A street too short to look up closes the list found for an earlier one.
                        'street search debounce': [{ guard: 'street query is searchable', target: 'searching' }, { target: 'idle', actions: 'clear street suggestions' }],
                      },
                    },
                    searching: {
                      description: 'Looks the street up; the suggestions show under the field, a chosen one also fills an empty city and postal code.',
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
                  description: 'The company type, when the region offers types; the type decides whether Disclaimer and Declaration follow.',
                  on: { CHOOSE_COMPANY_TYPE: { actions: 'choose company type' }, NEXT, BACK },
                },
                disclaimer: { description: "The company type's disclaimer, when the type chosen has one.", on: { NEXT, BACK } },
                declaration: { description: "The company type's declaration, when the type chosen has one.", on: { NEXT, BACK } },
                survey: {
                  description: "The region's survey (the decor survey for decor installers), when it has questions.",
                  initial: 'intro',
                  states: {
                    intro: {
                      description: "The survey's welcome screen with its reward points; coming back to a survey answered past its first question (Back, a reload) shows that question.",
                      always: { guard: 'has previous question', target: 'question' },
                      on: { START_SURVEY: 'question', BACK },
                    },
                    question: {
                      description: 'One question at a time: Next needs an answer, Back goes to the previous question.',
                      on: {
                        PICK_ANSWER: { actions: 'pick survey answer' },
                        TYPE_ANSWER: { actions: 'type survey answer' },
                        NEXT: [
                          { guard: 'question is unanswered', actions: 'show step messages' },
                          { guard: 'has next question', actions: 'go to next survey question' },
                          { target: ROUTING, actions: 'go to next step' },
                        ],
                        BACK: [{ guard: 'has previous question', actions: 'go to previous survey question' }, { target: 'intro', actions: 'hide question message' }],
                      },
                    },
                  },
                },
                consent: { description: 'E-mail and phone consent (both optional).', on: { NEXT, BACK } },
                review: {
                  description: 'All answers with an Edit button per block, the terms tick and Register, which needs every step complete and the terms ticked.',
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
              description: 'Sends the registration. Register is not handled here, so a second press while it is sent does nothing.',
              id: 'registration-submitting',
              invoke: {
                id: 'registerCompany',
                src: 'register company',
                input: ({ context }) => registrationRequest(context.form, rulesOf(context), context.variant, context.languageId),
                onDone: {
                  target: '#registration.complete',
                  actions: { type: 'remember points earned', params: ({ event }) => ({ answer: event.output }) },
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
          description: 'Keeps the progress in session storage.',
          initial: 'idle',
          on: Object.fromEntries(
            PERSISTED_EVENTS.map((type) => [type, { target: '.scheduled', description: 'a change' }]),
          ),
          states: {
            idle: { description: 'No save due.' },
            scheduled: {
              description: `A save is due ${inSeconds(DEBOUNCE.stateSaveMs)} after the last change; every change starts the wait again.`,
              after: {
                'save debounce': { target: 'idle', actions: 'save progress' },
              },
            },
          },
        },
      },
    },
    complete: {
      description: 'Done: the registration succeeded; the progress is forgotten and the welcome points are shown.',
      type: 'final',
      entry: 'forget progress',
    },
  },
});
