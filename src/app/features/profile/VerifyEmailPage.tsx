import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { userQuery } from '../../api/queries';
import { pageTitle } from '../../routing/page-titles';
import { Alert, Button, buttonClassName, Card, MachineForm, PageTitle, TextField } from '../../ui';
import { appSendCodeMachine, appVerifyCodeMachine, codeProblems } from './profile-actors';
import { profileMessages } from './profile-texts';
import './profile.css';

/** /verify-email (SPEC §2, §4 Other, §8): the code from the e-mail sets verified_email_at; a failure shows the generic line. */
export function VerifyEmailPage() {
  const { i18n, t } = useLingui();
  const { data: user } = useSuspenseQuery(userQuery());
  const [check, sendCheck] = useMachine(appVerifyCodeMachine, { input: { values: { code: '' }, validate: codeProblems } });
  const [resend, sendResend] = useMachine(appSendCodeMachine, { input: { values: {}, startIn: 'display' } });
  const verified = user.verified_email_at !== null;
  const { email } = user;
  const codeErrors = profileMessages(i18n, check.context.problems.code);
  return (
    <>
      <PageTitle>{i18n._(pageTitle('/verify-email'))}</PageTitle>
      <Card>
        {verified ? (
          <>
            <Alert tone="success"><Trans>Your e-mail address {email} is verified.</Trans></Alert>
            <Link to="/user" className={buttonClassName('primary')}><Trans>Back to your profile</Trans></Link>
          </>
        ) : (
          <MachineForm onSubmit={() => sendCheck({ type: 'SUBMIT' })} problems={check.context.failed ? profileMessages(i18n, ['generic']) : undefined}>
            <p><Trans>We sent a 5-digit code to {email}. Type it here to confirm the address.</Trans></p>
            <TextField
              label={t`Code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={5}
              value={String(check.context.values.code ?? '')}
              errors={codeErrors}
              onChange={(event) => sendCheck({ type: 'CHANGE', field: 'code', value: event.target.value })}
            />
            <div className="app-form__actions">
              <Button type="submit" loading={check.matches('submitting')}><Trans>Confirm</Trans></Button>
              <Button variant="secondary" loading={resend.matches('submitting')} onClick={() => sendResend({ type: 'SUBMIT' })}>
                <Trans>Send a new code</Trans>
              </Button>
            </div>
            {resend.context.saved ? <p role="status"><Trans>A new code is on its way.</Trans></p> : null}
            {resend.context.failed ? <p role="alert">{profileMessages(i18n, ['generic'])}</p> : null}
          </MachineForm>
        )}
      </Card>
    </>
  );
}
