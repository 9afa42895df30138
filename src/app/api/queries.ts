import { queryOptions } from '@tanstack/react-query';
import { Config } from '../../contract/config';
import { NotificationResponse, NotificationsPage, NOTIFICATIONS_PAGE_SIZE } from '../../contract/notifications';
import { CompanyPointsResponse } from '../../contract/points';
import { UserResponse } from '../../contract/user';
import { getJson } from './http';

export const queryKeys = {
  publicConfig: (lang: string) => ['config', 'public', lang] as const,
  user: ['user', 'self'] as const,
  /** Every notifications query (lists and single ones), for invalidation after a change. */
  notifications: ['notifications'] as const,
  notificationsPage: (page: number, limit: number) => ['notifications', 'page', page, limit] as const,
  notification: (uuid: string) => ['notifications', 'one', uuid] as const,
  /** SPEC §7: orders, points and club-card changes invalidate this. */
  points: ['points'] as const,
  companyPoints: (companyId: number) => ['points', 'company', companyId] as const,
};

/** How often the header asks for new notifications while the portal is open. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** GET v1/config/public?lang=…: reference data and regional settings; config is never stale (SPEC §9). */
export function publicConfigQuery(lang: string) {
  return queryOptions({
    queryKey: queryKeys.publicConfig(lang),
    queryFn: ({ signal }) => getJson(Config, 'v1/config/public', { searchParams: { lang }, signal }),
    staleTime: Infinity,
  });
}

/** GET v1/company/user/self: the signed-in user. */
export function userQuery() {
  return queryOptions({
    queryKey: queryKeys.user,
    queryFn: async ({ signal }) => (await getJson(UserResponse, 'v1/company/user/self', { signal })).data,
  });
}

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

/** GET v1/company/points/{companyId}: the company's balance and points summary. */
export function companyPointsQuery(companyId: number) {
  return queryOptions({
    queryKey: queryKeys.companyPoints(companyId),
    queryFn: async ({ signal }) => (await getJson(CompanyPointsResponse, `v1/company/points/${companyId}`, { signal })).data,
  });
}
