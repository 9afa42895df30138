/**
 * The registration wizard's input, context, events and output, and what the machine and the
 * views read from the context (selectors): the region's settings, the track walked, each field's
 * messages, the survey question, and the uniqueness bookkeeping.
 */
import type { Config, RegionalSettings } from '../src/contract/config';
import { languageById } from '../src/contract/languages';
import { defaultRegionId, regionById } from '../src/contract/regions';
import type { StreetSuggestion } from '../src/contract/registration';
import type { Survey, SurveyQuestion } from '../src/contract/survey';
import {
  NO_REGIONAL_SETTINGS,
  emptyForm,
  fieldMessages,
  type RegistrationField,
  type RegistrationForm,
  type RegistrationRules,
  type TextField,
  type TickField,
} from './registration-form';
import { restoreProgress, type RegistrationProgress } from './registration-progress';
import { UNIQUE_FIELDS, checkableFields, mergeMessages, type RegistrationVariant, type UniqueField } from './registration-request';
import {
  STEP_FIELDS,
  extendEditTrack,
  firstStepWithMessages,
  fullTrack,
  isStepComplete,
  stepAfter,
  wholeTrackMarks,
  type FormStep,
  type RegistrationStep,
  type RemoteErrors,
} from './registration-steps';
import { surveyAnswerMessages } from './survey-draft';
import type { ProgressEmitted } from './wizard-progress';
import type { FieldMessage } from './wizard-messages';
import type { StepMark } from './wizard-stepper';

export interface RegistrationInput {
  variant: RegistrationVariant;
  /** The club region the host's suffix names (regionFromHost), if any: it comes before the language's. */
  hostRegionId: number | null;
  /** `?invite=` of the page, kept in the hidden invite field. */
  invite: string | null;
  /** The interface language's id: the new installer's language. */
  languageId: number;
  /** regional_settings of the public config, by region slug. */
  regionalSettings: Config['regional_settings'];
  /** The company survey, or the decor survey for the decor variant. */
  survey: Survey;
  /** Whether streets are looked up (the config's street_lookup). */
  streetLookup: boolean;
  /** What session storage held under REGISTRATION_PROGRESS_KEY, unread (see wizard-progress.ts). */
  saved: unknown;
}

export interface RegistrationContext {
  variant: RegistrationVariant;
  hostRegionId: number | null;
  languageId: number;
  regionalSettings: Config['regional_settings'];
  survey: Survey;
  streetLookup: boolean;
  form: RegistrationForm;
  /**
   * The person chose the region or went past its step; until then it follows the interface
   * language (defaultRegionId).
   */
  regionChosen: boolean;
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
  /** What registering credited (the server's answer), for the complete step. */
  welcomePoints: number;
  surveyPoints: number;
}

export type RegistrationEvent =
  | { type: 'CHOOSE_REGION'; regionId: number }
  | { type: 'CHANGE'; field: TextField; value: string }
  | { type: 'BLUR'; field: RegistrationField }
  | { type: 'TYPE_STREET'; value: string }
  | { type: 'CHOOSE_STREET'; suggestion: StreetSuggestion }
  /** Takes the typed street as it is (offered after FREE_TEXT_STREET_AFTER_CHARS characters). */
  | { type: 'USE_TYPED_STREET' }
  | { type: 'CHOOSE_COMPANY_TYPE'; companyTypeId: number }
  | { type: 'TICK'; field: TickField; checked: boolean }
  | { type: 'START_SURVEY' }
  | { type: 'PICK_ANSWER'; answerId: string }
  | { type: 'TYPE_ANSWER'; value: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'EDIT'; step: FormStep }
  | { type: 'SUBMIT' }
  /** The interface language changed: the new installer's language, and the region while it is untouched. */
  | { type: 'CHANGE_LANGUAGE'; languageId: number };

export type RegistrationEmitted = ProgressEmitted<RegistrationProgress>;

export interface RegistrationOutput {
  welcomePoints: number;
}

/** Free text is offered once the typed street is longer than this (SPEC §9). */
export const FREE_TEXT_STREET_AFTER_CHARS = 5;
/** Streets are looked up from this many typed characters. */
export const STREET_SEARCH_MIN_CHARS = 3;

/** Unique fields holding a value: after a reload or a region change they are checked again. */
export function filledUniqueFields(form: RegistrationForm): UniqueField[] {
  return Object.values(UNIQUE_FIELDS).filter((field) => form[field].trim() !== '');
}

