import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { currentStep, onboardingStepMarks, type LoginField } from '../../../../machines/login-context';
import { loginMachine } from '../../../../machines/login-machine';
import type { OnboardingStep } from '../../../../machines/login-onboarding-steps';
import type { StepMark } from '../../../../machines/wizard-stepper';

/** The wizard's actor, shared by its step views: they select from it and send events to it. */
export const LoginActor = createActorContext(loginMachine);

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** The views of the onboarding steps after the code and their end (loaded on demand). */
export type OnboardingView = OnboardingStep | 'confirmingDecline' | 'allSet';

export type LoginView = 'chooseType' | 'enterId' | 'enterCode' | 'loading' | 'stepsUnavailable' | OnboardingView | 'finishing';

/** Which view shows the snapshot. */
export function loginView(snapshot: LoginSnapshot): LoginView {
  if (snapshot.matches('chooseType') || snapshot.matches('restoring')) return 'chooseType';
  if (snapshot.matches('enterId')) return 'enterId';
  if (snapshot.matches('enterCode')) return 'enterCode';
  if (snapshot.matches('stepsUnavailable')) return 'stepsUnavailable';
  if (snapshot.matches({ onboarding: 'confirmingDecline' }) || snapshot.matches({ onboarding: 'declining' })) return 'confirmingDecline';
  if (snapshot.matches('onboarding')) return currentStep(snapshot.context) ?? 'finishing';
  if (snapshot.matches('allSet')) return 'allSet';
  if (snapshot.matches('submitting') || snapshot.matches('signedIn')) return 'finishing';
  return 'loading';
}

export const selectFieldErrors = (field: LoginField) => (snapshot: LoginSnapshot) => snapshot.context.fieldErrors[field];

/** The stepper over the onboarding steps ("Step 2 of 5"). */
export const selectStepMarks = (snapshot: LoginSnapshot): StepMark[] => onboardingStepMarks(snapshot.context);

