import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { i18n } from './i18n/i18n';
import { router } from './router';
import { useSession } from './session/session';
import { PageSpinner } from './ui/core';

/** Waits for the start-up session check, then runs the router; re-checks guards on sign-in/out. */
function SessionGate() {
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'starting') void router.invalidate();
  }, [status]);
  if (status === 'starting') return <PageSpinner />;
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <SessionGate />
    </I18nProvider>
  );
}
