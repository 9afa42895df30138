import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { EMPTY_CART, itemCount, quantityInCart, type CartAddition, type CartItem } from '../../machines/cart-rules';
import { memoryStorage } from '../../src/app/storage/browser-storage';
import {
  CART_KEY,
  createCartStore,
  exposeCartApi,
  type CartStorageEvent,
  type StorageEventSource,
} from '../../src/app/storage/cart-store';

/** The window's "storage" events, dispatched by hand (another tab writing). */
function fakeEvents() {
  const listeners = new Set<(event: CartStorageEvent) => void>();
  const source: StorageEventSource = {
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  return { source, listeners, fire: (key: string | null) => listeners.forEach((listener) => listener({ key })) };
}

/** Two tabs of one browser: one local storage, each tab its own store and events. */
function twoTabs() {
  const storage = memoryStorage();
  const eventsA = fakeEvents();
  const eventsB = fakeEvents();
  const a = createCartStore(storage, eventsA.source);
  const b = createCartStore(storage, eventsB.source);
  return { storage, a, b, eventsA, eventsB };
}

function item(variantUuid: string, stock = 10, price = 100, vendor = 'vendor-a'): CartItem {
  return {
    vendor: { uuid: vendor, name: `Vendor ${vendor}` },
    product: { uuid: `product-${variantUuid}`, type: 'voucher', name: `Product ${variantUuid}`, images: { thumbnail: null } },
    variant: { uuid: variantUuid, stock, price, sku: `SKU-${variantUuid}`, title: '' },
  };
}

describe('cart store', () => {
  it('starts empty and reads what storage holds under "cart"', () => {
    const storage = memoryStorage();
    expect(createCartStore(storage, fakeEvents().source).getCart()).toEqual(EMPTY_CART);
    const writer = createCartStore(storage, fakeEvents().source);
    writer.addToCart(item('v1'), 2);
    const stored = JSON.parse(storage.getItem(CART_KEY)!);
    expect(stored).toMatchObject({ version: 1, uuids: ['product-v1'], entries: { 'vendor-a': { v1: { quantity: 2 } } } });
    expect(quantityInCart(createCartStore(storage, fakeEvents().source).getCart(), 'v1')).toBe(2);
  });

  it('takes unreadable or other-version storage as the empty cart', () => {
    for (const text of ['not json', '{"version":2,"entries":{},"uuids":[]}', 'null', '[]']) {
      const storage = memoryStorage();
      storage.setItem(CART_KEY, text);
      expect(createCartStore(storage, fakeEvents().source).getCart()).toEqual(EMPTY_CART);
    }
  });

  it('keeps the same snapshot while nothing changed (useSyncExternalStore needs that)', () => {
    const { a } = twoTabs();
    a.addToCart(item('v1'), 1);
    expect(a.getCart()).toBe(a.getCart());
  });

  it('adds, sets quantities, removes and clears, notifying subscribers each time', () => {
    const { a, storage } = twoTabs();
    const listener = vi.fn();
    a.subscribe(listener);
    expect(a.addToCart(item('v1', 5), 3).added).toBe(3);
    expect(a.addToCart(item('v1', 5), 3).added).toBe(2);
    expect(quantityInCart(a.getCart(), 'v1')).toBe(5);
    a.setCartQuantity('v1', 2);
    expect(quantityInCart(a.getCart(), 'v1')).toBe(2);
    a.addToCart(item('v2'), 1);
    a.removeFromCart('v1');
    expect(a.getCart().uuids).toEqual(['product-v2']);
    expect(listener).toHaveBeenCalledTimes(5);
    a.clearCart();
    expect(a.getCart()).toEqual(EMPTY_CART);
    expect(storage.getItem(CART_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(6);
  });

  it('does not notify when nothing changed', () => {
    const { a } = twoTabs();
    const listener = vi.fn();
    a.subscribe(listener);
    expect(a.addToCart(item('v1', 0), 1).added).toBe(0);
    a.removeFromCart('unknown');
    a.setCartQuantity('unknown', 2);
    a.clearCart();
    expect(listener).not.toHaveBeenCalled();
  });

  it('removes the key when the last line goes', () => {
    const { a, storage } = twoTabs();
    a.addToCart(item('v1'), 1);
    a.removeFromCart('v1');
    expect(storage.getItem(CART_KEY)).toBeNull();
  });

  it('signals adds made in this tab with the line and how many were added, and only those', () => {
    const { a } = twoTabs();
    const additions: CartAddition[] = [];
    const unsubscribe = a.subscribeToAdds((addition) => additions.push(addition));
    a.addToCart(item('v1', 4), 3);
    a.addToCart(item('v1', 4), 3);
    a.addToCart(item('v1', 4), 3); // nothing left to add: no signal
    a.setCartQuantity('v1', 1);
    expect(additions.map((addition) => [addition.line.variant.uuid, addition.line.quantity, addition.quantity])).toEqual([
      ['v1', 3, 3],
      ['v1', 4, 1],
    ]);
    unsubscribe();
    a.addToCart(item('v2'), 1);
    expect(additions).toHaveLength(2);
  });

  it('follows another tab: the count updates on its storage event, without an add signal', () => {
    const { a, b, eventsB } = twoTabs();
    b.getCart();
    const changed = vi.fn();
    const added = vi.fn();
    b.subscribe(changed);
    b.subscribeToAdds(added);
    a.addToCart(item('v1'), 2);
    eventsB.fire(CART_KEY);
    expect(itemCount(b.getCart())).toBe(2);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(added).not.toHaveBeenCalled();

    eventsB.fire('some-other-key');
    expect(changed).toHaveBeenCalledTimes(1);

    a.clearCart();
    eventsB.fire(null); // another tab cleared the whole storage
    expect(b.getCart()).toEqual(EMPTY_CART);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('builds on what another tab stored even before its event arrived', () => {
    const { a, b } = twoTabs();
    b.getCart();
    a.addToCart(item('v1'), 2);
    b.addToCart(item('v2'), 1);
    expect(itemCount(b.getCart())).toBe(3);
    expect(itemCount(a.getCart())).toBe(3);
  });

  it('keeps working for the page view when storage refuses writes or reads', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = createCartStore(storage, fakeEvents().source);
    store.addToCart(item('v1'), 1);
    store.addToCart(item('v1'), 1);
    expect(quantityInCart(store.getCart(), 'v1')).toBe(2);

    const broken = memoryStorage();
    broken.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const other = createCartStore(broken, fakeEvents().source);
    other.addToCart(item('v1'), 2);
    expect(quantityInCart(other.getCart(), 'v1')).toBe(2);
  });

  it('stops listening when disposed', () => {
    const events = fakeEvents();
    const store = createCartStore(memoryStorage(), events.source);
    expect(events.listeners.size).toBe(1);
    store.dispose();
    expect(events.listeners.size).toBe(0);
  });
});

describe('window.installerClub.cart', () => {
  it('exposes add, setQuantity, remove, clear and get on the same store', () => {
    const { a } = twoTabs();
    const target: { installerClub?: Window['installerClub'] } = {};
    const added = vi.fn();
    a.subscribeToAdds(added);
    exposeCartApi(target, a);
    const api = target.installerClub!.cart;
    expect(api.add(item('v1', 5), 2).added).toBe(2);
    expect(api.add(item('v1', 5)).added).toBe(1);
    expect(added).toHaveBeenCalledTimes(2);
    api.setQuantity('v1', 4);
    expect(quantityInCart(api.get(), 'v1')).toBe(4);
    expect(api.get()).toBe(a.getCart());
    api.remove('v1');
    expect(api.get()).toEqual(EMPTY_CART);
    api.add(item('v2'), 1);
    api.clear();
    expect(a.getCart()).toEqual(EMPTY_CART);
  });

  it('refuses items of the wrong shape', () => {
    const { a } = twoTabs();
    const target: { installerClub?: Window['installerClub'] } = {};
    const api = exposeCartApi(target, a);
    expect(() => api.add({ variant: { uuid: 'v1' } }, 1)).toThrow(v.ValiError);
    expect(a.getCart()).toEqual(EMPTY_CART);
  });
});
