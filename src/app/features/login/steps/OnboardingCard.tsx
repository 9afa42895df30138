import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { WizardCard } from '../../../ui/core';
import { LoginActor, selectStepCounter } from '../login-actor';
import { LoginAlert } from '../LoginAlert';
import { StepActions, StepForm } from './StepActions';

interface OnboardingCardProps {
  title: ReactNode;
  stepKey: string;
  children: ReactNode;
  /** The survey walks its questions first; only its last question finishes the step. */
  isLastPart?: boolean;
}

/** The frame of every step after the code: counter, message, content, next (or finish) and back. */
export function OnboardingCard({ title, stepKey, children, isLastPart = true }: OnboardingCardProps) {
  const { send } = LoginActor.useActorRef();
  const counter = LoginActor.useSelector(selectStepCounter);
  const canGoBack = LoginActor.useSelector(
    (snapshot) => snapshot.context.stepIndex > 0 || (snapshot.matches({ onboarding: 'survey' }) && snapshot.context.surveyQuestionIndex > 0),
  );
  const finishes = isLastPart && counter.current === counter.total;
  return (
    <WizardCard title={title} stepKey={stepKey} step={counter}>
      <LoginAlert />
      <StepForm onSubmit={() => send({ type: 'NEXT' })}>
        {children}
        <StepActions submitLabel={finishes ? <Trans>Finish</Trans> : <Trans>Continue</Trans>} canGoBack={canGoBack} />
      </StepForm>
    </WizardCard>
  );
}
