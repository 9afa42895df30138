import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadQueryClient } from '../api/load-query-client';
import { userQuery } from '../api/queries';
import { ErrorPage } from '../features/not-found/ErrorPage';
import { applyUserLanguage } from '../i18n/change-language';
import { SignedInLayout } from '../layout/SignedInLayout';
import { isEmulated, isSignedIn } from '../session/session';
import { PageSpinner } from '../ui';

/** Signed-in pages (SPEC §2): a guest goes to /login. */
export const Route = createFileRoute('/_app')({
  beforeLoad: () => {
    if (!isSignedIn()) throw redirect({ to: '/login', replace: true });
  },
  loader: async () => {
    const queryClient = await loadQueryClient();
    const user = await queryClient.ensureQueryData(userQuery());
    await applyUserLanguage(user, isEmulated());
  },
  component: SignedInLayout,
  pendingComponent: PageSpinner,
  errorComponent: ErrorPage,
});
