import type { ReactNode } from 'react';
import { Alert } from './Alert';

interface MachineFormProps {
  /** Sends the form machine its submit event; the browser's own submit and checks never run. */
  onSubmit: () => void;
  /** The messages of the whole form, translated by the page: one error alert above the fields. */
  problems?: readonly string[];
  /** Classes beside the form's own (a card look). */
  className?: string;
  children: ReactNode;
}

/**
 * The frame of every form a machine drives (DESIGN rule 1): the machine checks the fields and
 * shows their messages, so the browser's validation is off, and a submit only tells the machine.
 */
export function MachineForm({ onSubmit, problems, className, children }: MachineFormProps) {
  return (
    <form
      className={['app-form', className].filter(Boolean).join(' ')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {problems && problems.length > 0 ? <Alert tone="error">{problems.join(' ')}</Alert> : null}
      {children}
    </form>
  );
}
