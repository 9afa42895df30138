import { assign, fromPromise, setup, type DoneActorEvent } from 'xstate';
import type { Config, RegionalSettings } from '../src/contract/config';
import { DEBOUNCE } from '../src/contract/limits';
import { regionById } from '../src/contract/regions';
import type { CompanyValidateAnswer, RegistrationAnswer, RegistrationRequest, StreetSuggestion } from '../src/contract/registration';
import type { Survey, SurveyQuestion } from '../src/contract/survey';
import { pickSurveyAnswer } from './login-steps';
import {
  NO_REGIONAL_SETTINGS,
  cleanTextInput,
  emptyForm,
  fieldMessages,
  questionMessages,
  withCompanyType,
  withRegion,
  type RegistrationField,
  type RegistrationForm,
  type RegistrationRules,
  type TextField,
  type TickField,
} from './registration-form';
import { mergeMessages, type FieldMessage } from './registration-messages';
import { progressOf, restoreProgress, type RegistrationProgress } from './registration-progress';
import {
  UNIQUE_FIELDS,
  checkableFields,
  registrationRequest,
  submitFailure,
  uniquenessMessages,
  uniquenessQuery,
  type RegistrationVariant,
  type UniqueField,
  type UniquenessQuery,
} from './registration-request';
import {
  FORM_STEPS,
  STEP_FIELDS,
  editTrackFor,
  extendEditTrack,
  firstStepWithMessages,
  fullTrack,
  isReadyToSubmit,
  isStepComplete,
  isStepOnTrack,
  stepAfter,
  stepBefore,
  type FormStep,
  type RegistrationStep,
  type RemoteErrors,
} from './registration-steps';

/**
 * The registration wizard of SPEC §2 and §4 (company and decor-installer variants): its track
 * of steps, per-field rules, uniqueness checks, street lookup, progress kept across reloads, and
 * the registration itself. The app provides the API actors and the storage actions.
 */
export interface RegistrationInput {
  variant: RegistrationVariant;
  /** The region the host suggests (regionFromHost: its suffix, else Poland). */
  defaultRegionId: number;
  /** `?invite=` of the page, kept in the hidden invite field. */
  invite: string | null;
  /** The interface language's id: the new installer's language. */
  languageId: number;
  /** regional_settings of the public config, by region slug. */
  regionalSettings: Config['regional_settings'];
  /** The company survey, or the decor survey for the decor variant. */
  survey: Survey;
  /** What session storage held under REGISTRATION_PROGRESS_KEY, unparsed. */
  saved: unknown;
}

export interface RegistrationContext {
  variant: RegistrationVariant;
  languageId: number;
  regionalSettings: Config['regional_settings'];
  survey: Survey;
  form: RegistrationForm;
  /** The step shown (or, while routing, the step to show). */
  step: RegistrationStep;
  /** While editing from the review: the track that replaces the whole one (SPEC §4). */
  editTrack: RegistrationStep[] | null;
  surveyQuestionIndex: number;
  /** Fields whose rule messages show: left once, or their step's Next was pressed. */
  visited: RegistrationField[];
  /** Messages from the server (uniqueness, a refused registration), until the field changes. */
  remoteErrors: RemoteErrors;
  /** Messages of a refused registration that belong to no field. */
  submitMessages: FieldMessage[];
  /** Unique fields changed since they were last checked with the server. */
  unchecked: UniqueField[];
  streetSuggestions: StreetSuggestion[];
  welcomePoints: number;
}

export type RegistrationEvent =
  | { type: 'SELECT_REGION'; regionId: number }
  | { type: 'CHANGE'; field: TextField; value: string }
  | { type: 'BLUR'; field: RegistrationField }
  | { type: 'TYPE_STREET'; value: string }
  | { type: 'CHOOSE_STREET'; suggestion: StreetSuggestion }
  /** Takes the typed street as it is (offered after FREE_TEXT_STREET_AFTER_CHARS characters). */
  | { type: 'USE_TYPED_STREET' }
  | { type: 'SELECT_COMPANY_TYPE'; companyTypeId: number }
  | { type: 'TICK'; field: TickField; checked: boolean }
  | { type: 'START_SURVEY' }
  | { type: 'PICK_ANSWER'; answerId: string }
  | { type: 'TYPE_ANSWER'; value: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'EDIT'; step: FormStep }
  | { type: 'SUBMIT' }
  | { type: 'CHANGE_LANGUAGE'; languageId: number };

