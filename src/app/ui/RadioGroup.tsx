import type { ReactNode } from 'react';
import { FieldMessages, useFieldIds } from './field-parts';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
}

export interface RadioGroupProps<V extends string> {
  legend: ReactNode;
  /** Form name of the radios; unique per group on the page. */
  name: string;
  options: readonly RadioOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  hint?: ReactNode;
  errors?: readonly string[];
  /** Hides the legend visually when the card title already says what to choose. */
  hideLegend?: boolean;
}

/** A group of large, card-style choices: the whole card is the click target. */
export function RadioGroup<V extends string>({ legend, name, options, value, onChange, hint, errors, hideLegend = false }: RadioGroupProps<V>) {
  const { id, hintId, errorId, hasErrors, describedBy } = useFieldIds(hint, errors);
  return (
    <fieldset className="ui-radio-group" aria-describedby={describedBy} aria-invalid={hasErrors || undefined}>
      <legend className={hideLegend ? 'ui-visually-hidden' : 'ui-radio-group__legend'}>{legend}</legend>
      <div className="ui-radio-group__options">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label key={option.value} className="ui-radio-card" htmlFor={optionId}>
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              <span>
                <span className="ui-radio-card__label">{option.label}</span>
                {option.description ? <span className="ui-radio-card__description">{option.description}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldMessages hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </fieldset>
  );
}
