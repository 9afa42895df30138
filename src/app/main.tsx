// First import on purpose: it removes an emulation code from the address bar before anything runs.
import { emulationCode } from './session/emulation-code';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { activateLanguage, initialLanguage } from './i18n/i18n';
import { router } from './router';
import { trackPageViews } from './routing/page-views';
import { startSession } from './session/session';
import './ui/tokens.css';
import './ui/ui.css';
import './layout/layout.css';

async function boot(): Promise<void> {
  await activateLanguage(initialLanguage());
  startSession({
    emulationCode,
    // After the current transition: guards then read the session's new state.
    navigate: (to) => queueMicrotask(() => void router.navigate({ to, replace: to === '/maintenance' })),
  });
  trackPageViews(router);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
