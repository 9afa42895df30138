import { useRouter } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Alert, Button } from '../../ui/core';

/** A page whose data could not be loaded: the generic message of SPEC §8 and a retry. */
export function ErrorPage() {
  const router = useRouter();
  return (
    <div className="app-centred">
      <Alert tone="error">
        <p><Trans>Something went wrong. Please try again.</Trans></p>
      </Alert>
      <Button onClick={() => void router.invalidate()}><Trans>Try again</Trans></Button>
    </div>
  );
}
