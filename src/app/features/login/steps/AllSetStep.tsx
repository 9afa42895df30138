import { Trans, useLingui } from '@lingui/react/macro';
import { Button, WizardCard } from '../../../ui/core';
import { WizardPointsEarned } from '../../../ui/wizard/WizardPointsEarned';
import { LoginActor } from '../login-actor';

/**
 * The end of the onboarding steps: all is done, the points the onboarding credited (the company
 * survey's reward, when it was a step), or else where points come from; then the portal.
 */
export function AllSetStep() {
  const { t } = useLingui();
  const { send } = LoginActor.useActorRef();
  const surveyPoints = LoginActor.useSelector((snapshot) => snapshot.context.rules?.onboardingPoints(snapshot.context.steps) ?? 0);
  return (
    <WizardCard title={t`You're all set`} stepKey="allSet">
      <p><Trans>Thank you. Your profile is up to date, and everything the club needs is saved.</Trans></p>
      {surveyPoints > 0 ? (
        <WizardPointsEarned items={[{ key: 'survey', points: surveyPoints, label: <Trans>Company survey</Trans> }]}>
          <p><Trans>Your company has earned points for answering the survey. They are in its balance already:</Trans></p>
        </WizardPointsEarned>
      ) : (
        <p><Trans>Points come from your projects: add one in the portal and scan its products.</Trans></p>
      )}
      <div className="wizard-actions">
        <Button block onClick={() => send({ type: 'CONTINUE' })}><Trans>Continue to the club</Trans></Button>
      </div>
    </WizardCard>
  );
}
