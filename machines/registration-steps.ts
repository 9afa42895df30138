/**
 * The track of the registration wizard (SPEC §2 Registration wizard, §4 Registration): which
 * steps a registration walks, in which order, and when a step is complete.
 */
import { FIELD_STATE } from '../src/contract/limits';
import { agreementState, findCompanyType, offersCompanyTypes } from '../src/contract/regional-rules';
import { fieldMessages, type RegistrationField, type RegistrationForm, type RegistrationRules } from './registration-form';
import type { FieldMessage } from './wizard-messages';
import { stepMarks, type StepMark } from './wizard-stepper';

export const FORM_STEPS = [
  'region',
  'userInfo',
  'companyInfo',
  'companyAddress',
  'companyType',
  'disclaimer',
  'declaration',
  'survey',
  'consent',
] as const;
export type FormStep = (typeof FORM_STEPS)[number];
export type RegistrationStep = FormStep | 'review' | 'complete';

export const STEP_FIELDS: Readonly<Record<FormStep | 'review', readonly RegistrationField[]>> = {
  region: ['regionId'],
  userInfo: ['name', 'surname', 'email', 'phone'],
  companyInfo: ['companyName', 'registrationNumber', 'registrationNumber2'],
  companyAddress: ['street', 'houseNumber', 'postalCode', 'city'],
  companyType: ['companyTypeId'],
  disclaimer: ['disclaimerAccepted'],
  declaration: ['declarationAccepted'],
  survey: ['survey'],
  consent: [],
  review: ['termsAccepted'],
};

export function isFormStep(step: RegistrationStep): step is FormStep {
  return (FORM_STEPS as readonly string[]).includes(step);
}

/** Whether a step belongs to this registration: types, agreements and survey depend on the data. */
export function isStepOnTrack(step: RegistrationStep, form: RegistrationForm, rules: RegistrationRules): boolean {
  const companyType = findCompanyType(rules.settings, form.companyTypeId);
  switch (step) {
    case 'companyType':
      return offersCompanyTypes(rules.settings);
    case 'disclaimer':
    case 'declaration':
      return offersCompanyTypes(rules.settings) && agreementState(companyType, step) !== FIELD_STATE.disabled;
    case 'survey':
      return rules.survey.questions.length > 0;
    default:
      return true;
  }
}

/** The whole track in SPEC order; it changes with the region and the chosen company type. */
export function fullTrack(form: RegistrationForm, rules: RegistrationRules): RegistrationStep[] {
  const steps: RegistrationStep[] = [...FORM_STEPS, 'review', 'complete'];
  return steps.filter((step) => isStepOnTrack(step, form, rules));
}

/**
 * Every step this registration may walk, whichever company type it chooses: what the stepper
 * counts, so that choosing a type marks agreements skipped instead of changing the total.
 */
export function possibleTrack(form: RegistrationForm, rules: RegistrationRules): RegistrationStep[] {
  const forms = [form, ...rules.settings.company_types.map((type) => ({ ...form, companyTypeId: type.id }))];
  const steps: RegistrationStep[] = [...FORM_STEPS, 'review', 'complete'];
  return steps.filter((step) => forms.some((candidate) => isStepOnTrack(step, candidate, rules)));
}

/**
 * The stepper's marks at `step` of the whole track: every step the region may ask is counted,
 * the agreements a chosen company type does not ask are skipped.
 */
export function wholeTrackMarks(form: RegistrationForm, rules: RegistrationRules, step: RegistrationStep): StepMark[] {
  const counted = possibleTrack(form, rules).filter((candidate) => candidate !== 'complete');
  const undecided: RegistrationStep[] = form.companyTypeId === null ? ['disclaimer', 'declaration'] : [];
  return stepMarks(counted, fullTrack(form, rules), step, undecided);
}

export type RemoteErrors = Partial<Record<RegistrationField, readonly FieldMessage[]>>;

/** A step is complete when none of its fields breaks a rule or carries a server message. */
export function isStepComplete(step: FormStep | 'review', form: RegistrationForm, rules: RegistrationRules, remote: RemoteErrors): boolean {
  return STEP_FIELDS[step].every((field) => fieldMessages(form, rules, field).length === 0 && (remote[field]?.length ?? 0) === 0);
}

/** Form steps of the track that are not complete, in track order. */
export function incompleteSteps(form: RegistrationForm, rules: RegistrationRules, remote: RemoteErrors): FormStep[] {
  return fullTrack(form, rules).filter(isFormStep).filter((step) => !isStepComplete(step, form, rules, remote));
}

/** Every step complete and the terms ticked: the registration can be sent. */
export function isReadyToSubmit(form: RegistrationForm, rules: RegistrationRules, remote: RemoteErrors): boolean {
  return incompleteSteps(form, rules, remote).length === 0 && isStepComplete('review', form, rules, remote);
}

/** Editing from the review replaces the track with that step, the review and complete (SPEC §4). */
export function editTrackFor(step: FormStep): RegistrationStep[] {
  return [step, 'review', 'complete'];
}

/**
 * The edit track once the edited step is done: steps that left the whole track are dropped, and
 * steps the edit made incomplete (a new company type's disclaimer, the address after a region
 * change) are added after the current step, so the review is reached only with complete data.
 */
export function extendEditTrack(
  editTrack: readonly RegistrationStep[],
  current: RegistrationStep,
  form: RegistrationForm,
  rules: RegistrationRules,
  remote: RemoteErrors,
): RegistrationStep[] {
  const track = editTrack.filter((step) => isStepOnTrack(step, form, rules));
  const added = incompleteSteps(form, rules, remote).filter((step) => !track.includes(step));
  const at = track.indexOf(current) + 1;
  return [...track.slice(0, at), ...added, ...track.slice(at)];
}

export function stepAfter(track: readonly RegistrationStep[], step: RegistrationStep): RegistrationStep {
  const index = track.indexOf(step);
  return track[index + 1] ?? 'review';
}

export function stepBefore(track: readonly RegistrationStep[], step: RegistrationStep): RegistrationStep | null {
  const index = track.indexOf(step);
  return index > 0 ? (track[index - 1] ?? null) : null;
}

/** The first step whose fields carry messages: the review offers to jump there. */
export function firstStepWithMessages(
  track: readonly RegistrationStep[],
  messagesOf: (field: RegistrationField) => readonly FieldMessage[],
): FormStep | null {
  return track.filter(isFormStep).find((step) => STEP_FIELDS[step].some((field) => messagesOf(field).length > 0)) ?? null;
}
