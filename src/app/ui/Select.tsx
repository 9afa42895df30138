import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldMessages, useFieldIds } from './field-parts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  errors?: readonly string[];
  /** Hides the label visually (it stays for screen readers), e.g. a compact country-code select. */
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({ label, options, hint, errors, hideLabel = false, className, ...rest }: SelectProps) {
  const { id, hintId, errorId, hasErrors, describedBy } = useFieldIds(hint, errors);
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'ui-visually-hidden' : 'ui-field__label'} htmlFor={id}>{label}</label>
      <select {...rest} id={id} className="ui-select" aria-invalid={hasErrors || undefined} aria-describedby={describedBy}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
      <FieldMessages hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </div>
  );
}
