import { useLingui } from '@lingui/react';
import { Plural } from '@lingui/react/macro';
import { Alert } from '../../ui/core';
import { messageText } from '../../ui/wizard/wizard-messages';
import { LoginActor } from './login-actor';

/** The step's error (SPEC §8), with the wait the server asked for when it limited sign-in. */
export function LoginAlert() {
  const alert = LoginActor.useSelector((snapshot) => snapshot.context.alert);
  const { i18n } = useLingui();
  if (!alert) return null;
  const minutes = alert.retryAfter ? Math.ceil(alert.retryAfter / 60) : 0;
  return (
    <Alert tone="error">
      <p>{messageText(i18n, alert.message)}</p>
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
