import { Trans, useLingui } from '@lingui/react/macro';
import { regionById } from '../../../../contract/regions';
import { RegistrationActor } from '../registration-actor';
import { FormTextField } from './FormTextField';
import { StepCard } from './StepCard';

/** Step 2: the owner's name, e-mail and phone; e-mail and phone are checked for uniqueness as typed. */
export function UserInfoStep() {
  const { t } = useLingui();
  const phoneCode = RegistrationActor.useSelector((snapshot) => regionById(snapshot.context.form.regionId)?.phoneCode ?? '');
  const checking = RegistrationActor.useSelector((snapshot) =>
    snapshot.matches({ filling: { wizard: { editing: { userInfo: 'checking' } } } }),
  );
  const confirming = RegistrationActor.useSelector((snapshot) =>
    snapshot.matches({ filling: { wizard: { editing: { userInfo: 'confirming' } } } }),
  );
  return (
    <StepCard title={t`About you`} stepKey="userInfo" busy={confirming}>
      <p><Trans>You will be the owner of the company account and sign in with this e-mail or phone number.</Trans></p>
      <div className="registration-row">
        <FormTextField field="name" label={t`First name`} autoComplete="given-name" />
        <FormTextField field="surname" label={t`Surname`} autoComplete="family-name" />
      </div>
      <FormTextField field="email" label={t`E-mail address`} type="email" inputMode="email" autoComplete="email" />
      <FormTextField
        field="phone"
        label={t`Phone number`}
        hint={t`Without the country prefix +${phoneCode}.`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
      />
      <p className="registration-status" role="status">{checking ? <Trans>Checking your details…</Trans> : null}</p>
    </StepCard>
  );
}
