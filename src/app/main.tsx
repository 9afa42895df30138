// First import on purpose: it removes an emulation code from the address bar before anything runs.
import { emulationCode } from './session/emulation-code';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadFirstPage } from './boot/first-page';
import { activateLanguage, initialLanguage } from './i18n/i18n';
import { loadAllRoutes, preloadCurrentRouteCode, router } from './router';
import { trackPageViews } from './routing/page-views';
import { isSignedIn, startSession } from './session/session';
import './ui/fonts.css';
import './ui/tokens.css';
import './ui/ui.css';
import './layout/layout.css';

async function boot(): Promise<void> {
  const session = startSession({
    emulationCode,
    // After the current transition: guards then read the session's new state.
    navigate: (to) => queueMicrotask(() => void router.navigate({ to, replace: to === '/maintenance' })),
  });
  trackPageViews(router);
  // Signed in, the first page needs the whole route table (a guest's start-up code carries none
  // of it: router.ts) and then its route's code, asked for now, with the language. The signed-in
  // catalog comes with the layout's loader; the early start asked for all their files already.
  const routes = isSignedIn() ? loadAllRoutes().then(preloadCurrentRouteCode) : undefined;
  await activateLanguage(initialLanguage());
  // A failed download is the router's to show, as the catch-all route loads the table again.
  await routes?.catch(() => undefined);
  await loadFirstPage(session, router);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  // As a transition, React renders the first page in slices and lets the browser breathe between
  // them, instead of one long task that holds up input (Lighthouse's total blocking time).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// The staff console (/staff...) is an area of its own: its code loads only there (src/app/staff).
if (/^\/staff(\/|$)/.test(location.pathname)) void import('./staff/staff-main');
else void boot();
