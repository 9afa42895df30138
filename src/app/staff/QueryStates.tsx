import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from '../ui';

/** A console list or page still loading: a placeholder block, its name for screen readers. */
export function StaffLoading({ height, children }: { height: string; children: ReactNode }) {
  return (
    <div className="staff-loading" aria-busy="true">
      <span className="ui-visually-hidden">{children}</span>
      <Skeleton shape="block" height={height} />
    </div>
  );
}

/** A console read that failed: what could not be loaded, and a retry. */
export function StaffLoadFailed({ onRetry, children }: { onRetry: () => void; children: ReactNode }) {
  return (
    <Alert tone="error">
      <p>{children}</p>
      <Button variant="secondary" onClick={onRetry}><Trans>Try again</Trans></Button>
    </Alert>
  );
}
