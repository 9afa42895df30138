/**
 * The checkout machine against its requirement (SPEC §2 and §4 Checkout, §5 checkout customer
 * form, §8 Checkout; issue 23 on the Idempotency-Key): a model-based walk of every state and
 * transition whose every step is checked against the table below, and the key's rules said
 * plainly.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { checkoutMachine, type CheckoutEvent, type CheckoutInput, type PlaceFailure, type PlacedResult, type PlacementOrder } from '../../machines/checkout-machine';
import { DeferredActors } from '../app/support/machine-harness';
import { BAD_PHONE, CART, COMPLETE, LOST, NO_POINTS, ORDERED, PLACED, inputFor } from './checkout-fixtures';
import { testRequirements, type RequirementTable, type RequirementWalk } from '../app/support/requirement-walk';

const CHANGED_CART: PlacementOrder = { lines: [{ type: 'voucher', order: [{ uuid: 'var-1', quantity: 1 }] }], ordered: ORDERED, total: 150 };

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

/** Events of the walk: what the person does, and how the two calls end (as the machine receives them). */
type WalkEvent =
  | CheckoutEvent
  | { type: 'xstate.done.actor.placeOrder'; output: PlacedResult }
  | { type: 'xstate.error.actor.placeOrder'; error: PlaceFailure }
  | { type: 'xstate.done.actor.lookUpPlacement'; output: PlacedResult | null }
  | { type: 'xstate.error.actor.lookUpPlacement'; error: PlaceFailure };

function eventsIn(snapshot: Snapshot): WalkEvent[] {
  const events: WalkEvent[] = [
    { type: 'CHANGE', field: 'street', value: '' },
    { type: 'CHANGE', field: 'street', value: 'ul. Lipowa' },
    { type: 'NEXT' },
    { type: 'EDIT', field: 'phone_number' },
    { type: 'PLACE', order: CART },
    { type: 'CLOSE' },
  ];
  if (snapshot.matches('placing')) {
    events.push(
      { type: 'xstate.done.actor.placeOrder', output: PLACED },
      ...[NO_POINTS, BAD_PHONE, LOST].map((error) => ({ type: 'xstate.error.actor.placeOrder' as const, error })),
    );
  }
  if (snapshot.matches('checkingOutcome')) {
    events.push(
      ...[PLACED, null].map((output) => ({ type: 'xstate.done.actor.lookUpPlacement' as const, output })),
      { type: 'xstate.error.actor.lookUpPlacement', error: LOST },
    );
  }
  return events;
}

const FAILURE_NAMES = new Map([[NO_POINTS, 'not enough points'], [BAD_PHONE, 'bad phone'], [LOST, 'answer lost']]);

function eventName(event: WalkEvent): string {
  switch (event.type) {
    case 'CHANGE': return event.value === '' ? 'empty the street' : 'type a street';
    case 'NEXT': return 'Next';
    case 'EDIT': return 'Edit';
    case 'PLACE': return 'Place';
    case 'CLOSE': return 'Close';
    case 'CHOOSE_QUANTITY': return 'choose a quantity';
    case 'xstate.done.actor.placeOrder': return 'placing: placed';
    case 'xstate.error.actor.placeOrder': return `placing: ${FAILURE_NAMES.get(event.error) ?? '?'}`;
    case 'xstate.done.actor.lookUpPlacement': return `outcome check: ${event.output ? 'order found' : 'no order'}`;
    case 'xstate.error.actor.lookUpPlacement': return 'outcome check: answer lost';
  }
}

/** The state in the requirement's words: the step, and what the person sees or the machine must remember. */
function stateOf(snapshot: Snapshot): string {
  const { customer, problems, failure, outcomeUnknown } = snapshot.context;
  const step = typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);
  return [
    step,
    customer.street === '' ? 'no street' : null,
    Object.keys(problems).length > 0 ? 'problems shown' : null,
    failure?.kind === 'refused' ? 'refusal shown' : null,
    failure?.kind === 'lost' ? 'lost answer shown' : null,
    outcomeUnknown ? 'outcome unknown' : null,
  ].filter(Boolean).join(', ');
}

const place = { to: 'placing', calls: ['place order'] } as const;
const check = { to: 'checkingOutcome, outcome unknown', calls: ['look up placement'] } as const;

