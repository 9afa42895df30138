import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { buttonClassName } from '../../ui/core';

/** Any path outside the route table (SPEC §2). */
export function NotFoundPage() {
  return (
    <div className="app-centred">
      <p className="app-status-code" aria-hidden="true">404</p>
      <h1 tabIndex={-1}><Trans>Page not found</Trans></h1>
      <p><Trans>The page you are looking for does not exist or has moved.</Trans></p>
      <Link to="/" className={buttonClassName('primary')}><Trans>Go to the home page</Trans></Link>
    </div>
  );
}
