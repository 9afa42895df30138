/**
 * The cart sync against its requirement (SPEC §2 /cart and Checkout; README "The shop": the cart
 * is synced with GET /v2/cart when it opens and again on the way to checkout, quantities capped at
 * stock, prices refreshed, unavailable lines removed, the person told): its pure rules (syncCart),
 * and a model-based walk of the machine whose every step is checked against the table below.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { addItem, EMPTY_CART, type Cart, type CartItem } from '../../machines/cart-rules';
import { cartSyncMachine, syncCart, type CartChange, type CartSyncEvent } from '../../machines/cart-sync-machine';
import { DeferredActors } from '../app/support/machine-harness';
import { testRequirements, type RequirementTable } from '../app/support/requirement-walk';

const item = (product: string, variant: string, stock: number, price: number, vendor = 'vendor-a'): CartItem => ({
  vendor: { uuid: vendor, name: vendor },
  product: { uuid: product, type: 'product', name: product, images: { thumbnail: null } },
  variant: { uuid: variant, stock, price, sku: variant, title: '' },
});
const cartOf = (...lines: [CartItem, number][]): Cart => lines.reduce((cart, [line, quantity]) => addItem(cart, line, quantity).cart, EMPTY_CART);
const fresh = (product: string, variants: { uuid: string; stock: number; price: number }[]) =>
  ({ uuid: product, variants: variants.map((variant) => ({ ...variant, sku: variant.uuid, title: '' })) });

describe('syncCart', () => {
  const drill = item('drill', 'drill-set', 10, 420);
  const helmet = item('helmet', 'helmet-1', 50, 45);
  const trousers = item('trousers', 'trousers-xl', 5, 95, 'vendor-b');

  it('caps quantities at stock, refreshes prices and removes what is no longer offered, saying so', () => {
    const cart = cartOf([drill, 4], [helmet, 2], [trousers, 1]);
    const { cart: synced, changes } = syncCart(cart, ['drill', 'helmet', 'trousers'], [
      fresh('drill', [{ uuid: 'drill-set', stock: 3, price: 420 }]),
      fresh('helmet', [{ uuid: 'helmet-1', stock: 50, price: 40 }]),
    ]);
    expect(changes.map((change) => [change.kind, change.line.variant.uuid])).toEqual([
      ['capped', 'drill-set'], ['price', 'helmet-1'], ['removed', 'trousers-xl'],
    ]);
    expect(synced.entries['vendor-a']?.['drill-set']).toMatchObject({ quantity: 3, variant: { stock: 3 } });
    expect(synced.entries['vendor-a']?.['helmet-1']?.variant.price).toBe(40);
    expect(synced.entries['vendor-b']).toBeUndefined();
    expect(synced.uuids).toEqual(['drill', 'helmet']);
  });

  it('removes a sold-out variant, and leaves a cart that is current as it is', () => {
    const cart = cartOf([drill, 1]);
    expect(syncCart(cart, ['drill'], [fresh('drill', [{ uuid: 'drill-set', stock: 0, price: 420 }])]).cart.uuids).toEqual([]);
    const same = syncCart(cart, ['drill'], [fresh('drill', [{ uuid: 'drill-set', stock: 10, price: 420 }])]);
    expect(same).toEqual({ cart, changes: [] });
    // The very cart: nothing to store again, nothing to tell.
    expect(same.cart).toBe(cart);
  });

  it('keeps a line whose variant has exactly one left, capped at one', () => {
    const { cart: synced, changes } = syncCart(cartOf([drill, 2]), ['drill'], [fresh('drill', [{ uuid: 'drill-set', stock: 1, price: 420 }])]);
    expect(changes.map((change) => change.kind)).toEqual(['capped']);
    expect(synced.entries['vendor-a']?.['drill-set']?.quantity).toBe(1);
  });

  it('leaves lines of products it did not ask about (added meanwhile in another tab)', () => {
    const cart = cartOf([drill, 1], [helmet, 1]);
    const { cart: synced, changes } = syncCart(cart, ['drill'], [fresh('drill', [{ uuid: 'drill-set', stock: 10, price: 400 }])]);
    expect(changes).toHaveLength(1);
    expect(synced.entries['vendor-a']?.['helmet-1']?.quantity).toBe(1);
    // ... beside the refreshed line of the same vendor.
    expect(synced.entries['vendor-a']?.['drill-set']?.variant.price).toBe(400);
  });

  it('leaves a line it did not ask about when it is the first of its vendor', () => {
    const cart = cartOf([trousers, 1], [drill, 1]);
    const { cart: synced } = syncCart(cart, ['drill'], [fresh('drill', [{ uuid: 'drill-set', stock: 10, price: 400 }])]);
    expect(synced.entries['vendor-b']?.['trousers-xl']?.quantity).toBe(1);
  });
});

const CHANGED: CartChange[] = [{ kind: 'removed', line: { ...item('p', 'v', 0, 1), quantity: 1 } }];

function startSync() {
  const actors = new DeferredActors();
  const goToCheckout = vi.fn();
  const actor = createActor(cartSyncMachine.provide({ actors: { 'sync cart': actors.logic('sync cart') } })).start();
  actor.on('proceed', goToCheckout);
  return { actor, actors, goToCheckout };
}

describe('cart sync machine', () => {
  it('goes to checkout only after a sync that changed nothing', async () => {
    const { actor, actors, goToCheckout } = startSync();
    await actors.resolve('sync cart', []);
    actor.send({ type: 'PROCEED' });
    await actors.resolve('sync cart', CHANGED);
    expect(actor.getSnapshot().value).toBe('synced');
    expect(goToCheckout).not.toHaveBeenCalled();
    actor.send({ type: 'PROCEED' });
    await actors.resolve('sync cart', []);
    expect(goToCheckout).toHaveBeenCalledOnce();
  });

  it('lists the changes until the person dismisses them, also while a sync runs or after one failed', async () => {
    const { actor, actors } = startSync();
    await actors.resolve('sync cart', CHANGED);
    actor.send({ type: 'PROCEED' });
    actor.send({ type: 'DISMISS_CHANGES' });
    expect(actor.getSnapshot().context.changes).toEqual([]);
    await actors.resolve('sync cart', CHANGED);
    actor.send({ type: 'PROCEED' });
    await actors.reject('sync cart', new Error('offline'));
    expect(actor.getSnapshot()).toMatchObject({ value: 'failed', context: { changes: CHANGED } });
    actor.send({ type: 'DISMISS_CHANGES' });
    expect(actor.getSnapshot().context.changes).toEqual([]);
  });
});

type Snapshot = SnapshotFrom<typeof cartSyncMachine>;
type WalkEvent =
  | CartSyncEvent
  | { type: 'xstate.done.actor.syncCart'; output: CartChange[] }
  | { type: 'xstate.error.actor.syncCart'; error: Error };

function eventsIn(snapshot: Snapshot): WalkEvent[] {
  const events: WalkEvent[] = [{ type: 'RETRY' }, { type: 'PROCEED' }, { type: 'DISMISS_CHANGES' }];
  if (snapshot.matches('syncing')) {
    events.push(
      { type: 'xstate.done.actor.syncCart', output: [] },
      { type: 'xstate.done.actor.syncCart', output: CHANGED },
      { type: 'xstate.error.actor.syncCart', error: new Error('offline') },
    );
  }
  return events;
}

function eventName(event: WalkEvent): string {
  switch (event.type) {
    case 'RETRY': return 'Try again';
    case 'PROCEED': return 'Proceed to checkout';
    case 'DISMISS_CHANGES': return 'Dismiss the changes';
    case 'xstate.done.actor.syncCart': return event.output.length === 0 ? 'sync: nothing changed' : 'sync: changes';
    case 'xstate.error.actor.syncCart': return 'sync: failed';
  }
}

/** What the page shows: the check under way (on the way to checkout or not), its failure, the changes listed. */
function stateOf(snapshot: Snapshot): string {
  const { changes, proceeding } = snapshot.context;
  const step = snapshot.matches('syncing') ? (proceeding ? 'checking, on the way to checkout' : 'checking')
    : snapshot.matches('failed') ? 'check failed'
      : snapshot.matches('proceeded') ? 'gone to checkout' : 'checked';
  return changes.length > 0 ? `${step}, changes shown` : step;
}