/**
 * Physical goods (the whole form). The rules, from SPEC and issue 23:
 * - Next goes to the summary when the form is complete, else shows the problems; a field's problem
 *   goes once the field is changed.
 * - Edit returns to step 1; Place places the order, or, after a lost answer, first asks the server
 *   for the outcome under the old key.
 * - A refusal that names a form field returns to step 1 with the field marked; another refusal
 *   stays on the summary with the message; a lost answer stays on the summary and the outcome
 *   becomes unknown until asked for.
 * - An order found by the outcome check is the placed order; no order found places the request now.
 * - Close on the thank-you dialog ends the checkout.
 */
const PHYSICAL: RequirementTable<string> = {
  'editing': { 'empty the street': 'editing, no street', 'Next': 'reviewing' },
  'editing, no street': { 'type a street': 'editing', 'Next': 'editing, no street, problems shown' },
  'editing, no street, problems shown': { 'type a street': 'editing', 'empty the street': 'editing, no street' },
  'reviewing': { 'Edit': 'editing', 'Place': place },
  'placing': {
    'placing: placed': 'placed',
    'placing: not enough points': 'reviewing, refusal shown',
    'placing: bad phone': 'editing, problems shown, refusal shown',
    'placing: answer lost': 'reviewing, lost answer shown, outcome unknown',
  },
  'reviewing, refusal shown': { 'Edit': 'editing', 'Place': place },
  'editing, problems shown, refusal shown': {
    'empty the street': 'editing, no street, problems shown, refusal shown',
    'type a street': 'editing, problems shown, refusal shown',
    'Next': 'reviewing',
  },
  'editing, no street, problems shown, refusal shown': {
    'type a street': 'editing, problems shown, refusal shown',
    'Next': 'editing, no street, problems shown',
  },
  'reviewing, lost answer shown, outcome unknown': { 'Edit': 'editing, outcome unknown', 'Place': check },
  'editing, outcome unknown': { 'empty the street': 'editing, no street, outcome unknown', 'Next': 'reviewing, outcome unknown' },
  'editing, no street, outcome unknown': { 'type a street': 'editing, outcome unknown', 'Next': 'editing, no street, problems shown, outcome unknown' },
  'editing, no street, problems shown, outcome unknown': { 'type a street': 'editing, outcome unknown', 'empty the street': 'editing, no street, outcome unknown' },
  'reviewing, outcome unknown': { 'Edit': 'editing, outcome unknown', 'Place': check },
  'checkingOutcome, outcome unknown': {
    'outcome check: order found': 'placed',
    'outcome check: no order': place,
    'outcome check: answer lost': 'reviewing, lost answer shown, outcome unknown',
  },
  'placed': { 'Close': 'closed' },
};

/** Vouchers and services: no address, so an empty street changes nothing (SPEC §5 non-physical orders). */
const NOT_PHYSICAL: RequirementTable<string> = {
  'editing, no street': { 'type a street': 'editing', 'Next': 'reviewing, no street' },
  'editing': { 'empty the street': 'editing, no street', 'Next': 'reviewing' },
  'reviewing, no street': { 'Edit': 'editing, no street', 'Place': { to: 'placing, no street', calls: ['place order'] } },
  'reviewing': { 'Edit': 'editing', 'Place': place },
  'placing, no street': {
    'placing: placed': 'placed, no street',
    'placing: not enough points': 'reviewing, no street, refusal shown',
    'placing: bad phone': 'editing, no street, problems shown, refusal shown',
    'placing: answer lost': 'reviewing, no street, lost answer shown, outcome unknown',
  },
  'reviewing, no street, refusal shown': { 'Edit': 'editing, no street', 'Place': { to: 'placing, no street', calls: ['place order'] } },
  'editing, no street, problems shown, refusal shown': {
    'type a street': 'editing, problems shown, refusal shown',
    'Next': 'reviewing, no street',
  },
  'editing, problems shown, refusal shown': {
    'empty the street': 'editing, no street, problems shown, refusal shown',
    'type a street': 'editing, problems shown, refusal shown',
    'Next': 'reviewing',
  },
  'reviewing, no street, lost answer shown, outcome unknown': {
    'Edit': 'editing, no street, outcome unknown',
    'Place': { to: 'checkingOutcome, no street, outcome unknown', calls: ['look up placement'] },
  },
  'editing, no street, outcome unknown': { 'type a street': 'editing, outcome unknown', 'Next': 'reviewing, no street, outcome unknown' },
  'editing, outcome unknown': { 'empty the street': 'editing, no street, outcome unknown', 'Next': 'reviewing, outcome unknown' },
  'reviewing, no street, outcome unknown': {
    'Edit': 'editing, no street, outcome unknown',
    'Place': { to: 'checkingOutcome, no street, outcome unknown', calls: ['look up placement'] },
  },
  'reviewing, outcome unknown': { 'Edit': 'editing, outcome unknown', 'Place': check },
  'checkingOutcome, no street, outcome unknown': {
    'outcome check: order found': 'placed, no street',
    'outcome check: no order': { to: 'placing, no street', calls: ['place order'] },
    'outcome check: answer lost': 'reviewing, no street, lost answer shown, outcome unknown',
  },
  'checkingOutcome, outcome unknown': {
    'outcome check: order found': 'placed',
    'outcome check: no order': place,
    'outcome check: answer lost': 'reviewing, lost answer shown, outcome unknown',
  },
  'placing': {
    'placing: placed': 'placed',
    'placing: not enough points': 'reviewing, refusal shown',
    'placing: bad phone': 'editing, problems shown, refusal shown',
    'placing: answer lost': 'reviewing, lost answer shown, outcome unknown',
  },
  'reviewing, refusal shown': { 'Edit': 'editing', 'Place': place },
  'reviewing, lost answer shown, outcome unknown': { 'Edit': 'editing, outcome unknown', 'Place': check },
  'placed, no street': { 'Close': 'closed, no street' },
  'placed': { 'Close': 'closed' },
};

