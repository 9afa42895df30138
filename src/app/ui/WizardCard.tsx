import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { stepNumber, type StepMark } from '../../../machines/wizard-stepper';

interface WizardCardProps {
  title: ReactNode;
  /** Identifies the step shown; focus moves to the title whenever it changes. */
  stepKey: string;
  /** The stepper's marks ("Step 2 of 5"); leave out for steps outside the numbered track. */
  stepper?: readonly StepMark[];
  /** Slot for a back button, top left. */
  back?: ReactNode;
  children: ReactNode;
  /** Slot for the step's actions, under the content. */
  footer?: ReactNode;
  /** h1 when the card is the page's main content (the default), h2 when it sits under a page title. */
  headingLevel?: 1 | 2;
}

/** The step a wizard showed last, shared by the cards of its steps (each step draws a card of its own). */
interface ShownStep {
  key: string | null;
}
const WizardShownStep = createContext<ShownStep | null>(null);

/**
 * The page of a wizard (the page lays it out). It remembers the step shown, so that the
 * card of every later step moves focus to its heading while the first one keeps the page's
 * natural focus.
 */
export function WizardPage({ children }: { children: ReactNode }) {
  const [shown] = useState<ShownStep>(() => ({ key: null }));
  return (
    <WizardShownStep.Provider value={shown}>
      {children}
    </WizardShownStep.Provider>
  );
}

/** A centred card holding one step of a wizard. */
export function WizardCard({ title, stepKey, stepper, back, children, footer, headingLevel = 1 }: WizardCardProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const page = useContext(WizardShownStep);
  // Outside a WizardPage the card remembers only its own steps.
  const own = useRef<ShownStep>({ key: stepKey });

  useEffect(() => {
    const shown = page ?? own.current;
    const previous = shown.key;
    shown.key = stepKey;
    // The first step keeps the page's natural focus; later steps announce themselves by focus.
    if (previous === null || previous === stepKey) return;
    // A step that opened on a field with a message keeps focus there: the message describes it.
    if (document.activeElement?.closest('[aria-invalid="true"]')) return;
    headingRef.current?.focus();
  }, [page, stepKey]);

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const number = stepper ? stepNumber(stepper) : null;
  return (
    <section className="ui-wizard" aria-labelledby={headingId}>
      {back || number ? (
        <div className="ui-wizard__top">
          {back}
          {stepper && number ? <WizardStepper marks={stepper} current={number.current} total={number.total} /> : null}
        </div>
      ) : null}
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className="ui-wizard__title">{title}</Heading>
      {children}
      {footer ? <div className="ui-wizard__footer">{footer}</div> : null}
    </section>
  );
}

/**
 * "Step 3 of 8" over a bar with a segment per step: done, current, to come, or skipped (dimmed
 * and struck through: counted, so the total stays put, but not asked). The text says it all to
 * assistive technology; the bar is drawn for the eye.
 */
function WizardStepper({ marks, current, total }: { marks: readonly StepMark[]; current: number; total: number }) {
  return (
    <div className="ui-wizard-stepper">
      <p className="ui-wizard__step">
        <Trans>Step {current} of {total}</Trans>
      </p>
      <ol className="ui-wizard-stepper__bar" aria-hidden="true">
        {marks.map((mark, index) => <li key={index} className={`ui-wizard-stepper__segment ui-wizard-stepper__segment--${mark}`} />)}
      </ol>
    </div>
  );
}
