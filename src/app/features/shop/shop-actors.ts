/** The shop machines with the real calls and stores (DESIGN.md rule 2). */
import { fromPromise } from 'xstate';
import { type CartChange, cartSyncMachine, syncCart } from '../../../../machines/cart-sync-machine';
import { cartByVendor, cartTotal, type Cart, type VendorGroup } from '../../../../machines/cart-rules';
import { checkoutMachine, type CustomerForm, type PlaceFailure, type PlacedResult, type PlacementOrder } from '../../../../machines/checkout-machine';
import { PlacedOrders, ProductsResponse, isCheckoutType, type CheckoutType } from '../../../contract/shop';
import { ApiError, getJson, sendJson } from '../../api/http';
import { queryKeys } from '../../api/queries';
import { queryClient } from '../../api/query-client';
import { cartStore } from '../../storage/cart-store';
import { endCheckout } from '../../storage/checkout-store';

/** GET v2/cart with the stored cart's products, and the synced cart written back. */
async function syncStoredCart(): Promise<CartChange[]> {
  const asked = cartStore().getCart().uuids;
  if (asked.length === 0) return [];
  const { data } = await getJson(ProductsResponse, 'v2/cart', { searchParams: { uuids: asked.join(',') } });
  // Applied to the cart as it is now: a line added meanwhile (another tab) is left for the next sync.
  const { cart, changes } = syncCart(cartStore().getCart(), asked, data);
  if (changes.length > 0) cartStore().replaceCart(cart);
  return changes;
}

export const appCartSyncMachine = cartSyncMachine.provide({
  actors: { 'sync cart': fromPromise(syncStoredCart) },
});

/** The cart as POST v2/orders/multi wants it: the lines by product type. */
function cartOrders(groups: readonly VendorGroup[]) {
  const byType = new Map<CheckoutType, { uuid: string; quantity: number }[]>();
  for (const group of groups) {
    for (const line of group.lines) {
      const type = line.product.type;
      if (!isCheckoutType(type)) continue;
      byType.set(type, [...(byType.get(type) ?? []), { uuid: line.variant.uuid, quantity: line.quantity }]);
    }
  }
  return [...byType].map(([type, order]) => ({ type, order }));
}

function customerPayload(customer: CustomerForm) {
  const { phone_region, region, ...text } = customer;
  return { ...text, ...(phone_region === undefined ? {} : { phone_region }), ...(region === undefined ? {} : { region }) };
}

/** The cart as Place orders it: the lines for POST v2/orders/multi, and what the summary shows. */
export function cartPlacement(cart: Cart): PlacementOrder {
  const ordered = cartByVendor(cart);
  return { lines: cartOrders(ordered), ordered, total: cartTotal(cart) };
}

/**
 * A refusal (the server answered 4xx with its reasons) for the machine; anything else, a dropped
 * connection or a server failure, is a lost answer: the order may have been placed.
 */
function placeFailure(error: unknown): PlaceFailure {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return { kind: 'refused', message: error.body?.message ?? 'server', errors: error.body?.errors ?? {} };
  }
  return { kind: 'lost', message: 'network', errors: {} };
}

/** SPEC §7: a placed order invalidates points, cart, orders, shop and club-card data. */
async function refreshAfterOrder(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['points'] }),
    queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
    queryClient.invalidateQueries({ queryKey: queryKeys.orders }),
    queryClient.invalidateQueries({ queryKey: queryKeys.shop }),
  ]);
}

/** The order is placed: the cart is emptied and the data that show points, cart and orders are refreshed. */
async function afterPlacing(placed: PlacedOrders, order: PlacementOrder): Promise<PlacedResult> {
  cartStore().clearCart();
  endCheckout();
  await refreshAfterOrder();
  return {
    orderUuids: placed.data.map((placedOrder) => placedOrder.uuid), companyPoints: placed.company_points,
    ordered: order.ordered, total: order.total,
  };
}

/** The cart's checkout: one multi order, then the cart is emptied (SPEC §4 Checkout). */
export const appCartCheckoutMachine = checkoutMachine.provide({
  actors: {
    'place order': fromPromise<PlacedResult, { order: PlacementOrder; customer: CustomerForm; key: string }>(async ({ input }) => {
      let placed: PlacedOrders;
      try {
        placed = await sendJson(PlacedOrders, 'post', 'v2/orders/multi', { orders: input.order.lines, customer: customerPayload(input.customer) }, {
          headers: { 'idempotency-key': input.key },
        });
      } catch (error) {
        throw placeFailure(error);
      }
      return afterPlacing(placed, input.order);
    }),
    'look up placement': fromPromise<PlacedResult | null, { key: string; order: PlacementOrder }>(async ({ input }) => {
      let placed: PlacedOrders;
      try {
        placed = await getJson(PlacedOrders, `v2/orders/placements/${encodeURIComponent(input.key)}`);
      } catch (error) {
        // No placement under the key: the lost attempt placed nothing.
        if (error instanceof ApiError && error.status === 404) return null;
        throw placeFailure(error);
      }
      return afterPlacing(placed, input.order);
    }),
  },
});
