/**
 * What the registration wizard's named parts do (DESIGN rule 2): its API actors (provided by the
 * app, faked by tests), delays, guards and actions. The statechart that uses them by name is
 * registration-machine.ts.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { DEBOUNCE } from '../src/contract/limits';
import type { CompanyValidateAnswer, RegistrationAnswer, RegistrationRequest, StreetSuggestion } from '../src/contract/registration';
import { withCompanyType } from './company-answers';
import {
  STREET_SEARCH_MIN_CHARS,
  activeTrack,
  currentQuestion,
  fieldsToCheck,
  filledUniqueFields,
  isCurrentStepComplete,
  isFreeTextStreetOffered,
  languageRegionId,
  markUnchecked,
  rulesOf,
  settingsFor,
  stepFieldsOf,
  withoutRemote,
  type RegistrationContext,
  type RegistrationEmitted,
  type RegistrationEvent,
  type RegistrationInput,
  type RegistrationOutput,
} from './registration-context';
import { cleanTextInput, withRegion, type RegistrationField } from './registration-form';
import { progressOf } from './registration-progress';
import { UNIQUE_FIELDS, submitFailure, uniquenessMessages, type UniqueField, type UniquenessQuery } from './registration-request';
import { STEP_FIELDS, editTrackFor, extendEditTrack, fullTrack, isReadyToSubmit, isStepOnTrack, stepAfter, stepBefore, type RegistrationStep } from './registration-steps';
import { pickSurveyAnswer, surveyAnswerMessages, typeSurveyAnswer } from './survey-draft';

export interface StreetSearch {
  query: string;
  regionId: number;
  /** ISO country code of the region: the lookup is restricted to it. */
  country: string;
}

const UNIQUE_FIELD_NAMES: readonly RegistrationField[] = Object.values(UNIQUE_FIELDS);
const isUniqueField = (field: RegistrationField): field is UniqueField => UNIQUE_FIELD_NAMES.includes(field);

const notProvided = (name: string) => () => Promise.reject(new Error(`The registration actor "${name}" was not provided`));

/**
 * The company in another region: what depends on the region is asked again (the phone plan and
 * the numbers' uniqueness are per region; a company type or a looked-up street of the old one go).
 */
function movedToRegion(context: RegistrationContext, regionId: number): Partial<RegistrationContext> {
  if (regionId === context.form.regionId) return {};
  const form = withRegion(context.form, regionId, settingsFor(context, regionId));
  const recheck = filledUniqueFields(form).filter((field) => field !== 'email');
  return {
    form,
    unchecked: markUnchecked(context.unchecked, recheck),
    remoteErrors: withoutRemote(context.remoteErrors, recheck),
    streetSuggestions: [],
  };
}

export const registrationSetup = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    output: {} as RegistrationOutput,
    emitted: {} as RegistrationEmitted,
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
    'save progress': emit(({ context }) => ({ type: 'progress.save' as const, progress: progressOf(context) })),
    'forget progress': emit({ type: 'progress.forget' }),
    'choose region': assign(({ context, event }) => (event.type === 'CHOOSE_REGION' ? movedToRegion(context, event.regionId) : {})),
    /** Choosing a region, or going past its step, keeps it whatever the language. */
    'keep region': assign({ regionChosen: true }),
    'follow language region': assign(({ context, event }) =>
      event.type === 'CHANGE_LANGUAGE' ? movedToRegion(context, languageRegionId(context.hostRegionId, event.languageId)) : {}),
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
    'choose company type': assign(({ context, event }) => {
      if (event.type !== 'CHOOSE_COMPANY_TYPE') return {};
      return {
        form: withCompanyType(context.form, event.companyTypeId),
        remoteErrors: withoutRemote(context.remoteErrors, ['companyTypeId', 'disclaimerAccepted', 'declarationAccepted']),
      };
    }),
    // Its messages wait until the street is left again (or Next is pressed).
    'type street': assign(({ context, event }) => {
      if (event.type !== 'TYPE_STREET') return {};
      return {
        form: { ...context.form, street: event.value, streetChosen: false },
        remoteErrors: withoutRemote(context.remoteErrors, ['street']),
        visited: context.visited.filter((field) => field !== 'street'),
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
    'pick survey answer': assign(({ context, event }) => {
      const question = currentQuestion(context);
      if (event.type !== 'PICK_ANSWER' || !question) return {};
      return {
        form: { ...context.form, survey: pickSurveyAnswer(question, context.form.survey, event.answerId) },
        remoteErrors: withoutRemote(context.remoteErrors, ['survey']),
      };
    }),
    'type survey answer': assign(({ context, event }) => {
      const question = currentQuestion(context);
      if (event.type !== 'TYPE_ANSWER' || !question) return {};
      return {
        form: { ...context.form, survey: typeSurveyAnswer(question, context.form.survey, event.value) },
        remoteErrors: withoutRemote(context.remoteErrors, ['survey']),
      };
    }),
    // A question's "answer required" shows after its own Next, not on the next question.
    'go to next survey question': assign(({ context }) => ({
      surveyQuestionIndex: context.surveyQuestionIndex + 1,
      visited: context.visited.filter((field) => field !== 'survey'),
    })),
    'go to previous survey question': assign(({ context }) => ({
      surveyQuestionIndex: context.surveyQuestionIndex - 1,
      visited: context.visited.filter((field) => field !== 'survey'),
    })),
    // Back on the welcome, the first question's message waits for its Next again.
    'hide question message': assign(({ context }) => ({ visited: context.visited.filter((field) => field !== 'survey') })),
    'show submit failure': assign(({ context }, params: { error: unknown }) => {
      const failure = submitFailure(params.error);
      return {
        remoteErrors: { ...context.remoteErrors, ...failure.fieldErrors },
        submitMessages: failure.messages,
      };
    }),
    'forget submit failure': assign({ submitMessages: [] }),
    'remember points earned': assign((_, params: { answer: RegistrationAnswer }) => ({ welcomePoints: params.answer.welcome_points, surveyPoints: params.answer.survey_points })),
  },
  guards: {
    'is at step': ({ context }, params: { step: RegistrationStep }) =>
      context.step === params.step && isStepOnTrack(params.step, context.form, rulesOf(context)),
    'current step is incomplete': ({ context }) => !isCurrentStepComplete(context),
    'has previous step': ({ context }) => stepBefore(activeTrack(context), context.step) !== null,
    'changes a checked field': ({ event }) => event.type === 'CHANGE' && isUniqueField(event.field),
    'has fields to check': ({ context }) => fieldsToCheck(context).length > 0,
    'streets are looked up': ({ context }) => context.streetLookup,
    'region follows the language': ({ context }) => !context.regionChosen,
    'street query is searchable': ({ context }) => context.form.street.trim().length >= STREET_SEARCH_MIN_CHARS,
    'typed street may be used as is': ({ context }) => isFreeTextStreetOffered(context),
    'question is unanswered': ({ context }) => {
      const question = currentQuestion(context);
      return !question || surveyAnswerMessages(question, context.form.survey).length > 0;
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
