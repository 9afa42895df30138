// First import on purpose: it removes an emulation code from the address bar before anything runs.
import { emulationCode } from './session/emulation-code';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadFirstPage } from './boot/first-page';
import { activateLanguage, addCatalog, initialLanguage } from './i18n/i18n';
import { preloadCurrentRouteCode, router } from './router';
import { signedInCatalog } from './routes/-signed-in-catalog';
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
  // Signed in, the first page also needs the signed-in catalog and its route's code: asked for
  // now, with the language (registered before it, so that activateLanguage loads it), instead of
  // once the router runs after the language. A guest's /login is preloaded by index.html.
  if (isSignedIn()) {
    void addCatalog(signedInCatalog);
    preloadCurrentRouteCode();
  }
  await activateLanguage(initialLanguage());
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

void boot();
