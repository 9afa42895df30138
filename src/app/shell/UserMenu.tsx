import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { User } from '../../contract/user';
import { useSession } from '../session/session';
import { Button } from '../ui';
import { Avatar } from '../ui/Avatar';
import { ChevronDownIcon } from '../ui/icons';
import { usePopover } from './use-popover';

/** The user's name opening their links: profile, orders, logout (SPEC §2 "Header"). */
export function UserMenu({ user }: { user: User }) {
  const { open, rootRef, buttonProps, panelProps } = usePopover();
  const { logout, signingOut } = useSession();
  const fullName = `${user.name} ${user.surname}`;
  return (
    <div className="app-popover app-user-menu" ref={rootRef}>
      <button type="button" className="app-header__button app-user-menu__button" {...buttonProps}>
        <Avatar person={user} size="small" />
        <span className="app-user-menu__name">{fullName}</span>
        <ChevronDownIcon />
      </button>
      <div className="app-popover__panel app-popover__panel--narrow" {...panelProps}>
        {open ? <UserLinks onLogout={logout} signingOut={signingOut} /> : null}
      </div>
    </div>
  );
}

/** Profile and orders links and the logout button; also the end of the phone menu. */
export function UserLinks({ onLogout, signingOut }: { onLogout: () => void; signingOut: boolean }) {
  return (
    <ul className="app-menu-list">
      <li><Link to="/user" className="app-menu-list__link"><Trans>My profile</Trans></Link></li>
      <li><Link to="/orders" className="app-menu-list__link"><Trans>My orders</Trans></Link></li>
      <li>
        <Button variant="secondary" block onClick={onLogout} loading={signingOut}>
          <Trans>Log out</Trans>
        </Button>
      </li>
    </ul>
  );
}
