import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NotificationsPage } from '../../../features/notifications/NotificationsPage';

/** `?page=` is kept only when it is a page number; anything else shows the first page. */
const Search = v.object({ page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)) });

export const Route = createFileRoute('/_app/notifications/')({
  validateSearch: (search) => v.parse(Search, search),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Imported on demand, like the page: the route tree every page loads stays small (/login budget).
  loader: async ({ deps }) => (await import('../../../api/page-loaders')).loadNotificationsPage(deps.page),
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const { page } = Route.useLoaderDeps();
  return <NotificationsPage page={page} />;
}
