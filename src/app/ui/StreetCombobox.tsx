import { useId, useState, type KeyboardEvent } from 'react';
import type { StreetSuggestion } from '../../contract/registration';
import { FieldMessages, useFieldIds } from './field-parts';
import './street-combobox.css';

/** One entry of the list: a suggested street, or the street as typed. */
type StreetOption = { kind: 'suggestion'; suggestion: StreetSuggestion } | { kind: 'typed' };

export interface StreetComboboxProps {
  label: string;
  hint: string;
  /** Accessible name of the suggestion list. */
  listLabel: string;
  value: string;
  suggestions: readonly StreetSuggestion[];
  /** The entry that keeps the street as typed ("Use “…” as typed"); null while it is not offered. */
  typedOption: string | null;
  errors?: readonly string[];
  onType: (value: string) => void;
  onChoose: (suggestion: StreetSuggestion) => void;
  onUseTyped: () => void;
  onBlur?: () => void;
}

/**
 * A street with suggestions from the places lookup (WAI-ARIA combobox with a listbox): arrows
 * move through the list, Enter picks, Escape closes it. Texts come from the form that uses it, so
 * that they live in that form's catalog. Used by the registration wizard and the new project form.
 */
export function StreetCombobox({ label, hint, listLabel, value, suggestions, typedOption, errors, onType, onChoose, onUseTyped, onBlur }: StreetComboboxProps) {
  const { id, hintId, errorId, hasErrors, describedBy } = useFieldIds(hint, errors);
  const listId = useId();
  // Presentation only: which option the arrows point at, and whether Escape closed the list.
  const [activeIndex, setActiveIndex] = useState(-1);
  const [closed, setClosed] = useState(false);

  const options: StreetOption[] = [
    ...suggestions.map((suggestion) => ({ kind: 'suggestion' as const, suggestion })),
    ...(typedOption !== null ? [{ kind: 'typed' as const }] : []),
  ];
  const open = !closed && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (option: StreetOption) => {
    if (option.kind === 'suggestion') onChoose(option.suggestion);
    else onUseTyped();
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setClosed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open && options[activeIndex]) {
      event.preventDefault();
      choose(options[activeIndex]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setClosed(true);
      setActiveIndex(-1);
    }
  };

  return (
    <div className="ui-field ui-street">
      <label className="ui-field__label" htmlFor={id}>{label}</label>
      <input
        id={id}
        className="ui-input"
        type="text"
        name="street"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => {
          setClosed(false);
          setActiveIndex(-1);
          onType(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
      />
      <ul id={listId} role="listbox" aria-label={listLabel} className="ui-street__list" hidden={!open}>
        {options.map((option, index) => (
          <li
            key={option.kind === 'suggestion' ? option.suggestion.id : 'typed'}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className="ui-street__option"
            // Keeps focus in the input, so picking does not count as leaving the field first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.kind === 'suggestion' ? option.suggestion.label : typedOption}
          </li>
        ))}
      </ul>
      <FieldMessages hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </div>
  );
}
