import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldMessages, useFieldIds } from './field-parts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[];
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, hint, errors, className, ...rest }: CheckboxProps) {
  const { id, hintId, errorId, hasErrors, describedBy } = useFieldIds(hint, errors);
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-checkbox" htmlFor={id}>
        <input {...rest} id={id} type="checkbox" aria-invalid={hasErrors || undefined} aria-describedby={describedBy} />
        <span>{label}</span>
      </label>
      <FieldMessages hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </div>
  );
}
