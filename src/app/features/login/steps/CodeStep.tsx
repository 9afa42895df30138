import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { LOGIN_CODE_LENGTH } from '../../../../contract/limits';
import { Button, TextField, WizardCard } from '../../../ui/core';
import { LoginActor, selectFieldErrors } from '../login-actor';
import { LoginAlert } from '../LoginAlert';
import { useMessageTexts } from '../../../ui/wizard/wizard-messages';
import { StepActions, StepForm } from './StepActions';

/** Step 3: the 5-digit code, where it went, and a resend after the countdown. */
export function CodeStep() {
  const { t } = useLingui();
  const texts = useMessageTexts();
  const { send } = LoginActor.useActorRef();
  const code = LoginActor.useSelector((snapshot) => snapshot.context.code);
  const sentTo = LoginActor.useSelector((snapshot) => snapshot.context.login?.sent_to ?? '');
  const secondsLeft = LoginActor.useSelector((snapshot) => snapshot.context.resendSecondsLeft);
  const codeErrors = LoginActor.useSelector(selectFieldErrors('code'));
  const verifying = LoginActor.useSelector((snapshot) => snapshot.matches({ enterCode: { code: 'verifying' } }));
  const resending = LoginActor.useSelector((snapshot) => snapshot.matches({ enterCode: { code: 'resending' } }));

  return (
    <WizardCard title={t`Enter your code`} stepKey="enterCode">
      <LoginAlert />
      <p>
        <Trans>We sent a {LOGIN_CODE_LENGTH}-digit code to <strong>{sentTo}</strong>.</Trans>
      </p>
      <StepForm onSubmit={() => send({ type: 'SUBMIT' })}>
        <TextField
          label={t`Sign-in code`}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={LOGIN_CODE_LENGTH}
          className="login-code"
          value={code}
          errors={texts(codeErrors)}
          onChange={(event) => send({ type: 'CHANGE_CODE', value: event.target.value })}
        />
        <StepActions submitLabel={<Trans>Sign in</Trans>} busy={verifying} canGoBack />
      </StepForm>
      <div className="login-resend">
        {secondsLeft > 0 ? (
          <p className="login-resend__wait">
            <Plural value={secondsLeft} one="You can ask for a new code in # second." other="You can ask for a new code in # seconds." />
          </p>
        ) : (
          <p className="login-resend__wait"><Trans>Did not get the code?</Trans></p>
        )}
        <Button variant="link" disabled={secondsLeft > 0 || verifying} loading={resending} onClick={() => send({ type: 'RESEND' })}>
          <Trans>Send a new code</Trans>
        </Button>
      </div>
    </WizardCard>
  );
}
