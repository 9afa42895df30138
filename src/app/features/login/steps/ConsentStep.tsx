import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox } from '../../../ui';
import { LoginActor } from '../login-context';
import { OnboardingCard } from './OnboardingCard';

/** Marketing consents by e-mail and by text message; both optional, asked once. */
export function ConsentStep() {
  const { t } = useLingui();
  const { send } = LoginActor.useActorRef();
  const emailConsent = LoginActor.useSelector((snapshot) => !!snapshot.context.answers?.emailConsent);
  const phoneConsent = LoginActor.useSelector((snapshot) => !!snapshot.context.answers?.phoneConsent);
  return (
    <OnboardingCard title={t`Stay in touch`} stepKey="consent">
      <p><Trans>Choose how the club may send you news about promotions, trainings and rewards. You can change this later in your profile.</Trans></p>
      <Checkbox
        label={t`Send me news by e-mail`}
        checked={emailConsent}
        onChange={(event) => send({ type: 'SET_EMAIL_CONSENT', accepted: event.target.checked })}
      />
      <Checkbox
        label={t`Send me news by text message`}
        checked={phoneConsent}
        onChange={(event) => send({ type: 'SET_PHONE_CONSENT', accepted: event.target.checked })}
      />
    </OnboardingCard>
  );
}
