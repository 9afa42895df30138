import { useLingui } from '@lingui/react';
import { Plural } from '@lingui/react/macro';
import type { LoginAlert } from '../../../../machines/login-failures';
import { Alert } from '../Alert';
import { messageText } from './wizard-messages';

/** A failed sign-in step's error (SPEC §8), with the wait the server asked for when it limited sign-in: the installers' and the staff's. */
export function SignInAlert({ alert }: { alert: LoginAlert | null }) {
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
