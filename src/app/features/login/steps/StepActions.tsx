import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../ui/core';
import { LoginActor } from '../login-actor';

interface StepActionsProps {
  /** Label of the main button; it submits the step's form. */
  submitLabel: ReactNode;
  busy?: boolean;
  /** Offers a back button that sends BACK. */
  canGoBack?: boolean;
}

/** The buttons under a step: the main action, and back where the wizard allows it. */
export function StepActions({ submitLabel, busy = false, canGoBack = false }: StepActionsProps) {
  const { send } = LoginActor.useActorRef();
  return (
    <div className="wizard-actions">
      <Button type="submit" block loading={busy}>{submitLabel}</Button>
      {canGoBack ? (
        <Button variant="secondary" block disabled={busy} onClick={() => send({ type: 'BACK' })}>
          <Trans>Back</Trans>
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A step's form: submitting sends the step's event instead of reloading the page. When the
 * machine rejects the input, focus moves to the first invalid field, whose errors describe it.
 */
export function StepForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const formRef = useRef<HTMLFormElement>(null);
  const fieldErrors = LoginActor.useSelector((snapshot) => snapshot.context.fieldErrors);
  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"] input, [aria-invalid="true"]')?.focus();
  }, [fieldErrors]);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
