import { useId, type ReactNode } from 'react';

/** Ids and ARIA wiring shared by every labelled control: hint and errors describe the control. */
export function useFieldIds(hint: ReactNode | undefined, errors: readonly string[] | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-errors`;
  const hasErrors = !!errors && errors.length > 0;
  const describedBy = [hint ? hintId : null, hasErrors ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, hasErrors, describedBy };
}

interface FieldMessagesProps {
  hint?: ReactNode;
  hintId: string;
  errors?: readonly string[];
  errorId: string;
}

/** The hint under a control and the list of its errors. */
export function FieldMessages({ hint, hintId, errors, errorId }: FieldMessagesProps) {
  return (
    <>
      {hint ? <p id={hintId} className="ui-field__hint">{hint}</p> : null}
      {errors && errors.length > 0 ? (
        <ul id={errorId} className="ui-field__errors">
          {errors.map((error) => <li key={error}>{error}</li>)}
        </ul>
      ) : null}
    </>
  );
}
