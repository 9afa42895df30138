import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import {
  addItem,
  CartItem,
  EMPTY_CART,
  findLine,
  parseCart,
  removeItem,
  setQuantity,
  type AddResult,
  type Cart,
  type CartAddition,
} from '../../../machines/cart-rules';
import { memoryStorage, removeStored, writeStored } from './browser-storage';
import { CART_KEY } from './cart-key';

/**
 * The cart (SPEC §3 "Other local stores: cart"): kept in local storage under "cart", so it
 * survives reloads and is shared by the tabs of this browser. The rules live in
 * machines/cart-rules.ts; this is the small external store around them.
 *
 * - Every change reads the stored cart first, so a change made in another tab a moment ago is not
 *   overwritten, and is written back at once.
 * - Another tab's change arrives as a window "storage" event (key "cart", or null when that tab
 *   cleared the whole storage): this tab re-reads, so its badge follows. It does not signal an
 *   add: the mini cart opens only in the tab where the item was added.
 * - When storage cannot be written (full, disabled) the cart still works for this page view.
 */
export { CART_KEY } from './cart-key';

/** The part of a StorageEvent the store reads. */
export interface CartStorageEvent {
  key: string | null;
}

/** Where "storage" events come from: the window, or a fake in tests. */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: CartStorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: CartStorageEvent) => void): void;
}

export interface CartStore {
  getCart(): Cart;
  /** Called after every change, from this tab or another. */
  subscribe(listener: () => void): () => void;
  /** Called after each add made in this tab that added at least one item. */
  subscribeToAdds(listener: (addition: CartAddition) => void): () => void;
  addToCart(item: CartItem, quantity: number): AddResult;
  setCartQuantity(variantUuid: string, quantity: number): Cart;
  removeFromCart(variantUuid: string): Cart;
  /** Writes a cart the sync made from this store's cart (machines/cart-sync-machine.ts). */
  replaceCart(next: Cart): Cart;
  clearCart(): void;
  /** Stops listening to storage events (tests). */
  dispose(): void;
}

function readText(storage: Storage): string | null | undefined {
  try {
    return storage.getItem(CART_KEY);
  } catch {
    return undefined; // storage unusable
  }
}

function parseText(text: string | null): Cart {
  if (text === null) return EMPTY_CART;
  try {
    return parseCart(JSON.parse(text));
  } catch {
    return EMPTY_CART;
  }
}

export function createCartStore(storage: Storage, events: StorageEventSource): CartStore {
  let snapshot: Cart = EMPTY_CART;
  /** The stored text the snapshot reflects; `undefined` before the first read. */
  let seenText: string | null | undefined;
  const listeners = new Set<() => void>();
  const addListeners = new Set<(addition: CartAddition) => void>();

  /** The stored cart, re-parsed only when the stored text changed; this page's copy when storage fails. */
  function current(): Cart {
    const text = readText(storage);
    if (text === undefined || text === seenText) return snapshot;
    seenText = text;
    snapshot = parseText(text);
    return snapshot;
  }

  function notify(): void {
    listeners.forEach((listener) => listener());
  }

  function commit(next: Cart, previous: Cart): Cart {
    if (next === previous) return next;
    if (next.uuids.length === 0 && Object.keys(next.entries).length === 0) removeStored(storage, CART_KEY);
    else writeStored(storage, CART_KEY, next);
    snapshot = next;
    // What storage now holds: when the write failed this is still the old text, so the next read
    // keeps this page's copy instead of going back to the stored one.
    seenText = readText(storage);
    notify();
    return next;
  }

  const onStorage = (event: CartStorageEvent) => {
    if (event.key !== CART_KEY && event.key !== null) return;
    const before = snapshot;
    if (current() !== before) notify();
  };
  events.addEventListener('storage', onStorage);

  return {
    getCart: current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeToAdds(listener) {
      addListeners.add(listener);
      return () => addListeners.delete(listener);
    },
    addToCart(item, quantity) {
      const previous = current();
      const result = addItem(previous, item, quantity);
      commit(result.cart, previous);
      if (result.added > 0) {
        const line = findLine(result.cart, item.variant.uuid);
        if (line) addListeners.forEach((listener) => listener({ line, quantity: result.added }));
      }
      return result;
    },
    setCartQuantity(variantUuid, quantity) {
      const previous = current();
      return commit(setQuantity(previous, variantUuid, quantity), previous);
    },
    removeFromCart(variantUuid) {
      const previous = current();
      return commit(removeItem(previous, variantUuid), previous);
    },
    replaceCart(next) {
      const previous = current();
      return commit(parseCart(next), previous);
    },
    clearCart() {
      const previous = current();
      commit(EMPTY_CART, previous);
    },
    dispose() {
      events.removeEventListener('storage', onStorage);
      listeners.clear();
      addListeners.clear();
    },
  };
}

let defaultStore: CartStore | null = null;

/** The browser's cart store, created on first use (bound to window.localStorage and window). */
export function cartStore(): CartStore {
  if (defaultStore) return defaultStore;
  let storage: Storage;
  try {
    storage = window.localStorage;
  } catch {
    storage = memoryStorage(); // local storage blocked (site data disabled)
  }
  defaultStore = createCartStore(storage, window);
  return defaultStore;
}

export const getCart = (): Cart => cartStore().getCart();
export const subscribe = (listener: () => void): (() => void) => cartStore().subscribe(listener);
export const subscribeToAdds = (listener: (addition: CartAddition) => void): (() => void) => cartStore().subscribeToAdds(listener);

/** The cart, re-rendering on every change (this tab's or another's). */
export function useCart(): Cart {
  return useSyncExternalStore(subscribe, getCart, getCart);
}

/** The page-level cart API: `window.installerClub.cart`. */
export interface CartApi {
  add(item: unknown, quantity?: number): AddResult;
  setQuantity(variantUuid: string, quantity: number): Cart;
  remove(variantUuid: string): Cart;
  clear(): void;
  get(): Cart;
}

declare global {
  interface Window {
    installerClub?: { cart: CartApi };
  }
}

/**
 * Publishes the cart as `window.installerClub.cart` (when the signed-in layout loads), for scripts in the
 * page such as shop content that adds to the cart. They call the very functions the portal's own
 * add-to-cart buttons use, so an add through it opens the mini cart like any add in this tab.
 *
 * Safe to expose: it only reads and changes this browser's own cart in local storage, which any
 * script of the page can do anyway; it sends nothing to the server and grants no access to
 * anyone else's data (orders are placed at checkout, with the server checking stock and points).
 * Items given to `add` are checked against the cart item schema (a ValiError when wrong).
 */
export function exposeCartApi(target: Pick<Window, 'installerClub'> = window, store: CartStore = cartStore()): CartApi {
  const api: CartApi = {
    add: (item, quantity = 1) => store.addToCart(v.parse(CartItem, item), quantity),
    setQuantity: (variantUuid, quantity) => store.setCartQuantity(String(variantUuid), Number(quantity)),
    remove: (variantUuid) => store.removeFromCart(String(variantUuid)),
    clear: () => store.clearCart(),
    get: () => store.getCart(),
  };
  target.installerClub = { ...target.installerClub, cart: api };
  return api;
}
