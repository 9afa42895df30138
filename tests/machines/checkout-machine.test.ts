/**
 * The checkout machine: a model-based walk of every state and transition on a real actor (the
 * placing call a deferred fake), compared after each step with the machine's own transition
 * function, and the rules that matter most said plainly: the Idempotency-Key kept across a
 * retry, a new one after editing, and nothing typed lost on a failure.
 */
import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, type EventObject, type SnapshotFrom } from 'xstate';
import type { VendorGroup } from '../../machines/cart-rules';
import { checkoutMachine, type CheckoutInput, type CustomerForm, type PlaceFailure, type PlacedResult } from '../../machines/checkout-machine';
import { DeferredActors, everyTransition, type ModelStep } from '../app/support/machine-harness';

const COMPLETE: CustomerForm = {
  name: 'Piotr', surname: 'Nowak', delivery: 'company', company_name: 'Dachy Nowak', email: '', phone_region: 10,
  phone_number: '512 345 678', street: 'ul. Ogrodowa', house_number: '12', city: 'Kraków', postal_code: '30-001', region: 10,
};
function inputFor(physical: boolean, customer: CustomerForm = COMPLETE): CheckoutInput {
  let keys = 0;
  return { physical, customer, newKey: () => `key-${(keys += 1)}` };
}

const ORDERED: VendorGroup[] = [{
  vendor: { uuid: 'v-1', name: 'Castorama' }, quantity: 2, points: 300,
  lines: [{
    quantity: 2, vendor: { uuid: 'v-1', name: 'Castorama' },
    product: { uuid: 'p-1', type: 'voucher', name: 'Gift card', images: { thumbnail: null } },
    variant: { uuid: 'var-1', stock: 12, price: 150, sku: 'GC-150', title: '150 PLN' },
  }],
}];
const PLACED: PlacedResult = { orderUuids: ['o-1', 'o-2'], companyPoints: 65, ordered: ORDERED, total: 300 };

const NO_POINTS: PlaceFailure = { message: 'Your company does not have enough points for this order.', errors: { points: ['not enough'] } };
const BAD_PHONE: PlaceFailure = { message: 'The given data was invalid.', errors: { phone_number: ['Invalid phone number.'] } };

type Snapshot = SnapshotFrom<typeof checkoutMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

function possibleEvents(snapshot: Snapshot): ModelEvent[] {
  const events: ModelEvent[] = [
    { type: 'CHANGE', field: 'street', value: '' },
    { type: 'CHANGE', field: 'street', value: 'ul. Lipowa' },
    { type: 'NEXT' },
    { type: 'EDIT', field: 'phone_number' },
    { type: 'PLACE' },
    { type: 'CLOSE' },
  ];
  if (snapshot.matches('placing')) {
    events.push(
      { type: 'xstate.done.actor.placeOrder', output: PLACED },
      { type: 'xstate.error.actor.placeOrder', error: NO_POINTS },
      { type: 'xstate.error.actor.placeOrder', error: BAD_PHONE },
    );
  }
  return events;
}
const serializeState = (snapshot: Snapshot) => {
  const { customer, problems, failure, key, focus } = snapshot.context;
  return JSON.stringify([snapshot.value, customer.street, Object.keys(problems), failure?.message ?? null, key !== null, focus]);
};

async function walkOnActor(input: CheckoutInput, path: readonly ModelStep<ModelEvent>[]) {
  const actors = new DeferredActors();
  // The model and the actor each get their own key counter, so both make the same keys.
  const actor = createActor(checkoutMachine.provide({ actors: { 'place order': actors.logic('place order') } }), { input: { ...input, newKey: inputFor(input.physical).newKey } }).start();
  let [model] = initialTransition(checkoutMachine, { ...input, newKey: inputFor(input.physical).newKey });
  for (const { event } of path) {
    [model] = transition(checkoutMachine, model, event as never);
    if (event.type.startsWith('xstate.done')) await actors.resolve('place order', event.output);
    else if (event.type.startsWith('xstate.error')) await actors.reject('place order', event.error);
    else actor.send(event as never);
    const actual = actor.getSnapshot();
    const strip = (context: Snapshot['context']) => ({ ...context, newKey: undefined });
    expect({ value: actual.value, context: strip(actual.context) }).toEqual({ value: model.value, context: strip(model.context) });
  }
}

