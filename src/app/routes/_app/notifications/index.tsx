import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../../features/notifications/NotificationsPage';
import { pageLoaders } from '../../../routing/route-loaders';
import { pageDeps, validatePageSearch } from '../../../routing/page-search';

export const Route = createFileRoute('/_app/notifications/')({
  validateSearch: validatePageSearch,
  loaderDeps: pageDeps,
  // Imported on demand, like the page: the route tree every page loads stays small (/login budget).
  loader: async ({ deps }) => (await pageLoaders()).loadNotificationsPage(deps.page),
  component: NotificationsRoute,
});

function NotificationsRoute() {
  const { page } = Route.useLoaderDeps();
  return <NotificationsPage page={page} />;
}
