import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

/**
 * SPEC §2 Home tiles to /shop, /projects and /balance: one compact row on a phone, after the job
 * (HomeJob.tsx holds the owners' company-points and project tiles).
 */
export function HomeTiles() {
  return (
    <nav className="app-tiles" aria-labelledby="home-tiles">
      <h2 id="home-tiles" className="ui-visually-hidden"><Trans>Shortcuts</Trans></h2>
      <Link to="/shop" className="app-tile">
        <span className="app-tile__title"><Trans>Shop</Trans></span>
        <span className="app-tile__hint"><Trans>Exchange points for rewards</Trans></span>
      </Link>
      <Link to="/projects" className="app-tile">
        <span className="app-tile__title"><Trans>Projects</Trans></span>
        <span className="app-tile__hint"><Trans>Register projects and scan products</Trans></span>
      </Link>
      <Link to="/balance" className="app-tile">
        <span className="app-tile__title"><Trans>Balance</Trans></span>
        <span className="app-tile__hint"><Trans>Your points and their history</Trans></span>
      </Link>
    </nav>
  );
}
