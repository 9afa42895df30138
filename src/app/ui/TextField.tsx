import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldMessages, useFieldIds } from './field-parts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Messages shown under the field; any message marks the field invalid. */
  errors?: readonly string[];
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, errors, type = 'text', className, ...rest }: TextFieldProps) {
  const { id, hintId, errorId, hasErrors, describedBy } = useFieldIds(hint, errors);
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>{label}</label>
      <input
        {...rest}
        id={id}
        type={type}
        className="ui-input"
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy}
      />
      <FieldMessages hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </div>
  );
}
