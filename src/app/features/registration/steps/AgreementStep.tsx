import { useLingui } from '@lingui/react/macro';
import { FIELD_STATE } from '../../../../contract/limits';
import { agreementState, findCompanyType } from '../../../../contract/regional-rules';
import { settingsOf } from '../../../../../machines/registration-machine';
import { Checkbox } from '../../../ui';
import { RegistrationActor, useFieldMessages } from '../registration-context';
import { StepCard } from './StepCard';

const FIELD = { disclaimer: 'disclaimerAccepted', declaration: 'declarationAccepted' } as const;

/** The chosen company type's disclaimer or declaration, ticked to accept (required in state 2). */
export function AgreementStep({ agreement }: { agreement: 'disclaimer' | 'declaration' }) {
  const { t } = useLingui();
  const { send } = RegistrationActor.useActorRef();
  const field = FIELD[agreement];
  const type = RegistrationActor.useSelector((snapshot) =>
    findCompanyType(settingsOf(snapshot.context), snapshot.context.form.companyTypeId),
  );
  const accepted = RegistrationActor.useSelector((snapshot) => snapshot.context.form[field]);
  const errors = useFieldMessages(field);
  const required = agreementState(type, agreement) === FIELD_STATE.required;
  return (
    <StepCard title={agreement === 'disclaimer' ? t`Disclaimer` : t`Declaration`} stepKey={agreement}>
      <p className="registration-agreement">
        {agreement === 'disclaimer' ? type?.disclaimer_translated : type?.declaration_translated}
      </p>
      <Checkbox
        label={agreement === 'disclaimer' ? t`I accept the disclaimer` : t`I confirm the declaration`}
        hint={required ? t`Required to continue.` : t`Optional.`}
        name={field}
        checked={accepted}
        errors={errors}
        onChange={(event) => send({ type: 'TICK', field, checked: event.target.checked })}
      />
    </StepCard>
  );
}
