import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldMessages, useFieldIds } from './field-parts';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Messages shown under the field; any message marks the field invalid. */
  errors?: readonly string[];
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text field. */
export function TextArea({ label, hint, errors, className, rows = 4, ...rest }: TextAreaProps) {
  const { id, hintId, errorId, hasErrors, describedBy } = useFieldIds(hint, errors);
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>{label}</label>
      <textarea {...rest} id={id} rows={rows} className="ui-textarea" aria-invalid={hasErrors || undefined} aria-describedby={describedBy} />
      <FieldMessages hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </div>
  );
}