const sync = (to: string) => ({ to, calls: ['sync cart'] });
const toCheckout = { to: 'gone to checkout', calls: ['go to checkout'] } as const;

/**
 * The rules:
 * - the cart is checked when it opens; what a check changed is listed until the person dismisses
 *   it (whatever runs meanwhile), and replaced by what the next check changed;
 * - Proceed checks the cart again and goes to checkout only when that check changed nothing; a
 *   check that changed something stays on the cart with the changes listed;
 * - a failed check is shown; checkout waits: "Try again" checks again (Proceed is to be pressed
 *   again after it);
 * - while a check runs, Proceed and "Try again" start nothing more.
 */
const CART_SYNC: RequirementTable<string> = {
  'checking': { 'sync: nothing changed': 'checked', 'sync: changes': 'checked, changes shown', 'sync: failed': 'check failed' },
  'checked': { 'Proceed to checkout': sync('checking, on the way to checkout') },
  'checked, changes shown': { 'Proceed to checkout': sync('checking, on the way to checkout, changes shown'), 'Dismiss the changes': 'checked' },
  'check failed': { 'Try again': sync('checking') },
  'checking, on the way to checkout': { 'sync: nothing changed': toCheckout, 'sync: changes': 'checked, changes shown', 'sync: failed': 'check failed' },
  'checking, on the way to checkout, changes shown': {
    'sync: nothing changed': toCheckout,
    'sync: changes': 'checked, changes shown',
    'sync: failed': 'check failed, changes shown',
    'Dismiss the changes': 'checking, on the way to checkout',
  },
  'check failed, changes shown': { 'Try again': sync('checking, changes shown'), 'Dismiss the changes': 'check failed' },
  'checking, changes shown': {
    'sync: nothing changed': 'checked',
    'sync: changes': 'checked, changes shown',
    'sync: failed': 'check failed, changes shown',
    'Dismiss the changes': 'checking',
  },
};

describe('cart sync: every state and transition as the requirement says', () => {
  testRequirements({
    machine: cartSyncMachine,
    input: undefined,
    events: eventsIn,
    stateOf,
    eventName,
    table: CART_SYNC,
    shows: { 'checked, changes shown': (snapshot) => expect(snapshot.context.changes).toEqual(CHANGED) },
    start() {
      const actors = new DeferredActors();
      let left: string[] = [];
      const machine = cartSyncMachine.provide({ actors: { 'sync cart': actors.logic('sync cart') } });
      const actor = createActor(machine).start();
      actor.on('proceed', () => left.push('go to checkout'));
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls() {
          const calls = [...actors.takeStarted(), ...left];
          left = [];
          return calls;
        },
        async deliver(event) {
          if (event.type === 'xstate.done.actor.syncCart') await actors.resolve('sync cart', event.output);
          else if (event.type === 'xstate.error.actor.syncCart') await actors.reject('sync cart', event.error);
          else actor.send(event);
        },
      };
    },
  });
});
