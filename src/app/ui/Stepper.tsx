import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CheckIcon } from './icons';
import './stepper.css';

export type StepperState = 'done' | 'current' | 'upcoming' | 'skipped';

export interface StepperStep {
  key: string;
  label: ReactNode;
  state: StepperState;
}

/**
 * Where a process stands (an order, a project, a long wizard): numbered steps, each done,
 * current, still to come or skipped. The current one is marked for screen readers
 * (aria-current="step"), and done and skipped steps say so in words, not only in colour.
 */
export function Stepper({ label, steps }: { label: string; steps: readonly StepperStep[] }) {
  const { t } = useLingui();
  const stateText: Partial<Record<StepperState, string>> = { done: t`Step completed`, skipped: t`Step skipped` };
  return (
    <ol className="ui-stepper" aria-label={label}>
      {steps.map((step, index) => (
        <li key={step.key} className={`ui-stepper__step ui-stepper__step--${step.state}`} aria-current={step.state === 'current' ? 'step' : undefined}>
          <span className="ui-stepper__marker" aria-hidden="true">{step.state === 'done' ? <CheckIcon /> : index + 1}</span>
          <span className="ui-stepper__label">
            {step.label}
            {stateText[step.state] ? <span className="ui-visually-hidden"> ({stateText[step.state]})</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
