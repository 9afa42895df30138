import { QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '../../contract/user';
import { userQuery } from '../api/queries';
import { browserFontWorld, releaseBrandFont } from '../boot/brand-font';
import { queryClient } from '../api/query-client';
import { CartButton } from '../features/cart/CartButton';
import { MiniCart } from '../features/cart/MiniCart';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { useSession } from '../session/session';
import { exposeCartApi } from '../storage/cart-store';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { AppFooter } from './AppFooter';
import { Breadcrumbs } from './Breadcrumbs';
import { ClubCardLink } from './ClubCardLink';
import { EmulationBanner } from './EmulationBanner';
import { LanguageSelect } from '../layout/LanguageSelect';
import { Logo } from '../layout/Logo';
import { NavLinks } from './MainNav';
import { NoticeBanner } from '../layout/NoticeBanner';
import { NotificationsMenu } from './NotificationsMenu';
import { PointsBalance } from './PointsBalance';
import { SkipLink } from '../layout/SkipLink';
import { usePopover } from './use-popover';
import './shell.css';
import { UserLinks, UserMenu } from './UserMenu';
import { Avatar } from '../ui/Avatar';

// The cart is a signed-in affair: its page API exists from the first signed-in page on.
exposeCartApi();
// The brand font the early start held back comes once the first signed-in page has painted.
releaseBrandFont(browserFontWorld());

/** The frame of every signed-in page, which is where TanStack Query starts serving server data. */
export function SignedInLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInFrame breadcrumbs>
        <Outlet />
      </SignedInFrame>
    </QueryClientProvider>
  );
}

/** A signed-in 404 (an unknown path, a notification that is not there): the page not found, in the shell. */
export function SignedInNotFound() {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInFrame breadcrumbs={false}>
        <NotFoundPage />
      </SignedInFrame>
    </QueryClientProvider>
  );
}

/** SPEC §2 "Header and navigation": the shell around every signed-in page. */
function SignedInFrame({ breadcrumbs, children }: { breadcrumbs: boolean; children: ReactNode }) {
  // The route loader has the user in the cache before this renders.
  const { data: user } = useSuspenseQuery(userQuery());
  return (
    <div className="app-frame">
      <SkipLink />
      <EmulationBanner userName={`${user.name} ${user.surname}`} />
      <AppHeader user={user} />
      <main id="main" className="app-main" tabIndex={-1}>
        <NoticeBanner />
        {breadcrumbs ? <Breadcrumbs /> : null}
        {children}
      </main>
      <AppFooter regionSlug={user.region.slug} />
      <MiniCart />
    </div>
  );
}

function AppHeader({ user }: { user: User }) {
  const { t } = useLingui();
  const menu = usePopover<HTMLElement>();
  const { logout, signingOut } = useSession();
  const fullName = `${user.name} ${user.surname}`;
  return (
    <header className="app-header app-header--signed-in" ref={menu.rootRef}>
      <div className="app-header__inner">
        <Logo />
        <div className="app-header__tools">
          <PointsBalance companyId={user.company.id} className="app-phone-only" />
          <ClubCardLink company={user.company} className="app-header__button app-header__club-card app-desktop-only" />
          <CartButton />
          <NotificationsMenu />
          <div className="app-desktop-only"><LanguageSelect user={user} /></div>
          <div className="app-desktop-only app-user-menu-slot"><UserMenu user={user} /></div>
          <button
            type="button"
            className="app-header__button app-header__icon-button app-phone-only"
            aria-label={menu.open ? t`Close menu` : t`Open menu`}
            {...menu.buttonProps}
          >
            {menu.open ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <nav className="app-nav app-desktop-only" aria-label={t`Main navigation`}>
        <div className="app-nav__inner">
          <NavLinks className="app-nav__list" />
          <PointsBalance companyId={user.company.id} className="app-points--full-when-wide" />
        </div>
      </nav>
      <div className="app-phone-menu app-phone-only" {...menu.panelProps}>
        <nav aria-label={t`Main navigation`}>
          <NavLinks className="app-phone-menu__list" />
        </nav>
        <ClubCardLink company={user.company} className="app-phone-menu__club-card" />
        <LanguageSelect user={user} />
        <p className="app-phone-menu__user">
          <Avatar person={user} size="small" />
          <span><Trans>Signed in as {fullName}</Trans></span>
        </p>
        <UserLinks onLogout={logout} signingOut={signingOut} />
      </div>
    </header>
  );
}
