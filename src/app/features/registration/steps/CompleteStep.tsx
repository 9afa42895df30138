import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClassName, WizardCard } from '../../../ui';
import { WizardPointsEarned } from '../../../ui/wizard/WizardPointsEarned';
import { RegistrationActor } from '../registration-actor';

/** The end: welcome, the points registering credited (welcome points, the survey's reward), and the way to sign in. */
export function CompleteStep() {
  const { t } = useLingui();
  const welcomePoints = RegistrationActor.useSelector((snapshot) => snapshot.context.welcomePoints);
  const surveyPoints = RegistrationActor.useSelector((snapshot) => snapshot.context.surveyPoints);
  const total = welcomePoints + surveyPoints;
  return (
    <WizardCard title={t`Welcome to the Installer Club!`} stepKey="complete">
      <p><Trans>Your company is registered. Sign in with your e-mail address or phone number to get started.</Trans></p>
      {total > 0 ? (
        <WizardPointsEarned
          items={[
            { key: 'welcome', points: welcomePoints, label: <Trans>Welcome points</Trans> },
            { key: 'survey', points: surveyPoints, label: <Trans>Company survey</Trans> },
          ]}
        >
          <p className="registration-points">
            <Plural value={total} one="# point is waiting in your account:" other="# points are waiting in your account:" />
          </p>
        </WizardPointsEarned>
      ) : null}
      <div className="wizard-actions">
        <Link to="/login" className={buttonClassName('primary', true)}><Trans>Sign in</Trans></Link>
      </div>
    </WizardCard>
  );
}
