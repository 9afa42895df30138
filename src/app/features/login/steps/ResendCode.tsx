import { Plural, Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/core';
import { LoginActor, type LoginSnapshot } from '../login-actor';

const isAskingForCode = (snapshot: LoginSnapshot) =>
  snapshot.matches({ enterCode: { code: 'resending' } }) || snapshot.matches({ enterId: 'requestingCode' });

/**
 * "Send a new code" once the resend wait is over (SPEC §9: 60 s), with the wait counted down
 * before. On the code step, and on the id step after a wrong code.
 */
export function ResendCode() {
  const { send } = LoginActor.useActorRef();
  const secondsLeft = LoginActor.useSelector((snapshot) => snapshot.context.resendSecondsLeft);
  const verifying = LoginActor.useSelector((snapshot) => snapshot.matches({ enterCode: { code: 'verifying' } }));
  const asking = LoginActor.useSelector(isAskingForCode);
  return (
    <div className="login-resend">
      {secondsLeft > 0 ? (
        <p className="login-resend__wait">
          <Plural value={secondsLeft} one="You can ask for a new code in # second." other="You can ask for a new code in # seconds." />
        </p>
      ) : (
        <p className="login-resend__wait"><Trans>Did not get the code?</Trans></p>
      )}
      <Button variant="link" disabled={secondsLeft > 0 || verifying} loading={asking} onClick={() => send({ type: 'RESEND' })}>
        <Trans>Send a new code</Trans>
      </Button>
    </div>
  );
}
