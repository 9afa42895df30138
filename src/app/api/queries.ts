import { queryOptions } from '@tanstack/react-query';
import { Config } from '../../contract/config';
import { UserResponse } from '../../contract/user';
import { getJson } from './http';

export const queryKeys = {
  publicConfig: (lang: string) => ['config', 'public', lang] as const,
  user: ['user', 'self'] as const,
  /** Every notifications query (lists and single ones), for invalidation after a change. */
  notifications: ['notifications'] as const,
  notificationsPage: (page: number, limit: number) => ['notifications', 'page', page, limit] as const,
  notification: (uuid: string) => ['notifications', 'one', uuid] as const,
  companyPoints: (companyId: number) => ['points', 'company', companyId] as const,
  pointsHistory: (page: number) => ['points', 'history', page] as const,
  tiers: (regionId: number) => ['points', 'tiers', regionId] as const,
  behaviours: (regionId: number) => ['behaviours', regionId] as const,
  content: (types: string, limit: number, page: number, sticky: boolean | undefined) => ['content', 'list', types, limit, page, sticky ?? 'any'] as const,
  contentItem: (uuid: string) => ['content', 'one', uuid] as const,
  /** Every project query (lists and single ones), for invalidation after a change. */
  projects: ['projects'] as const,
  projectsPage: (status: number, page: number) => ['projects', 'page', status, page] as const,
  project: (uuid: string) => ['projects', 'one', uuid] as const,
  /** Every shop query (lists, products, categories, cards), for invalidation after an order. */
  shop: ['shop'] as const,
  shopProducts: (query: object) => ['shop', 'products', query] as const,
  shopProduct: (uuid: string) => ['shop', 'product', uuid] as const,
  shopCategories: ['shop', 'categories'] as const,
  clubCards: ['shop', 'cards'] as const,
  cart: ['cart'] as const,
  orders: ['orders'] as const,
  ordersPage: (page: number) => ['orders', 'page', page] as const,
  order: (uuid: string) => ['orders', 'one', uuid] as const,
};

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
