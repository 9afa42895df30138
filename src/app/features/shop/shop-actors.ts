/** The shop machines with the real calls and stores (DESIGN.md rule 2). */
import { fromPromise } from 'xstate';
import { type CartChange, cartSyncMachine, syncCart } from '../../../../machines/cart-sync-machine';
import { cartByVendor, cartTotal, type VendorGroup } from '../../../../machines/cart-rules';
import { checkoutMachine, type CustomerForm, type PlaceFailure, type PlacedResult } from '../../../../machines/checkout-machine';
import { CHECKOUT_TYPES, PlacedOrders, ProductsResponse, type CheckoutType } from '../../../contract/shop';
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

export function appCartSyncMachine(goToCheckout: () => void) {
  return cartSyncMachine.provide({
    actors: { 'sync cart': fromPromise(syncStoredCart) },
    actions: { 'go to checkout': goToCheckout },
  });
}

const isCheckoutType = (type: string): type is CheckoutType => Object.hasOwn(CHECKOUT_TYPES, type);

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

/** What a refused placement says, for the machine; a lost answer says so in its own words. */
function placeFailure(error: unknown): PlaceFailure {
  if (error instanceof ApiError && error.body) return { message: error.body.message, errors: error.body.errors ?? {} };
  return { message: error instanceof ApiError && error.status === 0 ? 'network' : 'server', errors: {} };
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

/** The cart's checkout: one multi order, then the cart is emptied (SPEC §4 Checkout). */
export const appCartCheckoutMachine = checkoutMachine.provide({
  actors: {
    'place order': fromPromise<PlacedResult, { customer: CustomerForm; key: string }>(async ({ input }) => {
      // What is sent is what the summary keeps showing behind the thank-you dialog.
      const cart = cartStore().getCart();
      const ordered = cartByVendor(cart);
      try {
        const placed = await sendJson(PlacedOrders, 'post', 'v2/orders/multi', { orders: cartOrders(ordered), customer: customerPayload(input.customer) }, {
          headers: { 'idempotency-key': input.key },
        });
        cartStore().clearCart();
        endCheckout();
        await refreshAfterOrder();
        return {
          orderUuids: placed.data.map((order) => order.uuid), companyPoints: placed.company_points,
          ordered, total: cartTotal(cart),
        };
      } catch (error) {
        throw placeFailure(error);
      }
    }),
  },
});
