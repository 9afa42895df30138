import { settingsOf } from '../../../../../machines/registration-context';
import { CompanyTypeStepView } from '../../../ui/wizard/CompanyTypeStepView';
import { RegistrationActor, useFieldMessages } from '../registration-actor';
import { StepCard } from './StepCard';

/** Asked where the region has company types. */
export function CompanyTypeStep() {
  const { send } = RegistrationActor.useActorRef();
  const types = RegistrationActor.useSelector(({ context }) => settingsOf(context).company_types);
  const chosen = RegistrationActor.useSelector(({ context }) => context.form.companyTypeId);
  const errors = useFieldMessages('companyTypeId');
  return (
    <CompanyTypeStepView
      Frame={StepCard}
      types={types}
      chosen={chosen}
      errors={errors}
      onChoose={(companyTypeId) => send({ type: 'CHOOSE_COMPANY_TYPE', companyTypeId })}
    />
  );
}
