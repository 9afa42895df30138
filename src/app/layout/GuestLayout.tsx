import { Outlet } from '@tanstack/react-router';
import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import { NoticeBanner } from './NoticeBanner';
import { SkipLink } from './SkipLink';

/** The frame of the sign-in and registration pages: logo, language, a centred column. */
export function GuestLayout() {
  return (
    <div className="app-frame app-frame--guest">
      <SkipLink />
      <header className="app-header app-header--guest">
        <div className="app-header__inner">
          <Logo />
          <LanguageSelect user={null} />
        </div>
      </header>
      <main id="main" className="app-main app-main--guest" tabIndex={-1}>
        <NoticeBanner />
        <Outlet />
      </main>
    </div>
  );
}
