import { findCompanyType } from '../../../../contract/regional-rules';
import type { AgreementField } from '../../../../../machines/company-answers';
import { settingsOf } from '../../../../../machines/registration-context';
import { AgreementStepView } from '../../../ui/wizard/AgreementStepView';
import { RegistrationActor, useFieldMessages } from '../registration-actor';
import { StepCard } from './StepCard';

/** The chosen company type's disclaimer or declaration. */
export function AgreementStep({ field }: { field: AgreementField }) {
  const { send } = RegistrationActor.useActorRef();
  const type = RegistrationActor.useSelector(({ context }) => findCompanyType(settingsOf(context), context.form.companyTypeId));
  const decor = RegistrationActor.useSelector(({ context }) => context.variant === 'decor');
  const accepted = RegistrationActor.useSelector(({ context }) => context.form[field]);
  const errors = useFieldMessages(field);
  return (
    <AgreementStepView
      Frame={StepCard}
      field={field}
      type={type}
      decor={decor}
      accepted={accepted}
      errors={errors}
      onTick={(checked) => send({ type: 'TICK', field, checked })}
    />
  );
}
