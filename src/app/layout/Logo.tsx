import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

/** The club's logo (the brand block of ui/tokens.css names the file) and name, linking home. */
export function Logo() {
  return (
    <Link to="/" className="app-logo" activeOptions={{ exact: true }}>
      <span className="app-logo__mark" aria-hidden="true" />
      <span className="app-logo__name"><Trans>Installer Club</Trans></span>
    </Link>
  );
}
