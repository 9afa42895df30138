import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { WizardCard } from '../../../ui/core';
import { sameMarks } from '../../../../../machines/wizard-stepper';
import { LoginActor, selectStepMarks } from '../login-actor';
import { LoginAlert } from '../LoginAlert';
import { StepActions, StepForm } from './StepActions';

interface OnboardingCardProps {
  title: ReactNode;
  stepKey: string;
  children: ReactNode;
  /** The survey walks its questions first; only its last question finishes the step. */
  isLastPart?: boolean;
  /** The event the main button sends: Next, or the start of the survey after its welcome screen. */
  submitEvent?: 'NEXT' | 'START_SURVEY';
  /** Label of the main button (by default Continue, or Finish on the last step). */
  submitLabel?: ReactNode;
}

/** The frame of every step after the code: stepper, message, content, next (or finish) and back. */
export function OnboardingCard({ title, stepKey, children, isLastPart = true, submitEvent = 'NEXT', submitLabel }: OnboardingCardProps) {
  const { send } = LoginActor.useActorRef();
  const stepper = LoginActor.useSelector(selectStepMarks, sameMarks);
  const isLastStep = LoginActor.useSelector(({ context }) => context.stepIndex === context.steps.length - 1);
  const canGoBack = LoginActor.useSelector((snapshot) => snapshot.can({ type: 'BACK' }));
  const finishes = isLastPart && isLastStep;
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
