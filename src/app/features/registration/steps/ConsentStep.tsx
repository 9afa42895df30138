import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox } from '../../../ui';
import { RegistrationActor } from '../registration-context';
import { StepCard } from './StepCard';

/** Marketing consents by e-mail and by text message; both optional. */
export function ConsentStep() {
  const { t } = useLingui();
  const { send } = RegistrationActor.useActorRef();
  const emailConsent = RegistrationActor.useSelector((snapshot) => snapshot.context.form.emailConsent);
  const phoneConsent = RegistrationActor.useSelector((snapshot) => snapshot.context.form.phoneConsent);
  return (
    <StepCard title={t`Stay in touch`} stepKey="userConsent">
      <p><Trans>Choose how the club may send you news about promotions, trainings and rewards. You can change this later in your profile.</Trans></p>
      <Checkbox
        label={t`Send me news by e-mail`}
        checked={emailConsent}
        onChange={(event) => send({ type: 'TICK', field: 'emailConsent', checked: event.target.checked })}
      />
      <Checkbox
        label={t`Send me news by text message`}
        checked={phoneConsent}
        onChange={(event) => send({ type: 'TICK', field: 'phoneConsent', checked: event.target.checked })}
      />
    </StepCard>
  );
}
