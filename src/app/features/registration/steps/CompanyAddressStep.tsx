import { useLingui } from '@lingui/react/macro';
import { postalCodeFormat } from '../../../../contract/regional-formats';
import { TextField } from '../../../ui';
import { formatHint } from '../../../ui/wizard/number-field-texts';
import { countryName } from '../country-names';
import { RegistrationActor, useFieldMessages } from '../registration-actor';
import { FormTextField } from './FormTextField';
import { StepCard } from './StepCard';
import { StreetCombobox } from './StreetCombobox';

/** Step 4: the company's address; the country is the region's and cannot be changed here. */
export function CompanyAddressStep() {
  const { t, i18n } = useLingui();
  const regionId = RegistrationActor.useSelector((snapshot) => snapshot.context.form.regionId);
  const streetLookup = RegistrationActor.useSelector((snapshot) => snapshot.context.streetLookup);
  return (
    <StepCard title={t`Company address`} stepKey="companyAddress">
      {streetLookup ? <StreetCombobox /> : <TypedStreetField />}
      <div className="registration-row">
        <FormTextField field="houseNumber" label={t`House number`} autoComplete="address-line2" />
        <FormTextField field="postalCode" label={t`Postal code`} hint={formatHint(i18n, postalCodeFormat(regionId))} autoComplete="postal-code" />
      </div>
      <FormTextField field="city" label={t`City`} autoComplete="address-level2" />
      <TextField label={t`Country`} name="country" value={countryName(i18n, regionId)} readOnly hint={t`Set by the country chosen in the first step.`} />
    </StepCard>
  );
}

/** Without a street lookup the street is simply typed; its messages wait until it is left. */
function TypedStreetField() {
  const { t } = useLingui();
  const { send } = RegistrationActor.useActorRef();
  const street = RegistrationActor.useSelector((snapshot) => snapshot.context.form.street);
  const errors = useFieldMessages('street');
  return (
    <TextField
      label={t`Street`}
      name="street"
      autoComplete="address-line1"
      value={street}
      errors={errors}
      onChange={(event) => send({ type: 'TYPE_STREET', value: event.target.value })}
      onBlur={() => send({ type: 'BLUR', field: 'street' })}
    />
  );
}
