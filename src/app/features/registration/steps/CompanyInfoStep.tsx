import { useLingui } from '@lingui/react/macro';
import { numberFieldFormat } from '../../../../contract/regional-formats';
import { registrationNumberSettings, type RegistrationNumberSetting } from '../../../../contract/regional-rules';
import { settingsOf } from '../../../../../machines/registration-context';
import { formatHint } from '../../../ui/wizard/wizard-messages';
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
  const { t, i18n } = useLingui();
  const format = RegistrationActor.useSelector(({ context }) => numberFieldFormat(settingsOf(context), context.form.regionId, number.field));
  const kindHint = number.kind === 'vat' ? t`Your company's VAT number.` : t`Your company's registration number.`;
  const label = number.label || (number.kind === 'vat' ? t`VAT number` : t`Company registration number`);
  return (
    <FormTextField
      field={FORM_FIELD[number.field]}
      label={number.required ? label : t`${label} (optional)`}
      hint={[kindHint, formatHint(i18n, format)].filter(Boolean).join(' ')}
      autoComplete="off"
    />
  );
}