describe.each([
  ['physical goods', inputFor(true)],
  ['vouchers and services', inputFor(false, { ...COMPLETE, street: '', phone_number: '' })],
])('checkout machine, %s: every state and transition', (_name, input) => {
  const paths = everyTransition(checkoutMachine, { input, events: possibleEvents as never, serializeState: serializeState as never });

  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((path) => path.map((step) => JSON.stringify(step.value))));
    expect([...reached].sort()).toEqual(['"closed"', '"editing"', '"placed"', '"placing"', '"reviewing"']);
  });

  it.each(paths.map((path, index) => [index, path] as const))('path %i walks on a real actor as the model says', async (_index, path) => {
    await walkOnActor(input, path);
  });
});

describe('checkout rules', () => {
  const start = (input = inputFor(true)) => {
    const actors = new DeferredActors();
    const actor = createActor(checkoutMachine.provide({ actors: { 'place order': actors.logic('place order') } }), { input }).start();
    return { actors, actor, context: () => actor.getSnapshot().context };
  };

  it('keeps the Idempotency-Key across a retry, and makes a new one after an edit', async () => {
    const { actors, actor, context } = start();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLACE' });
    expect(actors.inputOf('place order')).toMatchObject({ key: 'key-1' });
    await actors.reject('place order', NO_POINTS);
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(context().failure).toEqual(NO_POINTS);
    actor.send({ type: 'PLACE' });
    expect(actors.inputOf('place order')).toMatchObject({ key: 'key-1' });
    await actors.reject('place order', NO_POINTS);
    actor.send({ type: 'EDIT', field: 'street' });
    expect(context().focus).toBe('street');
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLACE' });
    expect(actors.inputOf('place order')).toMatchObject({ key: 'key-2' });
  });

  it('shows the form\'s problems after Next and never loses what was typed on a refusal', async () => {
    const { actors, actor, context } = start(inputFor(true, { ...COMPLETE, street: '', phone_number: '12' }));
    actor.send({ type: 'NEXT' });
    expect(context().problems).toEqual({ street: 'required', phone_number: 'invalidPhone' });
    actor.send({ type: 'CHANGE', field: 'street', value: 'ul. Lipowa' });
    expect(context().problems).toEqual({ phone_number: 'invalidPhone' });
    actor.send({ type: 'CHANGE', field: 'phone_number', value: '512 345 678' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLACE' });
    await actors.reject('place order', BAD_PHONE);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().problems).toEqual({ phone_number: 'required' });
    expect(context().customer).toMatchObject({ street: 'ul. Lipowa', phone_number: '512 345 678' });
  });

  it('keeps what was ordered and its total for the summary behind the thank-you dialog', async () => {
    const { actors, actor, context } = start();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLACE' });
    expect(context().placed).toBeNull();
    await actors.resolve('place order', PLACED);
    expect(actor.getSnapshot().value).toBe('placed');
    expect(context().placed).toEqual(PLACED);
    // The cart is emptied by now; nothing the machine holds depends on it, and Place does nothing more.
    actor.send({ type: 'PLACE' });
    expect(actor.getSnapshot().value).toBe('placed');
    expect(actors.isPending('place order')).toBe(false);
    actor.send({ type: 'CLOSE' });
    expect(context().placed).toMatchObject({ ordered: ORDERED, total: 300 });
  });

  it('needs no address for vouchers and services', () => {
    const { actor } = start(inputFor(false, { ...COMPLETE, street: '', phone_number: '', region: undefined }));
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('reviewing');
  });
});
