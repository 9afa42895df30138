import { createFileRoute, notFound, redirect, rootRouteId } from '@tanstack/react-router';
import { NOTIFICATIONS_DROPDOWN_SIZE } from '../../contract/notifications';
import { loadQueryClient } from '../api/load-query-client';
import { publicConfigQuery, userQuery } from '../api/queries';
import { ErrorPage } from '../features/not-found/ErrorPage';
import { applyUserLanguage } from '../i18n/change-language';
import { addCatalog, i18n } from '../i18n/i18n';
import { SignedInLayout, SignedInNotFound } from '../shell/SignedInLayout';
import { returnPath } from '../routing/return-path';
import { isEmulated, isSignedIn } from '../session/session';
import { PageSpinner } from '../ui/core';
import { signedInCatalog } from './-signed-in-catalog';

/** The catch-all route of the signed-in area (_app/$.tsx). */
const UNKNOWN_PATH_ROUTE = '/_app/$';

/** Signed-in pages (SPEC §2): a guest goes to /login, and back to the page opened once signed in. */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ matches, location }) => {
    if (isSignedIn()) return;
    // An unknown path (the catch-all route below this layout) is a 404 for a guest too, in the root's frame.
    if (matches.some((match) => match.routeId === UNKNOWN_PATH_ROUTE)) throw notFound({ routeId: rootRouteId });
    throw redirect({ to: '/login', search: { next: returnPath(location.pathname) ?? undefined }, replace: true });
  },
  // Everything the shell shows is asked for at once, not each once the one before arrived.
  loader: async () => {
    // Imported on demand, like the layout: the route tree every page loads stays small (/login budget).
    const [queryClient, { notificationsQuery }, { companyPointsQuery }] = await Promise.all([
      loadQueryClient(),
      import('../api/notification-queries'),
      import('../api/points-queries'),
      addCatalog(signedInCatalog),
    ]);
    const startLocale = i18n.locale;
    const config = queryClient.prefetchQuery(publicConfigQuery(startLocale));
    void queryClient.prefetchQuery(notificationsQuery(1, NOTIFICATIONS_DROPDOWN_SIZE));
    const user = await queryClient.ensureQueryData(userQuery());
    void queryClient.prefetchQuery(companyPointsQuery(user.company.id));
    await applyUserLanguage(user, isEmulated());
    // The footer is drawn from the config: the page waits for it so that the footer does not grow
    // under the reader. In the user's language, which is rarely not the one the portal started in.
    await (i18n.locale === startLocale ? config : queryClient.prefetchQuery(publicConfigQuery(i18n.locale)));
  },
  component: SignedInLayout,
  // An unknown path or a page whose loader found nothing (someone else's notification, ...): the
  // 404 inside the shell, which keeps its header, navigation and footer.
  notFoundComponent: SignedInNotFound,
  pendingComponent: PageSpinner,
  errorComponent: ErrorPage,
});
