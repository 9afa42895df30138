import { Trans } from '@lingui/react/macro';
import { WizardCard } from '../../../ui/core';
import type { StepFrameProps } from '../../../ui/wizard/company-steps';
import { sameMarks } from '../../../../../machines/wizard-stepper';
import { LoginActor, selectStepMarks } from '../login-actor';
import { LoginAlert } from '../LoginAlert';
import { StepActions, StepForm } from './StepActions';

/**
 * The frame of every step after the code: stepper, message, content, next (or finish) and back.
 * The main button says Finish on the last step (its last part: the survey's last question) unless
 * the step names its own label.
 */
export function OnboardingCard({ title, stepKey, children, part, submitEvent = 'NEXT', submitLabel }: StepFrameProps) {
  const { send } = LoginActor.useActorRef();
  const stepper = LoginActor.useSelector(selectStepMarks, sameMarks);
  const isLastStep = LoginActor.useSelector(({ context }) => context.stepIndex === context.steps.length - 1);
  const canGoBack = LoginActor.useSelector((snapshot) => snapshot.can({ type: 'BACK' }));
  const finishes = (part?.last ?? true) && isLastStep;
  return (
    <WizardCard title={title} stepKey={stepKey} stepper={stepper}>
      <LoginAlert />
      <StepForm onSubmit={() => send({ type: submitEvent })}>
        {children}
        <StepActions submitLabel={submitLabel ?? (finishes ? <Trans>Finish</Trans> : <Trans>Continue</Trans>)} canGoBack={canGoBack} />
      </StepForm>
    </WizardCard>
  );
}
