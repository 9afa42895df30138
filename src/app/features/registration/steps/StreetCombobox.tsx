import { useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent } from 'react';
import type { StreetSuggestion } from '../../../../contract/registration';
import { isFreeTextStreetOffered } from '../../../../../machines/registration-context';
import { FieldMessages, useFieldIds } from '../../../ui/field-parts';
import { RegistrationActor, useFieldMessages } from '../registration-actor';

/** One entry of the list: a suggested street, or the street as typed. */
type StreetOption = { kind: 'suggestion'; suggestion: StreetSuggestion } | { kind: 'typed'; street: string };

/**
 * The street with its suggestions (WAI-ARIA combobox with a listbox): typing looks streets up
 * in the region; arrows move through the list, Enter picks, Escape closes it. Once more than
 * five characters are typed, the street as typed is offered too.
 */
export function StreetCombobox() {
  const { t } = useLingui();
  const { send } = RegistrationActor.useActorRef();
  const street = RegistrationActor.useSelector((snapshot) => snapshot.context.form.street);
  const suggestions = RegistrationActor.useSelector((snapshot) => snapshot.context.streetSuggestions);
  const offersTyped = RegistrationActor.useSelector((snapshot) => isFreeTextStreetOffered(snapshot.context));
  const errors = useFieldMessages('street');
  const hint = t`Start typing and pick your street from the list.`;
  const { id, hintId, errorId, hasErrors, describedBy } = useFieldIds(hint, errors);
  const listId = useId();
  // Presentation only: which option the arrows point at, and whether Escape closed the list.
  const [activeIndex, setActiveIndex] = useState(-1);
  const [closed, setClosed] = useState(false);

  const options: StreetOption[] = [
    ...suggestions.map((suggestion) => ({ kind: 'suggestion' as const, suggestion })),
    ...(offersTyped ? [{ kind: 'typed' as const, street: street.trim() }] : []),
  ];
  const open = !closed && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (option: StreetOption) => {
    send(option.kind === 'suggestion' ? { type: 'CHOOSE_STREET', suggestion: option.suggestion } : { type: 'USE_TYPED_STREET' });
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
    <div className="ui-field registration-street">
      <label className="ui-field__label" htmlFor={id}>{t`Street`}</label>
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
        value={street}
        onChange={(event) => {
          setClosed(false);
          setActiveIndex(-1);
          send({ type: 'TYPE_STREET', value: event.target.value });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => send({ type: 'BLUR', field: 'street' })}
      />
      <ul id={listId} role="listbox" aria-label={t`Street suggestions`} className="registration-street__list" hidden={!open}>
        {options.map((option, index) => (
          <li
            key={option.kind === 'suggestion' ? option.suggestion.id : 'typed'}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className="registration-street__option"
            // Keeps focus in the input, so picking does not count as leaving the field first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.kind === 'suggestion' ? option.suggestion.label : t`Use “${option.street}” as typed`}
          </li>
        ))}
      </ul>
      <FieldMessages hint={hint} hintId={hintId} errors={errors} errorId={errorId} />
    </div>
  );
}
