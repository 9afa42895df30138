import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from './i18n/i18n';
import { router } from './router';
import { useSession } from './session/session';
import { PageSpinner } from './ui/core';

/** The router, except while the session is being settled or ended. */
function SessionGate() {
  const { status } = useSession();
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
