import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../../ui';
import { countryName } from '../country-names';
import { RegistrationActor } from '../registration-actor';
import { FormTextField } from './FormTextField';
import { StepCard } from './StepCard';
import { StreetCombobox } from './StreetCombobox';

/** Step 4: the company's address; the country is the region's and cannot be changed here. */
export function CompanyAddressStep() {
  const { t, i18n } = useLingui();
  const regionId = RegistrationActor.useSelector((snapshot) => snapshot.context.form.regionId);
  return (
    <StepCard title={t`Company address`} stepKey="companyAddress">
      <StreetCombobox />
      <div className="registration-row">
        <FormTextField field="houseNumber" label={t`House number`} autoComplete="address-line2" />
        <FormTextField field="postalCode" label={t`Postal code`} autoComplete="postal-code" />
      </div>
      <FormTextField field="city" label={t`City`} autoComplete="address-level2" />
      <TextField label={t`Country`} name="country" value={countryName(i18n, regionId)} readOnly hint={t`Set by the country chosen in the first step.`} />
    </StepCard>
  );
}
