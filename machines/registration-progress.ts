/**
 * What of the registration wizard survives a reload (SPEC §2: kept in session storage, saved
 * with a 1 s debounce, cleared on success), and how it is read back.
 */
import * as v from 'valibot';
import { CompanyAnswersSchema } from './company-answers';
import type { RegistrationForm } from './registration-form';
import type { RegistrationVariant } from './registration-request';
import { FORM_STEPS, type RegistrationStep } from './registration-steps';

export const REGISTRATION_PROGRESS_KEY = 'registration';
/** 2: the consent step is called "consent", as in the login wizard. */
const PROGRESS_VERSION = 2;

/** Steps a reload can resume at; submitting and complete are never stored. */
const ResumableStep = v.picklist([...FORM_STEPS, 'review']);

const Form = v.object({
  ...CompanyAnswersSchema.entries,
  regionId: v.number(),
  name: v.string(),
  surname: v.string(),
  email: v.string(),
  phone: v.string(),
  invite: v.nullable(v.string()),
  companyName: v.string(),
  street: v.string(),
  streetChosen: v.boolean(),
  houseNumber: v.string(),
  postalCode: v.string(),
  city: v.string(),
  termsAccepted: v.boolean(),
}) satisfies v.GenericSchema<RegistrationForm>;

const StoredProgress = v.object({
  version: v.literal(PROGRESS_VERSION),
  variant: v.picklist(['company', 'decor']),
  step: ResumableStep,
  editTrack: v.nullable(v.array(v.picklist([...FORM_STEPS, 'review', 'complete']))),
  surveyQuestionIndex: v.pipe(v.number(), v.integer(), v.minValue(0)),
  form: Form,
  /** Progress saved before the region followed the language kept the region it had. */
  regionChosen: v.optional(v.boolean(), true),
});
export type RegistrationProgress = v.InferOutput<typeof StoredProgress>;

export interface ProgressSource {
  variant: RegistrationVariant;
  step: RegistrationStep;
  editTrack: RegistrationStep[] | null;
  surveyQuestionIndex: number;
  form: RegistrationForm;
  regionChosen: boolean;
}

/** The progress to store; a wizard being submitted is stored at its review. */
export function progressOf(source: ProgressSource): RegistrationProgress {
  const step = source.step === 'complete' ? 'review' : source.step;
  return {
    version: PROGRESS_VERSION,
    variant: source.variant,
    step,
    editTrack: source.editTrack,
    surveyQuestionIndex: source.surveyQuestionIndex,
    form: source.form,
    regionChosen: source.regionChosen,
  };
}

/** Progress read back from storage for this variant, or null when there is none usable. */
export function restoreProgress(stored: unknown, variant: RegistrationVariant): RegistrationProgress | null {
  const parsed = v.safeParse(StoredProgress, stored);
  return parsed.success && parsed.output.variant === variant ? parsed.output : null;
}
