/**
 * The shop list's sort orders. A module of their own: the /shop route checks its search with them,
 * and route files are part of the start-up bundle, which must not pull in the rest of the shop
 * contract (its customer rules bring the phone metadata).
 */
export const SHOP_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
