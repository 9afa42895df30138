import { Plural } from '@lingui/react/macro';
import { Alert } from '../../ui';
import { LoginActor } from './login-context';
import { useLoginText } from './use-login-text';

/** The step's error (SPEC §8), with the wait the server asked for when it limited sign-in. */
export function LoginAlert() {
  const alert = LoginActor.useSelector((snapshot) => snapshot.context.alert);
  const { message } = useLoginText();
  if (!alert) return null;
  const minutes = alert.retryAfter ? Math.ceil(alert.retryAfter / 60) : 0;
  return (
    <Alert tone="error">
      <p>{message(alert.message)}</p>
      {alert.retryAfter ? (
        <p>
          {alert.retryAfter < 120 ? (
            <Plural value={alert.retryAfter} one="Try again in # second." other="Try again in # seconds." />
          ) : (
            <Plural value={minutes} one="Try again in # minute." other="Try again in # minutes." />
          )}
        </p>
      ) : null}
    </Alert>
  );
}
