import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

/** The club's logo (the brand block of ui/tokens.css names the file), linking home. */
export function Logo() {
  return (
    <Link to="/" className="app-logo" activeOptions={{ exact: true }}>
      <span className="app-logo__image" aria-hidden="true" />
      <span className="ui-visually-hidden"><Trans>Installer Club</Trans></span>
    </Link>
  );
}
