import * as v from 'valibot';
import { readStored, removeStored, writeStored } from './browser-storage';

/**
 * SPEC §3 "Other local stores: checkout": which checkout /checkout runs. Without one it sends
 * the visitor to /shop (SPEC §2). The cart's checkout is the only one yet; the club card and the
 * marketing material add theirs (with the product uuid of /checkout/{uuid}).
 */
const CHECKOUT_KEY = 'checkout';
export const CheckoutType = v.object({ kind: v.literal('cart') });
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
