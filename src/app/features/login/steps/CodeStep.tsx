import { Trans, useLingui } from '@lingui/react/macro';
import { LOGIN_CODE_LENGTH } from '../../../../contract/limits';
import { TextField, WizardCard } from '../../../ui/core';
import { LoginActor, selectFieldErrors } from '../login-actor';
import { LoginAlert } from '../LoginAlert';
import { useMessageTexts } from '../../../ui/wizard/wizard-messages';
import { ResendCode } from './ResendCode';
import { StepActions, StepForm } from './StepActions';

/** Step 3: the 5-digit code, where it went, and a resend after the countdown. */
export function CodeStep() {
  const { t } = useLingui();
  const texts = useMessageTexts();
  const { send } = LoginActor.useActorRef();
  const code = LoginActor.useSelector((snapshot) => snapshot.context.code);
  const sentTo = LoginActor.useSelector((snapshot) => snapshot.context.login?.sent_to ?? '');
  const notice = LoginActor.useSelector((snapshot) => snapshot.context.codeNotice);
  const codeErrors = LoginActor.useSelector(selectFieldErrors('code'));
  const verifying = LoginActor.useSelector((snapshot) => snapshot.matches({ enterCode: { code: 'verifying' } }));

  return (
    <WizardCard title={t`Enter your code`} stepKey="enterCode">
      <LoginAlert />
      {/* A status: after a resend, "We sent a new code" is announced. */}
      <p role="status">
        {notice === 'sent' ? (
          <Trans>We sent a {LOGIN_CODE_LENGTH}-digit code to <strong>{sentTo}</strong>.</Trans>
        ) : notice === 'resent' ? (
          <Trans>We sent a new code to <strong>{sentTo}</strong>. The previous code no longer works.</Trans>
        ) : (
          <Trans>Enter the {LOGIN_CODE_LENGTH}-digit code we sent to <strong>{sentTo}</strong>.</Trans>
        )}
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
      <ResendCode />
    </WizardCard>
  );
}
