import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '../ui/core';
import { dismissNotice, useNotice } from './notices';

/** The current one-off notice, if any, with a dismiss button. */
export function NoticeBanner() {
  const { i18n } = useLingui();
  const notice = useNotice();
  if (!notice) return null;
  return (
    <Alert tone="warning" className="app-notice">
      <p>{i18n._(notice)}</p>
      <Button variant="link" onClick={dismissNotice}><Trans>Dismiss</Trans></Button>
    </Alert>
  );
}
