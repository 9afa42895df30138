import { useLingui } from '@lingui/react/macro';
import { isFreeTextStreetOffered } from '../../../../../machines/registration-context';
import { StreetCombobox as StreetField } from '../../../ui/StreetCombobox';
import { RegistrationActor, useFieldMessages } from '../registration-actor';

/**
 * The company's street: typing looks streets up in the region; once more than five characters
 * are typed, the street as typed is offered too.
 */
export function StreetCombobox() {
  const { t } = useLingui();
  const { send } = RegistrationActor.useActorRef();
  const street = RegistrationActor.useSelector((snapshot) => snapshot.context.form.street);
  const suggestions = RegistrationActor.useSelector((snapshot) => snapshot.context.streetSuggestions);
  const offersTyped = RegistrationActor.useSelector((snapshot) => isFreeTextStreetOffered(snapshot.context));
  const errors = useFieldMessages('street');
  return (
    <StreetField
      label={t`Street`}
      hint={t`Start typing and pick your street from the list.`}
      listLabel={t`Street suggestions`}
      value={street}
      suggestions={suggestions}
      typedOption={offersTyped ? t`Use “${street.trim()}” as typed` : null}
      errors={errors}
      onType={(value) => send({ type: 'TYPE_STREET', value })}
      onChoose={(suggestion) => send({ type: 'CHOOSE_STREET', suggestion })}
      onUseTyped={() => send({ type: 'USE_TYPED_STREET' })}
      onBlur={() => send({ type: 'BLUR', field: 'street' })}
    />
  );
}
