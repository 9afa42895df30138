import * as v from 'valibot';
import { readStored, removeStored, writeStored } from './browser-storage';

/**
 * SPEC §3 "Other local stores: checkout": which checkout /checkout runs. Without one it sends
 * the visitor to /shop (SPEC §2). The cart's checkout, or the club card's (its product, ordered
 * alone, SPEC §5 non-physical); the marketing material adds its own (with the product uuid of
 * /checkout/{uuid}).
 */
const CHECKOUT_KEY = 'checkout';
export const CheckoutType = v.variant('kind', [
  v.object({ kind: v.literal('cart') }),
  v.object({ kind: v.literal('club_card'), product: v.pipe(v.string(), v.uuid()) }),
]);
export type CheckoutType = v.InferOutput<typeof CheckoutType>;

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export function readCheckoutType(): CheckoutType | null {
  const store = storage();
  return store ? readStored(store, CHECKOUT_KEY, CheckoutType) : null;
}

export function startCheckout(type: CheckoutType): void {
  const store = storage();
  if (store) writeStored(store, CHECKOUT_KEY, type);
}

export function endCheckout(): void {
  const store = storage();
  if (store) removeStored(store, CHECKOUT_KEY);
}
