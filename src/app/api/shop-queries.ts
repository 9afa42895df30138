import { queryOptions } from '@tanstack/react-query';
import { CategoriesResponse, OrderResponseBody, OrdersPage, ProductResponse, ProductsPage, SHOP_TEASER_SIZES, type ShopSort } from '../../contract/shop';
import { MaterialConfigurationAnswer } from '../../contract/marketing-material';
import { getJson } from './http';
import { queryKeys } from './queries';

export interface ShopListQuery {
  page: number;
  sort: ShopSort;
  /** A category slug; none lists every category. */
  category?: string;
}

/** GET v2/shop/products: one page of the region's shop (SPEC §9: 21 a page). */
export function productsQuery({ page, sort, category }: ShopListQuery) {
  return queryOptions({
    queryKey: queryKeys.shopProducts({ page, sort, category: category ?? null }),
    queryFn: ({ signal }) => getJson(ProductsPage, 'v2/shop/products', {
      searchParams: { page, sort, ...(category ? { categories: category } : {}) }, signal,
    }),
  });
}

/** Products of one category, for the related products of a product page. */
export function relatedProductsQuery(category: string) {
  return queryOptions({
    queryKey: queryKeys.shopProducts({ related: category }),
    queryFn: ({ signal }) => getJson(ProductsPage, 'v2/shop/products', { searchParams: { categories: category, limit: 5 }, signal }),
  });
}

/** Home's shop teasers (SPEC §2 Home): two vouchers, or the region's sticky products. */
export function teaserProductsQuery(teaser: keyof typeof SHOP_TEASER_SIZES) {
  const filter: Record<string, string | number> = teaser === 'vouchers' ? { type: 'voucher' } : { sticky: 1 };
  return queryOptions({
    queryKey: queryKeys.shopProducts({ teaser }),
    queryFn: ({ signal }) => getJson(ProductsPage, 'v2/shop/products', { searchParams: { ...filter, limit: SHOP_TEASER_SIZES[teaser] }, signal }),
  });
}

export function productQuery(uuid: string) {
  return queryOptions({
    queryKey: queryKeys.shopProduct(uuid),
    queryFn: async ({ signal }) => (await getJson(ProductResponse, `v2/shop/products/${encodeURIComponent(uuid)}`, { signal })).data,
  });
}

/** GET v1/shop/categories?type=1 (SPEC §9: shop categories are of type 1). */
export function categoriesQuery() {
  return queryOptions({
    queryKey: queryKeys.shopCategories,
    queryFn: async ({ signal }) => (await getJson(CategoriesResponse, 'v1/shop/categories', { searchParams: { type: 1 }, signal })).data,
  });
}

export function ordersQuery(page: number) {
  return queryOptions({
    queryKey: queryKeys.ordersPage(page),
    queryFn: ({ signal }) => getJson(OrdersPage, 'v2/orders', { searchParams: { page }, signal }),
  });
}

export function orderQuery(uuid: string) {
  return queryOptions({
    queryKey: queryKeys.order(uuid),
    queryFn: async ({ signal }) => (await getJson(OrderResponseBody, `v2/orders/${encodeURIComponent(uuid)}`, { signal })).data,
  });
}

/** GET v1/shop/configurations/{uuid}: the company's stored material configuration, which /checkout/{uuid} orders. */
export function configurationQuery(uuid: string) {
  return queryOptions({
    queryKey: ['shop', 'configuration', uuid] as const,
    queryFn: async ({ signal }) => (await getJson(MaterialConfigurationAnswer, `v1/shop/configurations/${encodeURIComponent(uuid)}`, { signal })).data,
  });
}
