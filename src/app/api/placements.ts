/**
 * Placing an order with an Idempotency-Key, and asking what a lost placement did (issue 23): the
 * calls the checkout and the club card's top-up share. A failure is thrown as the machines'
 * PlaceFailure.
 */
import { PlacedOrders } from '../../contract/shop';
import type { PlaceFailure } from '../../../machines/checkout-machine';
import { CLUB_CARD_KEY } from './club-card-queries';
import { ApiError, getJson, sendJson } from './http';
import { queryKeys } from './queries';
import { queryClient } from './query-client';

/**
 * A refusal (the server answered 4xx with its reasons) for the machine; anything else, a dropped
 * connection or a server failure, is a lost answer: the order may have been placed.
 */
export function placeFailure(error: unknown): PlaceFailure {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return { kind: 'refused', message: error.body?.message ?? 'server', errors: error.body?.errors ?? {} };
  }
  return { kind: 'lost', message: 'network', errors: {} };
}

/** POST v2/orders or v2/orders/multi under the placement's key. */
export async function placeOrder(path: 'v2/orders' | 'v2/orders/multi', body: unknown, key: string): Promise<PlacedOrders> {
  try {
    return await sendJson(PlacedOrders, 'post', path, body, { headers: { 'idempotency-key': key } });
  } catch (error) {
    throw placeFailure(error);
  }
}

/** GET v2/orders/placements/{key}: what was placed under the key, or null when nothing was. */
export async function lookUpPlacement(key: string): Promise<PlacedOrders | null> {
  try {
    return await getJson(PlacedOrders, `v2/orders/placements/${encodeURIComponent(key)}`);
  } catch (error) {
    // No placement under the key: the lost attempt placed nothing.
    if (error instanceof ApiError && error.status === 404) return null;
    throw placeFailure(error);
  }
}

/**
 * SPEC §7: a placed order invalidates points, cart, orders, shop and club-card data; the user
 * too, whose company carries the pending card order.
 */
export async function refreshAfterOrder(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['points'] }),
    queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
    queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
    queryClient.invalidateQueries({ queryKey: queryKeys.shop }),
    queryClient.invalidateQueries({ queryKey: CLUB_CARD_KEY }),
    queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  ]);
}
