import { queryOptions } from '@tanstack/react-query';
import { CardAccountResponse, CLUB_CARD_RULES, isOpenTopUp, OPEN_TOP_UP_REFRESH_MS, TopUpHistoryResponse } from '../../contract/club-card';
import { ProductsResponse } from '../../contract/shop';
import { getJson } from './http';
import { queryKeys } from './queries';

/** GET v1/edenred/card/account/{companyId}: the company's card as the issuer reports it. */
export async function fetchCardAccount(companyId: number) {
  return (await getJson(CardAccountResponse, `v1/edenred/card/account/${companyId}`)).data;
}

/**
 * The club card's query keys, kept out of queries.ts: that module is part of the start-up chunk
 * (the /login budget), and only the club card's pages and the order placement use these.
 */
export const CLUB_CARD_KEY = ['club-card'] as const;

/** GET v1/edenred/card/history?page=&limit=4: one page of the company's top-ups, newest first (SPEC §9). */
export function cardHistoryQuery(page: number) {
  return queryOptions({
    queryKey: [...CLUB_CARD_KEY, 'history', page],
    queryFn: ({ signal }) => getJson(TopUpHistoryResponse, 'v1/edenred/card/history', {
      searchParams: { page, limit: CLUB_CARD_RULES.historyPageSize }, signal,
    }),
    // A top-up on its way is followed to its outcome while the page is open.
    refetchInterval: ({ state }) => (state.data?.data.some((item) => isOpenTopUp(item.status)) ? OPEN_TOP_UP_REFRESH_MS : false),
  });
}

/** GET v2/shop/products/cards?type=club_card: the region's club card product. */
export function clubCardProductsQuery() {
  return queryOptions({
    queryKey: queryKeys.clubCards,
    queryFn: ({ signal }) => getJson(ProductsResponse, 'v2/shop/products/cards', { searchParams: { type: 'club_card' }, signal }),
  });
}
