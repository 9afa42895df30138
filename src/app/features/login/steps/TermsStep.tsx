import { Trans, useLingui } from '@lingui/react/macro';
import { use } from 'react';
import { sameMarks } from '../../../../../machines/wizard-stepper';
import { Alert, Button, WizardCard } from '../../../ui/core';
import { clubTermsUrl } from '../club-terms';
import { LoginActor, selectStepMarks } from '../login-actor';
import { LoginAlert } from '../LoginAlert';

/** Czech/Slovak owners agree to the club's pre-made terms, or decline them and lose the profile. */
export function TermsStep() {
  const { t, i18n } = useLingui();
  const { send } = LoginActor.useActorRef();
  const stepper = LoginActor.useSelector(selectStepMarks, sameMarks);
  const regionId = LoginActor.useSelector(({ context }) => context.account?.region ?? 0);
  const termsUrl = use(clubTermsUrl(i18n.locale, regionId));
  return (
    <WizardCard title={t`New club terms`} stepKey="terms" stepper={stepper}>
      <LoginAlert />
      <p>
        <Trans>
          The club's terms have changed. To keep your profile and your company's points, please agree to the new terms.
        </Trans>
      </p>
      {termsUrl ? (
        <p>
          <a href={termsUrl} target="_blank" rel="noreferrer"><Trans>Read the new terms of the Installer Club (opens in a new tab)</Trans></a>
        </p>
      ) : null}
      <div className="wizard-actions">
        <Button block onClick={() => send({ type: 'AGREE_TERMS' })}><Trans>I agree to the terms</Trans></Button>
        <Button block variant="secondary" onClick={() => send({ type: 'DECLINE_TERMS' })}><Trans>I do not agree</Trans></Button>
      </div>
    </WizardCard>
  );
}

/** Declining deactivates the company: the owner confirms before it happens; keeping the profile is the main action. */
export function DeclineTermsStep() {
  const { t } = useLingui();
  const { send } = LoginActor.useActorRef();
  const declining = LoginActor.useSelector((snapshot) => snapshot.matches({ onboarding: 'declining' }));
  return (
    <WizardCard title={t`Decline the terms?`} stepKey="confirmingDecline">
      <Alert tone="warning">
        <p><Trans>If you decline the terms, your profile will be deactivated and deleted. This cannot be undone.</Trans></p>
      </Alert>
      <div className="wizard-actions">
        <Button block disabled={declining} onClick={() => send({ type: 'CANCEL_DECLINE' })}>
          <Trans>Back to the terms</Trans>
        </Button>
        <Button block variant="danger" loading={declining} onClick={() => send({ type: 'CONFIRM_DECLINE' })}>
          <Trans>Decline and delete my profile</Trans>
        </Button>
      </div>
    </WizardCard>
  );
}
