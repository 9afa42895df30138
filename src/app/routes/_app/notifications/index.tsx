import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { loadQueryClient } from '../../../api/load-query-client';
import { NotificationsPage } from '../../../features/notifications/NotificationsPage';

/** `?page=` is kept only when it is a page number; anything else shows the first page. */
const Search = v.object({ page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)) });

export const Route = createFileRoute('/_app/notifications/')({
  validateSearch: (search) => v.parse(Search, search),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Imported on demand, like the page: the route tree every page loads stays small (/login budget).
  loader: async ({ deps }) => {
    const { notificationsQuery } = await import('../../../api/notification-queries');
    const page = await (await loadQueryClient()).ensureQueryData(notificationsQuery(deps.page));
    // A page past the end (an old link, notifications gone) shows the last one instead of an empty list.
    if (deps.page > page.meta.last_page) throw redirect({ to: '/notifications', search: { page: page.meta.last_page }, replace: true });
  },
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const { page } = Route.useLoaderDeps();
  return <NotificationsPage page={page} />;
}
