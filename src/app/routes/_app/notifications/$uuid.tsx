import { createFileRoute } from '@tanstack/react-router';
import { NotificationPage } from '../../../features/notifications/NotificationPage';
import { pageLoaders } from '../../../routing/route-loaders';

export const Route = createFileRoute('/_app/notifications/$uuid')({
  // Imported on demand, like the page: the route tree every page loads stays small (/login budget).
  loader: async ({ params }) => (await pageLoaders()).loadNotification(params.uuid),
  component: NotificationRoute,
});

function NotificationRoute() {
  const { uuid } = Route.useParams();
  return <NotificationPage uuid={uuid} />;
}
