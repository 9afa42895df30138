import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClassName, WizardCard } from '../../../ui';
import { RegistrationActor } from '../registration-actor';

/** The end: welcome, the welcome points when there are any, and the way to sign in. */
export function CompleteStep() {
  const { t } = useLingui();
  const welcomePoints = RegistrationActor.useSelector((snapshot) => snapshot.context.welcomePoints);
  return (
    <WizardCard title={t`Welcome to the Installer Club!`} stepKey="complete">
      <p><Trans>Your company is registered. Sign in with your e-mail address or phone number to get started.</Trans></p>
      {welcomePoints > 0 ? (
        <p className="registration-points">
          <Plural
            value={welcomePoints}
            one="# welcome point is waiting in your account."
            other="# welcome points are waiting in your account."
          />
        </p>
      ) : null}
      <div className="wizard-actions">
        <Link to="/login" className={buttonClassName('primary', true)}><Trans>Sign in</Trans></Link>
      </div>
    </WizardCard>
  );
}