export interface RegistrationOutput {
  welcomePoints: number;
}

export interface StreetSearch {
  query: string;
  regionId: number;
  /** ISO country code of the region: the lookup is restricted to it. */
  country: string;
}

/** Free text is offered once the typed street is longer than this (SPEC §9). */
export const FREE_TEXT_STREET_AFTER_CHARS = 5;
/** Streets are looked up from this many typed characters. */
export const STREET_SEARCH_MIN_CHARS = 3;

const UNIQUE_FIELD_NAMES: readonly RegistrationField[] = Object.values(UNIQUE_FIELDS);
const isUniqueField = (field: RegistrationField): field is UniqueField => UNIQUE_FIELD_NAMES.includes(field);

// ---------------------------------------------------------------------------------------------
// Reading the context (the views use these too)

export function settingsOf(context: Pick<RegistrationContext, 'regionalSettings' | 'form'>): RegionalSettings {
  const slug = regionById(context.form.regionId)?.slug ?? '';
  return context.regionalSettings[slug] ?? NO_REGIONAL_SETTINGS;
}

export function rulesOf(context: RegistrationContext): RegistrationRules {
  return { settings: settingsOf(context), survey: context.survey };
}

/** The track walked now: the edit track while editing from the review, else the whole track. */
export function activeTrack(context: RegistrationContext): RegistrationStep[] {
  return context.editTrack ?? fullTrack(context.form, rulesOf(context));
}

/** "Step n of m" for the wizard's heading (complete is not counted). */
export function stepProgress(context: RegistrationContext): { number: number; count: number } {
  const track = activeTrack(context).filter((step) => step !== 'complete');
  return { number: track.findIndex((step) => step === context.step) + 1, count: track.length };
}

/** What shows under a field: its rule messages once visited, and the server's messages. */
export function messagesOf(context: RegistrationContext, field: RegistrationField): FieldMessage[] {
  const rules = context.visited.includes(field) ? fieldMessages(context.form, rulesOf(context), field) : [];
  return mergeMessages(rules, context.remoteErrors[field] ?? []);
}

export function currentQuestion(context: RegistrationContext): SurveyQuestion | undefined {
  return context.survey.questions[context.surveyQuestionIndex];
}

/** The current question's message once Next was pressed without an answer. */
export function questionMessagesOf(context: RegistrationContext): FieldMessage[] {
  const question = currentQuestion(context);
  return question && context.visited.includes('survey') ? questionMessages(question, context.form.survey) : [];
}

export function isFreeTextStreetOffered(context: RegistrationContext): boolean {
  return !context.form.streetChosen && context.form.street.trim().length > FREE_TEXT_STREET_AFTER_CHARS;
}

/** The first step with messages, for the review's "go to the error" (SPEC §5 server field lists). */
export function firstStepWithErrors(context: RegistrationContext): FormStep | null {
  return firstStepWithMessages(fullTrack(context.form, rulesOf(context)), (field) => messagesOf(context, field));
}

function stepFieldsOf(context: RegistrationContext): readonly RegistrationField[] {
  return context.step === 'complete' ? [] : STEP_FIELDS[context.step];
}

function isCurrentStepComplete(context: RegistrationContext): boolean {
  return context.step === 'complete' || isStepComplete(context.step, context.form, rulesOf(context), context.remoteErrors);
}

function fieldsToCheck(context: RegistrationContext): UniqueField[] {
  const onStep = context.unchecked.filter((field) => stepFieldsOf(context).includes(field));
  return checkableFields(context.form, rulesOf(context), onStep);
}

function withoutRemote(remote: RemoteErrors, fields: readonly string[]): RemoteErrors {
  return Object.fromEntries(Object.entries(remote).filter(([field]) => !fields.includes(field)));
}

