/**
 * The cart sync: its pure rules (syncCart) and a model-based walk of the machine: every state
 * and transition on a real actor whose sync call is a deferred fake, compared after each step
 * with the machine's own transition function.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, transition, type EventObject, type SnapshotFrom } from 'xstate';
import { addItem, EMPTY_CART, type Cart, type CartItem } from '../../machines/cart-rules';
import { cartSyncMachine, syncCart, type CartChange } from '../../machines/cart-sync-machine';
import { DeferredActors, everyTransition, type ModelStep } from '../app/support/machine-harness';

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
  });

  it('leaves lines of products it did not ask about (added meanwhile in another tab)', () => {
    const cart = cartOf([drill, 1], [helmet, 1]);
    const { cart: synced, changes } = syncCart(cart, ['drill'], [fresh('drill', [{ uuid: 'drill-set', stock: 10, price: 400 }])]);
    expect(changes).toHaveLength(1);
    expect(synced.entries['vendor-a']?.['helmet-1']?.quantity).toBe(1);
  });
});

const CHANGED: CartChange[] = [{ kind: 'removed', line: { ...item('p', 'v', 0, 1), quantity: 1 } }];
type Snapshot = SnapshotFrom<typeof cartSyncMachine>;
type ModelEvent = EventObject & Record<string, unknown>;
const done = (output: unknown) => ({ type: 'xstate.done.actor.syncCart', output });
const failed = { type: 'xstate.error.actor.syncCart', error: new Error('offline') };

function possibleEvents(snapshot: Snapshot): ModelEvent[] {
  const events: ModelEvent[] = [{ type: 'RETRY' }, { type: 'PROCEED' }, { type: 'DISMISS_CHANGES' }];
  if (snapshot.matches('syncing')) events.push(done([]), done(CHANGED), failed);
  return events;
}
const serializeState = (snapshot: Snapshot) =>
  `${JSON.stringify(snapshot.value)} ${snapshot.context.proceeding} ${snapshot.context.changes.length}`;

describe('cart sync machine: every state and transition', () => {
  const paths = everyTransition(cartSyncMachine, { input: undefined, events: possibleEvents as never, serializeState: serializeState as never });

  it('has a path to every state', () => {
    const reached = new Set(paths.flatMap((path) => path.map((step) => JSON.stringify(step.value))));
    expect([...reached].sort()).toEqual(['"failed"', '"proceeded"', '"synced"', '"syncing"']);
  });

  it.each(paths.map((path, index) => [index, path] as const))('path %i walks on a real actor as the model says', async (_index, path: ModelStep<ModelEvent>[]) => {
    const actors = new DeferredActors();
    const goToCheckout = vi.fn();
    const actor = createActor(cartSyncMachine.provide({ actors: { 'sync cart': actors.logic('sync cart') }, actions: { 'go to checkout': goToCheckout } })).start();
    let [model] = initialTransition(cartSyncMachine);
    for (const { event } of path) {
      [model] = transition(cartSyncMachine, model, event as never);
      if (event.type.startsWith('xstate.done')) await actors.resolve('sync cart', event.output);
      else if (event.type.startsWith('xstate.error')) await actors.reject('sync cart', event.error);
      else actor.send(event as never);
      const actual = actor.getSnapshot();
      expect({ value: actual.value, context: actual.context }).toEqual({ value: model.value, context: model.context });
    }
    expect(goToCheckout).toHaveBeenCalledTimes(actor.getSnapshot().matches('proceeded') ? 1 : 0);
  });

  it('goes to checkout only after a sync that changed nothing', async () => {
    const actors = new DeferredActors();
    const goToCheckout = vi.fn();
    const actor = createActor(cartSyncMachine.provide({ actors: { 'sync cart': actors.logic('sync cart') }, actions: { 'go to checkout': goToCheckout } })).start();
    await actors.resolve('sync cart', []);
    actor.send({ type: 'PROCEED' });
    await actors.resolve('sync cart', CHANGED);
    expect(actor.getSnapshot().value).toBe('synced');
    expect(goToCheckout).not.toHaveBeenCalled();
    actor.send({ type: 'PROCEED' });
    await actors.resolve('sync cart', []);
    expect(goToCheckout).toHaveBeenCalledOnce();
  });
});
