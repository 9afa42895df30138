import { useLingui } from '@lingui/react/macro';
import { settingsOf } from '../../../../../machines/registration-machine';
import { RadioGroup } from '../../../ui';
import { RegistrationActor, useFieldMessages } from '../registration-context';
import { StepCard } from './StepCard';

/** The company type, where the region has types; the type decides the disclaimer and declaration. */
export function CompanyTypeStep() {
  const { t } = useLingui();
  const { send } = RegistrationActor.useActorRef();
  const types = RegistrationActor.useSelector((snapshot) => settingsOf(snapshot.context).company_types);
  const chosen = RegistrationActor.useSelector((snapshot) => snapshot.context.form.companyTypeId);
  const errors = useFieldMessages('companyTypeId');
  return (
    <StepCard title={t`What kind of company is yours?`} stepKey="companyType">
      <RadioGroup
        legend={t`Company type`}
        hideLegend
        name="companyTypeId"
        options={types.map((type) => ({ value: String(type.id), label: type.name_translated }))}
        value={chosen === null ? null : String(chosen)}
        errors={errors}
        onChange={(value) => send({ type: 'SELECT_COMPANY_TYPE', companyTypeId: Number(value) })}
      />
    </StepCard>
  );
}