function markUnchecked(unchecked: readonly UniqueField[], fields: readonly UniqueField[]): UniqueField[] {
  return [...new Set([...unchecked, ...fields])];
}

/** Unique fields holding a value: after a reload or a region change they are checked again. */
function filledUniqueFields(form: RegistrationForm): UniqueField[] {
  return Object.values(UNIQUE_FIELDS).filter((field) => form[field].trim() !== '');
}

const notProvided = (name: string) => () => Promise.reject(new Error(`The registration actor "${name}" was not provided`));

// ---------------------------------------------------------------------------------------------

const machineSetup = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as RegistrationOutput,
  },
  actors: {
    /** GET v2/company/validate */
    'validate fields': fromPromise<CompanyValidateAnswer, UniquenessQuery>(notProvided('validate fields')),
    /** The places provider, restricted to streets ("routes") of the region's country. */
    'search streets': fromPromise<StreetSuggestion[], StreetSearch>(notProvided('search streets')),
    /** POST v2/company/register */
    'register company': fromPromise<RegistrationAnswer, RegistrationRequest>(notProvided('register company')),
  },
  actions: {
    /** Writes the progress to session storage under REGISTRATION_PROGRESS_KEY. */
    'save progress': (_, _progress: RegistrationProgress) => {},
    /** Removes the stored progress (registration succeeded). */
    'clear progress': () => {},
    'select region': assign(({ context, event }) => {
      if (event.type !== 'SELECT_REGION' || event.regionId === context.form.regionId) return {};
      const slug = regionById(event.regionId)?.slug ?? '';
      const form = withRegion(context.form, event.regionId, context.regionalSettings[slug] ?? NO_REGIONAL_SETTINGS);
      // Phone plan and number uniqueness are per region: ask again for what is filled in.
      const recheck = filledUniqueFields(form).filter((field) => field !== 'email');
      return {
        form,
        unchecked: markUnchecked(context.unchecked, recheck),
        remoteErrors: withoutRemote(context.remoteErrors, recheck),
        streetSuggestions: [],
      };
    }),
    'set text field': assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const value = cleanTextInput(event.field, event.value);
      return {
        form: { ...context.form, [event.field]: value },
        remoteErrors: withoutRemote(context.remoteErrors, [event.field]),
      };
    }),
    'mark field unchecked': assign(({ context, event }) => {
      if (event.type !== 'CHANGE' || !isUniqueField(event.field)) return {};
      return { unchecked: markUnchecked(context.unchecked, [event.field]) };
    }),
    'mark field visited': assign(({ context, event }) => {
      if (event.type !== 'BLUR' || context.visited.includes(event.field)) return {};
      return { visited: [...context.visited, event.field] };
    }),
    'set tick': assign(({ context, event }) => {
      if (event.type !== 'TICK') return {};
      return {
        form: { ...context.form, [event.field]: event.checked },
        remoteErrors: withoutRemote(context.remoteErrors, [event.field]),
      };
    }),
    'set language': assign({
      languageId: ({ context, event }) => (event.type === 'CHANGE_LANGUAGE' ? event.languageId : context.languageId),
    }),
    'select company type': assign(({ context, event }) => {
      if (event.type !== 'SELECT_COMPANY_TYPE') return {};
      return {
        form: withCompanyType(context.form, event.companyTypeId),
        remoteErrors: withoutRemote(context.remoteErrors, ['companyTypeId', 'disclaimerAccepted', 'declarationAccepted']),
      };
    }),
    'type street': assign(({ context, event }) => {
      if (event.type !== 'TYPE_STREET') return {};
      return {
        form: { ...context.form, street: event.value, streetChosen: false },
        remoteErrors: withoutRemote(context.remoteErrors, ['street']),
      };
    }),
    /** Takes the street, and the city and postal code where the field is still empty. */
    'choose street': assign(({ context, event }) => {
      if (event.type !== 'CHOOSE_STREET') return {};
      const { street, city, postal_code } = event.suggestion;
      const { form } = context;
      return {
        form: {
          ...form,
          street,
          streetChosen: true,
          city: form.city.trim() === '' && city ? city : form.city,
          postalCode: form.postalCode.trim() === '' && postal_code ? postal_code : form.postalCode,
        },
        streetSuggestions: [],
        remoteErrors: withoutRemote(context.remoteErrors, ['street']),
      };
    }),
    'use typed street': assign(({ context }) => ({
      form: { ...context.form, street: context.form.street.trim(), streetChosen: true },
      streetSuggestions: [],
    })),
    'show street suggestions': assign({ streetSuggestions: (_, params: { suggestions: StreetSuggestion[] }) => params.suggestions }),
    'clear street suggestions': assign({ streetSuggestions: [] }),
    'apply uniqueness answer': assign(({ context }, params: { query: UniquenessQuery; answer: CompanyValidateAnswer }) => {
      const answered = uniquenessMessages(params.query, params.answer);
      const checked = Object.keys(answered) as UniqueField[];
      return {
        remoteErrors: { ...withoutRemote(context.remoteErrors, checked), ...answered },
        unchecked: context.unchecked.filter((field) => !checked.includes(field)),
      };
    }),
    'show step messages': assign(({ context }) => ({
      visited: [...new Set([...context.visited, ...stepFieldsOf(context)])],
    })),
    'show all messages': assign(({ context }) => ({
      visited: [...new Set([...context.visited, ...Object.values(STEP_FIELDS).flat()])],
    })),
    'go to next step': assign(({ context }) => {
      if (!context.editTrack) return { step: stepAfter(fullTrack(context.form, rulesOf(context)), context.step) };
      const track = extendEditTrack(context.editTrack, context.step, context.form, rulesOf(context), context.remoteErrors);
      const step = stepAfter(track, context.step);
      // Back at the review the whole track applies again.
      return { step, editTrack: step === 'review' ? null : track };
    }),
    'go to previous step': assign(({ context }) => ({
      step: stepBefore(activeTrack(context), context.step) ?? context.step,
    })),
    'go to first step': assign({ step: 'region', editTrack: null }),
    'start editing': assign(({ event }) => {
      if (event.type !== 'EDIT') return {};
      return { step: event.step, editTrack: editTrackFor(event.step), surveyQuestionIndex: 0 };
    }),
    'pick answer': assign(({ context, event }) => {
      const question = currentQuestion(context);
      if (event.type !== 'PICK_ANSWER' || !question) return {};
      return {
        form: { ...context.form, survey: pickSurveyAnswer(question, context.form.survey, event.answerId) },
        remoteErrors: withoutRemote(context.remoteErrors, ['survey']),
      };
    }),
    'type answer': assign(({ context, event }) => {
      const question = currentQuestion(context);
      if (event.type !== 'TYPE_ANSWER' || question?.type !== 'number') return {};
      return {
        form: { ...context.form, survey: { ...context.form.survey, [question.id]: event.value } },
        remoteErrors: withoutRemote(context.remoteErrors, ['survey']),
      };
    }),
    // A question's "answer required" shows after its own Next, not on the next question.
    'go to next question': assign(({ context }) => ({
      surveyQuestionIndex: context.surveyQuestionIndex + 1,
      visited: context.visited.filter((field) => field !== 'survey'),
    })),
    'go to previous question': assign(({ context }) => ({
      surveyQuestionIndex: context.surveyQuestionIndex - 1,
      visited: context.visited.filter((field) => field !== 'survey'),
    })),
    'show submit failure': assign(({ context }, params: { error: unknown }) => {
      const failure = submitFailure(params.error);
      return {
        remoteErrors: { ...context.remoteErrors, ...failure.fieldErrors },
        submitMessages: failure.messages,
      };
    }),
    'forget submit failure': assign({ submitMessages: [] }),
    'remember welcome points': assign({ welcomePoints: (_, params: { answer: RegistrationAnswer }) => params.answer.welcome_points }),
  },
  guards: {
    'is at step': ({ context }, params: { step: RegistrationStep }) =>
      context.step === params.step && isStepOnTrack(params.step, context.form, rulesOf(context)),
    'current step is incomplete': ({ context }) => !isCurrentStepComplete(context),
    'has previous step': ({ context }) => stepBefore(activeTrack(context), context.step) !== null,
    'changes a checked field': ({ event }) => event.type === 'CHANGE' && isUniqueField(event.field),
    'has fields to check': ({ context }) => fieldsToCheck(context).length > 0,
    'street query is searchable': ({ context }) => context.form.street.trim().length >= STREET_SEARCH_MIN_CHARS,
    'typed street may be used as is': ({ context }) => isFreeTextStreetOffered(context),
    'question is unanswered': ({ context }) => {
      const question = currentQuestion(context);
      return !question || questionMessages(question, context.form.survey).length > 0;
    },
    'has next question': ({ context }) => context.surveyQuestionIndex < context.survey.questions.length - 1,
    'has previous question': ({ context }) => context.surveyQuestionIndex > 0,
    'step can be edited': ({ context, event }) =>
      event.type === 'EDIT' && fullTrack(context.form, rulesOf(context)).includes(event.step),
    'ready to submit': ({ context }) => isReadyToSubmit(context.form, rulesOf(context), context.remoteErrors),
  },
  delays: {
    'validation debounce': DEBOUNCE.validationMs,
    'street search debounce': DEBOUNCE.addressAutocompleteMs,
    'save debounce': DEBOUNCE.stateSaveMs,
  },
});

