import { queryOptions } from '@tanstack/react-query';
import { NotificationResponse, NotificationsPage, NOTIFICATIONS_PAGE_SIZE } from '../../contract/notifications';
import { getJson } from './http';
import { queryKeys } from './queries';

/** How often the header asks for new notifications while the portal is open. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** GET v1/notifications: one page of the user's notifications, with the unread count. */
export function notificationsQuery(page: number, limit: number = NOTIFICATIONS_PAGE_SIZE) {
  return queryOptions({
    queryKey: queryKeys.notificationsPage(page, limit),
    queryFn: ({ signal }) => getJson(NotificationsPage, 'v1/notifications', { searchParams: { page, limit }, signal }),
  });
}

/** GET v1/notifications/{uuid} */
export function notificationQuery(uuid: string) {
  return queryOptions({
    queryKey: queryKeys.notification(uuid),
    queryFn: async ({ signal }) => (await getJson(NotificationResponse, `v1/notifications/${encodeURIComponent(uuid)}`, { signal })).data,
  });
}
