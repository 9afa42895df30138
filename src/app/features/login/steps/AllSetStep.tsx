import { Trans, useLingui } from '@lingui/react/macro';
import { Button, WizardCard } from '../../../ui/core';
import { LoginActor } from '../login-actor';

/** The end of the onboarding steps: a short word that all is done, then the portal. */
export function AllSetStep() {
  const { t } = useLingui();
  const { send } = LoginActor.useActorRef();
  return (
    <WizardCard title={t`You're all set`} stepKey="allSet">
      <p><Trans>Thank you. Your profile is up to date, and everything the club needs is saved.</Trans></p>
      <div className="wizard-actions">
        <Button block onClick={() => send({ type: 'CONTINUE' })}><Trans>Continue to the club</Trans></Button>
      </div>
    </WizardCard>
  );
}