/** What a state shows, whatever the path to it. */
const showsPlaced = (snapshot: Snapshot) => expect(snapshot.context.placed).toEqual(PLACED);
const SHOWS = {
  'reviewing, refusal shown': (snapshot: Snapshot) => expect(snapshot.context.failure).toEqual(NO_POINTS),
  'editing, problems shown, refusal shown': (snapshot: Snapshot) => expect(snapshot.context.problems).toEqual({ phone_number: 'required' }),
  'editing, no street, problems shown': (snapshot: Snapshot) => expect(snapshot.context.problems).toEqual({ street: 'required' }),
  'reviewing, lost answer shown, outcome unknown': (snapshot: Snapshot) => expect(snapshot.context.failure).toEqual(LOST),
  'placed': showsPlaced,
  'placed, no street': showsPlaced,
};

function walkOf(input: CheckoutInput, table: RequirementTable<string>): RequirementWalk<typeof checkoutMachine, WalkEvent, string> {
  return {
    machine: checkoutMachine,
    input,
    events: eventsIn,
    stateOf,
    eventName,
    table,
    shows: SHOWS,
    start() {
      const actors = new DeferredActors();
      const machine = checkoutMachine.provide({ actors: { 'place order': actors.logic('place order'), 'look up placement': actors.logic('look up placement') } });
      const actor = createActor(machine, { input: { ...input, newKey: inputFor(input.physical).newKey } }).start();
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls: () => actors.takeStarted(),
        async deliver(event) {
          // A call ends by settling the fake the running machine started, as the real one would.
          if (event.type === 'xstate.done.actor.placeOrder') await actors.resolve('place order', event.output);
          else if (event.type === 'xstate.error.actor.placeOrder') await actors.reject('place order', event.error);
          else if (event.type === 'xstate.done.actor.lookUpPlacement') await actors.resolve('look up placement', event.output);
          else if (event.type === 'xstate.error.actor.lookUpPlacement') await actors.reject('look up placement', event.error);
          else actor.send(event);
        },
      };
    },
  };
}

describe('checkout machine, physical goods: every state and transition as the requirement says', () => {
  testRequirements(walkOf(inputFor(true), PHYSICAL));
});

describe('checkout machine, vouchers and services: every state and transition as the requirement says', () => {
  testRequirements(walkOf(inputFor(false, { ...COMPLETE, street: '', phone_number: '' }), NOT_PHYSICAL));
});