const ROUTING = '#registration-routing';

/** Next checks the step's fields first; Back follows the active track. */
const NEXT = [
  { guard: 'current step is incomplete', actions: 'show step messages' },
  { target: ROUTING, actions: 'go to next step' },
] as const;
const BACK = { guard: 'has previous step', target: ROUTING, actions: 'go to previous step' } as const;

/** Events that change what is kept across reloads. */
const PERSISTED_EVENTS = [
  'SELECT_REGION', 'CHANGE', 'TYPE_STREET', 'CHOOSE_STREET', 'USE_TYPED_STREET', 'SELECT_COMPANY_TYPE', 'TICK',
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

export const registrationMachine = machineSetup.createMachine({
  id: 'registration',
  context: ({ input }) => {
    const saved = restoreProgress(input.saved, input.variant);
    const form = saved
      ? { ...saved.form, invite: input.invite ?? saved.form.invite }
      : emptyForm(input.defaultRegionId, input.invite);
    return {
      variant: input.variant,
      languageId: input.languageId,
      regionalSettings: input.regionalSettings,
      survey: input.survey,
      form,
      step: saved?.step ?? 'region',
      editTrack: saved?.editTrack ?? null,
      surveyQuestionIndex: Math.min(saved?.surveyQuestionIndex ?? 0, Math.max(0, input.survey.questions.length - 1)),
      visited: [],
      remoteErrors: {},
      submitMessages: [],
      unchecked: filledUniqueFields(form),
      streetSuggestions: [],
      welcomePoints: 0,
    };
  },
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
                CHANGE_LANGUAGE: { actions: 'set language' },
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
                  on: { SELECT_REGION: { actions: 'select region' }, NEXT, BACK },
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
                    TYPE_STREET: { target: '.debouncing', actions: 'type street' },
                    CHOOSE_STREET: { target: '.idle', actions: 'choose street' },
                    USE_TYPED_STREET: { guard: 'typed street may be used as is', target: '.idle', actions: 'use typed street' },
                    NEXT,
                    BACK,
                  },
                },
                companyType: {
                  on: { SELECT_COMPANY_TYPE: { actions: 'select company type' }, NEXT, BACK },
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
                        PICK_ANSWER: { actions: 'pick answer' },
                        TYPE_ANSWER: { actions: 'type answer' },
                        NEXT: [
                          { guard: 'question is unanswered', actions: 'show step messages' },
                          { guard: 'has next question', actions: 'go to next question' },
                          { target: ROUTING, actions: 'go to next step' },
                        ],
                        BACK: [{ guard: 'has previous question', actions: 'go to previous question' }, { target: 'intro' }],
                      },
                    },
                  },
                },
                userConsent: { on: { NEXT, BACK } },
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
                'save debounce': { target: 'idle', actions: { type: 'save progress', params: ({ context }) => progressOf(context) } },
              },
            },
          },
        },
      },
    },
    complete: {
      type: 'final',
      entry: 'clear progress',
    },
  },
});
