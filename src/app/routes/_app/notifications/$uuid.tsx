import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError } from '../../../api/http';
import { loadQueryClient } from '../../../api/load-query-client';
import { NotificationPage } from '../../../features/notifications/NotificationPage';

export const Route = createFileRoute('/_app/notifications/$uuid')({
  // Imported on demand, like the page: the route tree every page loads stays small (/login budget).
  loader: async ({ params }) => {
    const { notificationQuery } = await import('../../../api/notification-queries');
    try {
      await (await loadQueryClient()).ensureQueryData(notificationQuery(params.uuid));
    } catch (error) {
      // Someone else's or a deleted notification: the same 404 as an unknown page.
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: NotificationRoute,
});

function NotificationRoute() {
  const { uuid } = Route.useParams();
  return <NotificationPage uuid={uuid} />;
}
