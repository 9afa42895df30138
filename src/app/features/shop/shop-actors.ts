/** The shop machines with the real calls and stores (DESIGN.md rule 2). */
import { fromPromise } from 'xstate';
import { type CartChange, cartSyncMachine, syncCart } from '../../../../machines/cart-sync-machine';
import { cartByVendor, cartTotal, type Cart, type VendorGroup } from '../../../../machines/cart-rules';
import { checkoutMachine, type CustomerForm, type PlacedResult, type PlacementOrder } from '../../../../machines/checkout-machine';
import { isCartType, ProductsResponse, type CartCheckoutType, type PlacedOrders, type Product } from '../../../contract/shop';
import { getJson } from '../../api/http';
import { lookUpPlacement, placeOrder, refreshAfterOrder } from '../../api/placements';
import { cartStore } from '../../storage/cart-store';
import { endCheckout } from '../../storage/checkout-store';
import { clearLogo } from '../../storage/material-logo';

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
  const byType = new Map<CartCheckoutType, { uuid: string; quantity: number }[]>();
  for (const group of groups) {
    for (const line of group.lines) {
      const type = line.product.type;
      if (!isCartType(type)) continue;
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

/** What the checkout shows once placed: the orders, the company's points, and what was ordered. */
const placedResult = (placed: PlacedOrders, order: PlacementOrder): PlacedResult => ({
  orderUuids: placed.data.map((placedOrder) => placedOrder.uuid), companyPoints: placed.company_points,
  ordered: order.ordered, total: order.total,
});

/**
 * A checkout whose Place sends `body` to `path`; once placed (or found placed after a lost
 * answer) `after` runs and the data that show points, orders and the card are refreshed.
 */
function checkoutPlacing(path: 'v2/orders' | 'v2/orders/multi', body: (order: PlacementOrder, customer: CustomerForm) => unknown, after: () => void | Promise<void>) {
  const done = async (placed: PlacedOrders, order: PlacementOrder) => {
    await after();
    endCheckout();
    await refreshAfterOrder();
    return placedResult(placed, order);
  };
  return checkoutMachine.provide({
    actors: {
      'place order': fromPromise<PlacedResult, { order: PlacementOrder; customer: CustomerForm; key: string }>(async ({ input }) =>
        done(await placeOrder(path, body(input.order, input.customer), input.key), input.order)),
      'look up placement': fromPromise<PlacedResult | null, { key: string; order: PlacementOrder }>(async ({ input }) => {
        const placed = await lookUpPlacement(input.key);
        return placed ? done(placed, input.order) : null;
      }),
    },
  });
}

/** The cart's checkout: one multi order, then the cart is emptied (SPEC §4 Checkout). */
export const appCartCheckoutMachine = checkoutPlacing(
  'v2/orders/multi',
  (order, customer) => ({ orders: order.lines, customer: customerPayload(customer) }),
  () => cartStore().clearCart(),
);

/** The club card's checkout: one order of its one card (SPEC §5 club card order); the cart stays as it is. */
export const appCardCheckoutMachine = checkoutPlacing(
  'v2/orders',
  (order, customer) => ({ ...(order.lines as object), customer: customerPayload(customer) }),
  () => undefined,
);

/** A material's checkout: one order of its stored configuration, then the stored logo is cleared (SPEC §4 Checkout). */
export const appMaterialCheckoutMachine = checkoutPlacing(
  'v2/orders',
  (order, customer) => ({ ...(order.lines as object), customer: customerPayload(customer) }),
  clearLogo,
);

/** One line of a product's first variant, as the summary lists it. */
function productLine(product: Product, quantity: number) {
  const variant = product.variants[0];
  if (!variant) return null;
  const vendor = { uuid: product.vendor.uuid, name: product.vendor.name };
  const line = {
    quantity, vendor,
    product: { uuid: product.uuid, type: product.type, name: product.name, images: { thumbnail: product.images.thumbnail } },
    variant: { uuid: variant.uuid, stock: variant.stock, price: variant.price, sku: variant.sku, title: variant.title },
  };
  return { variant, vendor, line, group: { vendor, lines: [line], quantity, points: Math.max(0, variant.price * quantity) } };
}

/** A stored material configuration as Place orders it: the configuration and how many (SPEC §5 Material order voucher). */
export function materialPlacement(product: Product, configuration: string, quantity: number): PlacementOrder | null {
  const ordered = productLine(product, quantity);
  if (!ordered) return null;
  return {
    lines: { type: 'marketing_material', configuration, quantity },
    ordered: [ordered.group],
    total: ordered.variant.price * quantity,
  };
}

/** The club card product as Place orders it: its first variant, once. */
export function cardPlacement(product: Product): PlacementOrder | null {
  const ordered = productLine(product, 1);
  if (!ordered) return null;
  return {
    lines: { type: 'club_card', order: [{ uuid: ordered.variant.uuid, quantity: 1 }] },
    ordered: [ordered.group],
    total: ordered.variant.price,
  };
}
