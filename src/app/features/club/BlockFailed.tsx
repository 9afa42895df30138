import { Trans } from '@lingui/react/macro';
import { Alert, Button } from '../../ui';

/** A block that failed to load: the rest of the page stays. */
export function BlockFailed({ retry }: { retry: () => void }) {
  return (
    <Alert tone="error" title={<Trans>This part of the page could not load.</Trans>}>
      <Button variant="secondary" onClick={retry}><Trans>Try again</Trans></Button>
    </Alert>
  );
}

export const blockFailed = (retry: () => void) => <BlockFailed retry={retry} />;
