import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

interface WizardCardProps {
  title: ReactNode;
  /** Identifies the step shown; focus moves to the title whenever it changes. */
  stepKey: string;
  /** "Step 2 of 5"; leave out for steps outside the numbered track. */
  step?: { current: number; total: number };
  /** Slot for a back button, top left. */
  back?: ReactNode;
  children: ReactNode;
  /** Slot for the step's actions, under the content. */
  footer?: ReactNode;
  /** h1 when the card is the page's main content (the default), h2 when it sits under a page title. */
  headingLevel?: 1 | 2;
}

/** A centred card holding one step of a wizard. */
export function WizardCard({ title, stepKey, step, back, children, footer, headingLevel = 1 }: WizardCardProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(stepKey);

  useEffect(() => {
    // The first step keeps the page's natural focus; later steps announce themselves by focus.
    if (shownStep.current === stepKey) return;
    shownStep.current = stepKey;
    headingRef.current?.focus();
  }, [stepKey]);

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="ui-wizard" aria-labelledby={headingId}>
      {back || step ? (
        <div className="ui-wizard__top">
          {back}
          {step ? <StepCounter current={step.current} total={step.total} /> : null}
        </div>
      ) : null}
      {step ? (
        <div className="ui-wizard__progress" aria-hidden="true">
          <span style={{ width: `${(100 * step.current) / step.total}%` }} />
        </div>
      ) : null}
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className="ui-wizard__title">{title}</Heading>
      {children}
      {footer ? <div className="ui-wizard__footer">{footer}</div> : null}
    </section>
  );
}

function StepCounter({ current, total }: { current: number; total: number }) {
  return (
    <p className="ui-wizard__step">
      <Trans>Step {current} of {total}</Trans>
    </p>
  );
}
