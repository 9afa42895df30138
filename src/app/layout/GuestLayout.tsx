import { Outlet, useMatch } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import { NoticeBanner } from './NoticeBanner';
import { RegionFooter, useGuestFooter } from './RegionFooter';
import { SkipLink } from './SkipLink';

/**
 * The frame of the sign-in and registration pages: logo and language, the page (which lays out
 * its own bands: /login is a landing page, the registration a centred card), the region's footer.
 * The decor registration wears the decor programme's colours (ui/tokens.css) and names the programme.
 */
export function GuestLayout() {
  const decor = useMatch({ from: '/_guest/register/decor', shouldThrow: false }) !== undefined;
  return (
    <div className="app-frame app-frame--guest" data-programme={decor ? 'decor' : undefined}>
      <SkipLink />
      <header className="app-header app-header--guest">
        <div className="app-header__inner">
          <div className="app-header__brand">
            <Logo />
            {decor ? <span className="app-programme"><Trans>Decor programme</Trans></span> : null}
          </div>
          <LanguageSelect user={null} />
        </div>
      </header>
      <main id="main" className="app-main--guest" tabIndex={-1}>
        <NoticeBanner />
        <Outlet />
      </main>
      <Suspense fallback={<RegionFooter footer={null} reserveRoom />}>
        <GuestFooter />
      </Suspense>
    </div>
  );
}

function GuestFooter() {
  const { i18n } = useLingui();
  return <RegionFooter footer={useGuestFooter(i18n.locale)} />;
}
