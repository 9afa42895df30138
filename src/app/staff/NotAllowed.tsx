import { Trans } from '@lingui/react/macro';
import { EmptyState, PageTitle } from '../ui';
import { StaffLink } from './StaffLink';
import { buttonClassName } from '../ui/core';

/** A console page the member's roles do not open: said plainly, with the way back to his desks. */
export function NotAllowed() {
  return (
    <>
      <PageTitle><Trans>Not allowed</Trans></PageTitle>
      <EmptyState
        title={<Trans>Your roles do not open this page.</Trans>}
        action={<StaffLink href="/staff" className={buttonClassName('secondary')}><Trans>Back to your desks</Trans></StaffLink>}
      >
        <Trans>Ask an admin if you need it for your work.</Trans>
      </EmptyState>
    </>
  );
}

/** A /staff address the console does not have. */
export function StaffNotFound() {
  return (
    <>
      <PageTitle><Trans>Page not found</Trans></PageTitle>
      <EmptyState
        title={<Trans>The console has no page at this address.</Trans>}
        action={<StaffLink href="/staff" className={buttonClassName('secondary')}><Trans>Back to your desks</Trans></StaffLink>}
      />
    </>
  );
}
