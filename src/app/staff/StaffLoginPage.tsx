import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { StaffLoginResponse, StaffSession, type StaffVerifyRequest } from '../../contract/staff';
import { LOGIN_CODE_LENGTH } from '../../contract/limits';
import { staffLoginMachine } from '../../../machines/staff-login-machine';
import { sendJson } from '../api/http';
import { Alert, Button, MachineForm, TextField, useOn, WizardCard, WizardPage } from '../ui';
import { SignInAlert } from '../ui/wizard/SignInAlert';
import { useMessageTexts } from '../ui/wizard/wizard-messages';
import '../ui/wizard/wizard.css';
import { lastStaffEmail, staffSignedIn, useStaffSession } from './staff-session';

/** The sign-in machine with the staff API's calls (DESIGN rule 2); no token is sent before the session exists. */
const consoleLoginMachine = staffLoginMachine.provide({
  actors: {
    'request code': fromPromise(({ input }: { input: { email: string } }) =>
      sendJson(StaffLoginResponse, 'post', 'staff/v1/auth/login', { email: input.email }, { token: null })),
    'verify code': fromPromise(({ input }: { input: StaffVerifyRequest }) =>
      sendJson(StaffSession, 'post', 'staff/v1/auth/login/verify', input, { token: null })),
  },
});

const StaffLoginActor = createActorContext(consoleLoginMachine);

/** /staff/login: e-mail, then the code from it; a session that ended starts again with its e-mail typed. */
export function StaffLoginPage() {
  return (
    <StaffLoginActor.Provider logic={consoleLoginMachine} options={{ input: { email: lastStaffEmail() } }}>
      <main id="main" className="app-main--guest staff-login" tabIndex={-1}>
        <WizardPage>
          <div className="wizard-page">
            <StaffSignIn />
          </div>
        </WizardPage>
      </main>
    </StaffLoginActor.Provider>
  );
}

function StaffSignIn() {
  const login = StaffLoginActor.useActorRef();
  const router = useRouter();
  useOn(login, 'signedIn', ({ session }) => {
    staffSignedIn(session);
    void router.navigate({ href: '/staff', replace: true });
  });
  const onCode = StaffLoginActor.useSelector((snapshot) => snapshot.matches('enterCode') || snapshot.matches('signedIn'));
  return onCode ? <CodeStep /> : <EmailStep />;
}

/** Why the sign-in page shows again, when the session ended on its own. */
function SessionEnded() {
  const { ended } = useStaffSession();
  if (ended === 'expired') return <Alert tone="info"><p><Trans>Your console session has ended (8 hours). Please sign in again.</Trans></p></Alert>;
  if (ended === 'refused') return <Alert tone="info"><p><Trans>Your console session is no longer valid. Please sign in again.</Trans></p></Alert>;
  return null;
}

/** STAFF_ALLOWED_NETWORKS refused this address: the console opens only from the networks an administrator allowed. */
function NetworkRefused() {
  const refused = StaffLoginActor.useSelector((snapshot) => snapshot.context.networkRefused);
  if (!refused) return null;
  return (
    <Alert tone="error">
      <p><Trans>The staff console cannot be opened from this network. Connect through the office network or its VPN, or ask an administrator which networks are allowed.</Trans></p>
    </Alert>
  );
}

function EmailStep() {
  const { t } = useLingui();
  const texts = useMessageTexts();
  const { send } = StaffLoginActor.useActorRef();
  const email = StaffLoginActor.useSelector((snapshot) => snapshot.context.email);
  const errors = StaffLoginActor.useSelector((snapshot) => snapshot.context.fieldErrors.email);
  const alert = StaffLoginActor.useSelector((snapshot) => snapshot.context.alert);
  const requesting = StaffLoginActor.useSelector((snapshot) => snapshot.matches({ enterEmail: 'requestingCode' }));
  return (
    <WizardCard title={t`Staff console sign-in`} stepKey="staffEmail">
      <SessionEnded />
      <NetworkRefused />
      <SignInAlert alert={alert} />
      <p><Trans>Sign in with your staff e-mail address. We send you a one-time code.</Trans></p>
      <MachineForm onSubmit={() => send({ type: 'SUBMIT' })}>
        <TextField
          label={t`E-mail address`}
          type="email"
          autoComplete="username"
          value={email}
          errors={texts(errors)}
          onChange={(event) => send({ type: 'CHANGE_EMAIL', value: event.target.value })}
        />
        <div className="wizard-actions">
          <Button type="submit" block loading={requesting}><Trans>Send code</Trans></Button>
        </div>
      </MachineForm>
    </WizardCard>
  );
}

function CodeStep() {
  const { t } = useLingui();
  const texts = useMessageTexts();
  const { send } = StaffLoginActor.useActorRef();
  const email = StaffLoginActor.useSelector((snapshot) => snapshot.context.email);
  const code = StaffLoginActor.useSelector((snapshot) => snapshot.context.code);
  const errors = StaffLoginActor.useSelector((snapshot) => snapshot.context.fieldErrors.code);
  const alert = StaffLoginActor.useSelector((snapshot) => snapshot.context.alert);
  const secondsLeft = StaffLoginActor.useSelector((snapshot) => snapshot.context.resendSecondsLeft);
  const verifying = StaffLoginActor.useSelector((snapshot) => snapshot.matches({ enterCode: { code: 'verifying' } }) || snapshot.matches('signedIn'));
  const resending = StaffLoginActor.useSelector((snapshot) => snapshot.matches({ enterCode: { code: 'resending' } }));
  return (
    <WizardCard title={t`Enter your code`} stepKey="staffCode">
      <NetworkRefused />
      <SignInAlert alert={alert} />
      <p role="status">
        <Trans>If <strong>{email}</strong> belongs to a staff member, a {LOGIN_CODE_LENGTH}-digit code is on its way there.</Trans>
      </p>
      <MachineForm onSubmit={() => send({ type: 'SUBMIT' })}>
        <TextField
          label={t`Sign-in code`}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={LOGIN_CODE_LENGTH}
          value={code}
          errors={texts(errors)}
          onChange={(event) => send({ type: 'CHANGE_CODE', value: event.target.value })}
        />
        <div className="wizard-actions">
          <Button type="submit" block loading={verifying}><Trans>Sign in</Trans></Button>
          <Button variant="secondary" block disabled={verifying} onClick={() => send({ type: 'BACK' })}><Trans>Back</Trans></Button>
        </div>
      </MachineForm>
      <div className="staff-login__resend">
        <p>
          {secondsLeft > 0 ? (
            <Plural value={secondsLeft} one="You can ask for a new code in # second." other="You can ask for a new code in # seconds." />
          ) : (
            <Trans>Did not get the code?</Trans>
          )}
        </p>
        <Button variant="link" disabled={secondsLeft > 0 || verifying} loading={resending} onClick={() => send({ type: 'RESEND' })}>
          <Trans>Send a new code</Trans>
        </Button>
      </div>
    </WizardCard>
  );
}
