import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { userQuery } from '../api/queries';
import { queryClient } from '../api/query-client';
import { useSession } from '../session/session';
import { Button } from '../ui';
import { Breadcrumbs } from './Breadcrumbs';
import { EmulationBanner } from './EmulationBanner';
import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import { NoticeBanner } from './NoticeBanner';
import { SkipLink } from './SkipLink';

/** The frame of every signed-in page, which is where TanStack Query starts serving server data. */
export function SignedInLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInFrame />
    </QueryClientProvider>
  );
}

/** The full header and navigation come with a later issue. */
function SignedInFrame() {
  const { t } = useLingui();
  const { data: user } = useQuery(userQuery());
  const { logout, signingOut } = useSession();
  const fullName = user ? `${user.name} ${user.surname}` : null;

  return (
    <div className="app-frame">
      <SkipLink />
      <EmulationBanner userName={fullName} />
      <header className="app-header">
        <div className="app-header__inner">
          <Logo />
          <div className="app-header__actions">
            <LanguageSelect user={user ?? null} />
            {fullName ? <span className="app-header__user" aria-label={t`Signed in as ${fullName}`}>{fullName}</span> : null}
            <Button variant="secondary" onClick={logout} loading={signingOut}>
              <Trans>Log out</Trans>
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <NoticeBanner />
        <Breadcrumbs />
        <Outlet />
      </main>
    </div>
  );
}
