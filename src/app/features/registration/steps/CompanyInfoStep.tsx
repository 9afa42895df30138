import { useLingui } from '@lingui/react/macro';
import { numberFieldFormat } from '../../../../contract/regional-formats';
import { registrationNumberSettings, type RegistrationNumberSetting } from '../../../../contract/regional-rules';
import { settingsOf } from '../../../../../machines/registration-context';
import { numberFieldTexts } from '../../../ui/wizard/number-field-texts';
import { RegistrationActor } from '../registration-actor';
import { FormTextField } from './FormTextField';
import { StepCard } from './StepCard';

const FORM_FIELD = { registration_number: 'registrationNumber', registration_number_2: 'registrationNumber2' } as const;

/** Step 3: the company's name and the registration numbers its country asks for (labels per country). */
export function CompanyInfoStep() {
  const { t } = useLingui();
  const numbers = RegistrationActor.useSelector(
    (snapshot) => registrationNumberSettings(settingsOf(snapshot.context)),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const confirming = RegistrationActor.useSelector((snapshot) =>
    snapshot.matches({ filling: { wizard: { editing: { companyInfo: 'confirming' } } } }),
  );
  return (
    <StepCard title={t`Your company`} stepKey="companyInfo" busy={confirming}>
      <FormTextField field="companyName" label={t`Company name`} autoComplete="organization" />
      {numbers.map((number) => (
        <NumberField key={number.field} number={number} />
      ))}
    </StepCard>
  );
}

/** A registration number, with what it is and how the country writes it (regional-formats.ts) under it. */
function NumberField({ number }: { number: RegistrationNumberSetting }) {
  const { i18n } = useLingui();
  const format = RegistrationActor.useSelector(({ context }) => numberFieldFormat(settingsOf(context), context.form.regionId, number.field));
  const { label, hint } = numberFieldTexts(i18n, number, format);
  return <FormTextField field={FORM_FIELD[number.field]} label={label} hint={hint} autoComplete="off" />;
}