/** The region the registration starts with: the host's, else the language's, else Poland. */
export function languageRegionId(hostRegionId: number | null, languageId: number): number {
  return defaultRegionId(hostRegionId, languageById(languageId)?.code ?? '');
}

export function initialContext(input: RegistrationInput): RegistrationContext {
  const saved = restoreProgress(input.saved, input.variant);
  const form = saved
    ? { ...saved.form, invite: input.invite ?? saved.form.invite }
    : emptyForm(languageRegionId(input.hostRegionId, input.languageId), input.invite);
  return {
    variant: input.variant,
    hostRegionId: input.hostRegionId,
    languageId: input.languageId,
    regionalSettings: input.regionalSettings,
    survey: input.survey,
    streetLookup: input.streetLookup,
    form,
    regionChosen: saved?.regionChosen ?? false,
    step: saved?.step ?? 'region',
    editTrack: saved?.editTrack ?? null,
    surveyQuestionIndex: Math.min(saved?.surveyQuestionIndex ?? 0, Math.max(0, input.survey.questions.length - 1)),
    visited: [],
    remoteErrors: {},
    submitMessages: [],
    unchecked: filledUniqueFields(form),
    streetSuggestions: [],
    welcomePoints: 0,
    surveyPoints: 0,
  };
}

export function settingsFor(context: Pick<RegistrationContext, 'regionalSettings'>, regionId: number): RegionalSettings {
  return context.regionalSettings[regionById(regionId)?.slug ?? ''] ?? NO_REGIONAL_SETTINGS;
}

export function settingsOf(context: Pick<RegistrationContext, 'regionalSettings' | 'form'>): RegionalSettings {
  return settingsFor(context, context.form.regionId);
}

export function rulesOf(context: RegistrationContext): RegistrationRules {
  return { settings: settingsOf(context), survey: context.survey, streetLookup: context.streetLookup };
}

/** The track walked now: the edit track while editing from the review, else the whole track. */
export function activeTrack(context: RegistrationContext): RegistrationStep[] {
  return context.editTrack ?? fullTrack(context.form, rulesOf(context));
}

/**
 * The stepper's marks (complete is not counted): every step the region may ask, the agreements
 * a chosen company type does not ask marked skipped; a step edited from the review keeps its
 * place on this whole track.
 */
export function stepMarksOf(context: RegistrationContext): StepMark[] {
  return wholeTrackMarks(context.form, rulesOf(context), context.step);
}

/**
 * While a step is edited from the review, whether Next leads back to it (no step the edit made
 * incomplete is left to walk): the step's main button then says so.
 */
export function returnsToReview(context: RegistrationContext): boolean {
  if (!context.editTrack || context.step === 'review' || context.step === 'complete') return false;
  const track = extendEditTrack(context.editTrack, context.step, context.form, rulesOf(context), context.remoteErrors);
  return stepAfter(track, context.step) === 'review';
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
  return question && context.visited.includes('survey') ? surveyAnswerMessages(question, context.form.survey) : [];
}

/** Where streets are looked up, the typed street is offered once it is long enough (SPEC §9). */
export function isFreeTextStreetOffered(context: RegistrationContext): boolean {
  return context.streetLookup && !context.form.streetChosen && context.form.street.trim().length > FREE_TEXT_STREET_AFTER_CHARS;
}

/** The first step with messages, for the review's "go to the error" (SPEC §5 server field lists). */
export function firstStepWithErrors(context: RegistrationContext): FormStep | null {
  return firstStepWithMessages(fullTrack(context.form, rulesOf(context)), (field) => messagesOf(context, field));
}

export function stepFieldsOf(context: RegistrationContext): readonly RegistrationField[] {
  return context.step === 'complete' ? [] : STEP_FIELDS[context.step];
}

export function isCurrentStepComplete(context: RegistrationContext): boolean {
  return context.step === 'complete' || isStepComplete(context.step, context.form, rulesOf(context), context.remoteErrors);
}

/** Unique fields of the step that changed since their last check and pass their own rules. */
export function fieldsToCheck(context: RegistrationContext): UniqueField[] {
  const onStep = context.unchecked.filter((field) => stepFieldsOf(context).includes(field));
  return checkableFields(context.form, rulesOf(context), onStep);
}

export function withoutRemote(remote: RemoteErrors, fields: readonly string[]): RemoteErrors {
  return Object.fromEntries(Object.entries(remote).filter(([field]) => !fields.includes(field)));
}

export function markUnchecked(unchecked: readonly UniqueField[], fields: readonly UniqueField[]): UniqueField[] {
  return [...new Set([...unchecked, ...fields])];
}
