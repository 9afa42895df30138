import { Trans } from '@lingui/react/macro';
import { activeTrack, returnsToReview, stepMarksOf } from '../../../../../machines/registration-context';
import { stepBefore } from '../../../../../machines/registration-steps';
import { sameMarks } from '../../../../../machines/wizard-stepper';
import { Button, WizardCard } from '../../../ui';
import type { StepFrameProps } from '../../../ui/wizard/company-steps';
import { RegistrationActor, type RegistrationSnapshot } from '../registration-actor';

interface StepCardProps extends Omit<StepFrameProps, 'submitEvent'> {
  /** The event the main button sends (its label: Continue, or Back to review while a step is edited from it, unless given). */
  submitEvent?: StepFrameProps['submitEvent'] | 'SUBMIT';
  busy?: boolean;
}

const selectHasPreviousStep = (snapshot: RegistrationSnapshot) =>
  stepBefore(activeTrack(snapshot.context), snapshot.context.step) !== null;

/**
 * The frame of every step: the stepper ("Step n of m"), the step's form, the main button and Back. When the
 * machine keeps the step (a rule is broken), focus moves to the first field showing a message. Back is offered
 * when the track has a step before this one, and always within a step's parts (a survey question).
 */
export function StepCard({ title, stepKey, children, submitLabel, submitEvent = 'NEXT', busy = false, part }: StepCardProps) {
  const actor = RegistrationActor.useActorRef();
  const stepper = RegistrationActor.useSelector((snapshot) => stepMarksOf(snapshot.context), sameMarks);
  const hasPreviousStep = RegistrationActor.useSelector(selectHasPreviousStep);
  const backToReview = RegistrationActor.useSelector((snapshot) => returnsToReview(snapshot.context));
  const offersBack = part !== undefined || hasPreviousStep;
  return (
    <WizardCard title={title} stepKey={stepKey} stepper={stepper}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          const stepBeforeSubmit = actor.getSnapshot().context.step;
          actor.send({ type: submitEvent });
          if (actor.getSnapshot().context.step === stepBeforeSubmit) focusFirstInvalid(form);
        }}
      >
        {children}
        <div className="wizard-actions">
          <Button type="submit" block loading={busy}>
            {submitLabel ?? (backToReview ? <Trans>Back to review</Trans> : <Trans>Continue</Trans>)}
          </Button>
          {offersBack ? (
            <Button variant="secondary" block disabled={busy} onClick={() => actor.send({ type: 'BACK' })}>
              <Trans>Back</Trans>
            </Button>
          ) : null}
        </div>
      </form>
    </WizardCard>
  );
}

/** Moves focus to the first control marked invalid once React has shown the messages. */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('input[aria-invalid="true"], select[aria-invalid="true"], fieldset[aria-invalid="true"] input')?.focus();
  });
}
