import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadQueryClient } from '../api/load-query-client';
import { userQuery } from '../api/queries';
import { ErrorPage } from '../features/not-found/ErrorPage';
import { applyUserLanguage } from '../i18n/change-language';
import { addCatalog, type CatalogLoader } from '../i18n/i18n';
import { SignedInLayout } from '../shell/SignedInLayout';
import { isEmulated, isSignedIn } from '../session/session';
import { PageSpinner } from '../ui';

/** The signed-in part of the messages (lingui.config.ts), loaded with the first signed-in page. */
const signedInCatalog: CatalogLoader = (code) => import(`../i18n/locales/signed-in/${code}.po`);

/** Signed-in pages (SPEC §2): a guest goes to /login. */
export const Route = createFileRoute('/_app')({
  beforeLoad: () => {
    if (!isSignedIn()) throw redirect({ to: '/login', replace: true });
  },
  loader: async () => {
    await addCatalog(signedInCatalog);
    const queryClient = await loadQueryClient();
    const user = await queryClient.ensureQueryData(userQuery());
    await applyUserLanguage(user, isEmulated());
  },
  component: SignedInLayout,
  pendingComponent: PageSpinner,
  errorComponent: ErrorPage,
});