describe('checkout rules', () => {
  const start = (input = inputFor(true)) => {
    const actors = new DeferredActors();
    const machine = checkoutMachine.provide({ actors: { 'place order': actors.logic('place order'), 'look up placement': actors.logic('look up placement') } });
    const actor = createActor(machine, { input }).start();
    return { actors, actor, context: () => actor.getSnapshot().context };
  };
  const keyOf = (actors: DeferredActors) => (actors.inputOf('place order') as { key: string }).key;

  it("takes a material's quantity from 1 to its stock (SPEC §2 configurator: \"Quantity from 1 to stock\"), on both steps, not while placing", () => {
    const STOCK = 40;
    const { actor, context } = start({ ...inputFor(true), maxQuantity: STOCK });
    expect(context().quantity).toBe(1);
    // Typed → taken.
    const typed: [number, number][] = [[5, 5], [STOCK, STOCK], [STOCK + 1, STOCK], [0, 1], [-3, 1], [Number.NaN, 1], [2.7, 2]];
    for (const [value, taken] of typed) {
      actor.send({ type: 'CHOOSE_QUANTITY', value });
      expect({ value, quantity: context().quantity }).toEqual({ value, quantity: taken });
    }
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHOOSE_QUANTITY', value: 3 });
    expect(context().quantity).toBe(3);
    actor.send({ type: 'PLACE', order: CART });
    actor.send({ type: 'CHOOSE_QUANTITY', value: 7 });
    expect(context().quantity).toBe(3);
  });

  it('chooses no quantity where what is ordered comes from elsewhere (the cart): it stays 1', () => {
    const { actor, context } = start();
    actor.send({ type: 'CHOOSE_QUANTITY', value: 5 });
    expect(context().quantity).toBe(1);
  });

  it('sends the same Idempotency-Key when the same request is placed again', async () => {
    const { actors, actor } = start();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLACE', order: CART });
    expect(actors.inputOf('place order')).toEqual({ order: CART, customer: COMPLETE, key: 'key-1' });
    await actors.reject('place order', NO_POINTS);
    actor.send({ type: 'PLACE', order: CART });
    expect(keyOf(actors)).toBe('key-1');
    await actors.reject('place order', NO_POINTS);
    // Edited and put back as it was: still the same request.
    actor.send({ type: 'EDIT', field: 'street' });
    actor.send({ type: 'CHANGE', field: 'street', value: 'ul. Lipowa' });
    actor.send({ type: 'CHANGE', field: 'street', value: COMPLETE.street });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLACE', order: CART });
    expect(keyOf(actors)).toBe('key-1');
  });

  it('makes a new key whenever what is sent changes: the form, or the cart', async () => {
    const { actors, actor } = start();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLACE', order: CART });
    await actors.reject('place order', NO_POINTS);
    actor.send({ type: 'PLACE', order: CHANGED_CART });
    expect(actors.inputOf('place order')).toEqual({ order: CHANGED_CART, customer: COMPLETE, key: 'key-2' });
    await actors.reject('place order', NO_POINTS);
    actor.send({ type: 'EDIT', field: 'street' });
    actor.send({ type: 'CHANGE', field: 'street', value: 'ul. Lipowa' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLACE', order: CHANGED_CART });
    expect(actors.inputOf('place order')).toEqual({ order: CHANGED_CART, customer: { ...COMPLETE, street: 'ul. Lipowa' }, key: 'key-3' });
  });

  it('after a lost answer asks for the outcome under the old key before placing anything, and shows an order found as placed', async () => {
    const { actors, actor, context } = start();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLACE', order: CART });
    await actors.reject('place order', LOST);
    // The person edits the order in the meantime: the old key's order must not be placed twice.
    actor.send({ type: 'EDIT', field: 'street' });
    actor.send({ type: 'CHANGE', field: 'street', value: 'ul. Lipowa' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLACE', order: CHANGED_CART });
    expect(actors.isPending('place order')).toBe(false);
    expect(actors.inputOf('look up placement')).toEqual({ key: 'key-1', order: CART });
    await actors.resolve('look up placement', PLACED);
    expect(actor.getSnapshot().value).toBe('placed');
    expect(context().placed).toEqual(PLACED);
    expect(actors.isPending('place order')).toBe(false);
  });

  it('after a lost answer places the request as it is now when the server placed nothing', async () => {
    const { actors, actor } = start();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLACE', order: CART });
    await actors.reject('place order', LOST);
    actor.send({ type: 'PLACE', order: CART });
    await actors.resolve('look up placement', null);
    // The same request: the same key, which the server has not seen placed.
    expect(actors.inputOf('place order')).toEqual({ order: CART, customer: COMPLETE, key: 'key-1' });
    await actors.reject('place order', LOST);
    actor.send({ type: 'PLACE', order: CHANGED_CART });
    await actors.resolve('look up placement', null);
    expect(actors.inputOf('place order')).toEqual({ order: CHANGED_CART, customer: COMPLETE, key: 'key-2' });
  });

  it('keeps asking for the outcome while the answers are lost, and places nothing meanwhile', async () => {
    const { actors, actor, context } = start();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLACE', order: CART });
    await actors.reject('place order', LOST);
    actor.send({ type: 'PLACE', order: CART });
    await actors.reject('look up placement', LOST);
    expect(context().failure).toEqual(LOST);
    actor.send({ type: 'PLACE', order: CART });
    expect(actors.inputOf('look up placement')).toEqual({ key: 'key-1', order: CART });
    expect(actors.isPending('place order')).toBe(false);
  });

  it("shows the form's problems after Next and never loses what was typed on a refusal", async () => {
    const { actors, actor, context } = start(inputFor(true, { ...COMPLETE, street: '', phone_number: '12' }));
    actor.send({ type: 'NEXT' });
    expect(context().problems).toEqual({ street: 'required', phone_number: 'invalidPhone' });
    actor.send({ type: 'CHANGE', field: 'street', value: 'ul. Lipowa' });
    expect(context().problems).toEqual({ phone_number: 'invalidPhone' });
    actor.send({ type: 'CHANGE', field: 'phone_number', value: '512 345 678' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLACE', order: CART });
    await actors.reject('place order', BAD_PHONE);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().problems).toEqual({ phone_number: 'required' });
    expect(context().customer).toMatchObject({ street: 'ul. Lipowa', phone_number: '512 345 678' });
  });

  it('sends the chosen region and phone region as ids (numbers), and an emptied choice as none', () => {
    const { actor, context } = start();
    actor.send({ type: 'CHANGE', field: 'region', value: '12' });
    actor.send({ type: 'CHANGE', field: 'phone_region', value: '14' });
    expect(context().customer).toMatchObject({ region: 12, phone_region: 14 });
    actor.send({ type: 'CHANGE', field: 'region', value: '' });
    expect(context().customer.region).toBeUndefined();
    // Other fields keep the text as typed, numbers included.
    actor.send({ type: 'CHANGE', field: 'house_number', value: '12' });
    expect(context().customer.house_number).toBe('12');
  });

  it('goes back to the form when a refusal names a form field among others, and stays on the summary when it names none', async () => {
    const { actors, actor, context } = start();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLACE', order: CART });
    await actors.reject('place order', { kind: 'refused', message: 'The given data was invalid.', errors: { points: ['not enough'], phone_number: ['Invalid phone number.'] } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().problems).toEqual({ phone_number: 'required' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLACE', order: CART });
    const bare: PlaceFailure = { kind: 'refused', message: 'Server Error', errors: {} };
    await actors.reject('place order', bare);
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(context().failure).toEqual(bare);
  });

  // SPEC §5 Checkout customer form: the fields its rules check, each on step 1.
  const FORM_FIELDS = ['name', 'surname', 'company_name', 'phone_number', 'street', 'house_number', 'city', 'postal_code', 'region'] as const;
  it.each(FORM_FIELDS)('goes back to the form with %s marked when a refusal names it', async (field) => {
    const { actors, actor, context } = start();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLACE', order: CART });
    await actors.reject('place order', { kind: 'refused', message: 'The given data was invalid.', errors: { [field]: ['This field is required.'] } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().problems).toEqual({ [field]: 'required' });
  });

  it('returns to the field an Edit button names, for the form to focus', () => {
    const { actor, context } = start();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'EDIT', field: 'phone_number' });
    expect(context().focus).toBe('phone_number');
  });

  it('keeps what was ordered and its total for the summary behind the thank-you dialog, and places once', async () => {
    const { actors, actor, context } = start();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLACE', order: CART });
    expect(context().placed).toBeNull();
    await actors.resolve('place order', PLACED);
    expect(context().placed).toEqual(PLACED);
    actor.send({ type: 'PLACE', order: CART });
    expect(actors.isPending('place order')).toBe(false);
  });

  it('tells the page when the thank-you dialog is closed, once, and ends', async () => {
    const { actors, actor } = start();
    const told: string[] = [];
    actor.on('finished', (event) => told.push(event.type));
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PLACE', order: CART });
    await actors.resolve('place order', PLACED);
    expect(told).toEqual([]);
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'CLOSE' });
    expect(told).toEqual(['finished']);
    // Close ends the checkout: the machine is done.
    expect(actor.getSnapshot().status).toBe('done');
  });
});
