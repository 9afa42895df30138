import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { buttonClassName, type ButtonVariant } from './Button';
import { FieldMessages, useFieldIds } from './field-parts';
import './file-button.css';

export interface FileButtonProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className'> {
  /** The button's words: what choosing does ("Choose a picture"); also the input's label. */
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[];
  /** The chosen file's name, shown beside the button. */
  fileName?: string;
  variant?: ButtonVariant;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A file input that looks like our Button in every language, instead of the browser's own
 * untranslated "Choose File": the input stays in the page (visually hidden, so keyboards, screen
 * readers and test drivers reach it) and its label is the button that opens the picker.
 */
export function FileButton({ label, hint, errors, fileName, variant = 'secondary', ...rest }: FileButtonProps) {
  const { id, hintId, errorId, hasErrors, describedBy } = useFieldIds(hint, errors);
  return (
    <div className="ui-field ui-file-button">
      <input {...rest} id={id} type="file" className="ui-visually-hidden" aria-invalid={hasErrors || undefined} aria-describedby={describedBy} />
      <div className="ui-file-button__row">
        <label htmlFor={id} className={buttonClassName(variant)}>{label}</label>
        {fileName ? <span className="ui-file-button__name">{fileName}</span> : null}
      </div>
      <FieldMessages hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </div>
  );
}
