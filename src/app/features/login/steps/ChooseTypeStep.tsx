import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Alert, Button, WizardCard } from '../../../ui/core';
import { LoginActor } from '../login-actor';

/** Step 1: e-mail or phone, and the way to registration. */
export function ChooseTypeStep() {
  const { t } = useLingui();
  const { send } = LoginActor.useActorRef();
  const warning = LoginActor.useSelector((snapshot) => snapshot.context.warning);
  return (
    <WizardCard title={t`Sign in to Installer Club`} stepKey="chooseType">
      {warning === 'profileDeleted' ? (
        <Alert tone="warning" title={t`You declined the terms`}>
          <p><Trans>Your profile has been deactivated and will be deleted.</Trans></p>
        </Alert>
      ) : null}
      <p><Trans>How would you like to receive your sign-in code?</Trans></p>
      <div className="wizard-actions">
        <Button block onClick={() => send({ type: 'CHOOSE_EMAIL' })}><Trans>Sign in with e-mail</Trans></Button>
        <Button block variant="secondary" onClick={() => send({ type: 'CHOOSE_PHONE' })}><Trans>Sign in with phone number</Trans></Button>
      </div>
      <p className="login-register">
        <Trans>New to the club?</Trans> <Link to="/register"><Trans>Register your company</Trans></Link>
      </p>
      <p className="login-register">
        <Trans>Installing blinds, shutters or decor?</Trans> <Link to="/register/decor"><Trans>Join the decor programme</Trans></Link>
      </p>
    </WizardCard>
  );
}
