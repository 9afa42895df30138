import { assign, emit, fromPromise, setup } from 'xstate';
import { customerProblems, type CustomerField, type CustomerProblem } from '../src/contract/shop-customer';
import type { VendorGroup } from './cart-rules';

/**
 * The checkout (DESIGN.md's named statechart, SPEC §2 Checkout, §4 Checkout, §5 customer form):
 * step 1 the customer data, step 2 the summary with Edit buttons that return to the field, then
 * placing (the button disabled, progress shown) and the thank-you dialog with the company's new
 * points. A failure (not enough points, a vendor minimum, stock changed, the server) is shown
 * where it belongs without losing anything typed.
 *
 * The Idempotency-Key belongs to the exact request: what is ordered and the customer data, as the
 * server hashes them. Placing the same request again (a retry) sends the same key; anything
 * changed (the form, or the cart in another tab) makes a new key. When an answer is lost (the
 * connection dropped, the server failed) nobody knows whether the order was placed, so the next
 * Place first asks the server for the outcome under the old key: an order found is the placed
 * order, and only when none was placed is the (possibly edited) request sent. What is ordered
 * comes with Place ('PLACE' carries it): the cart, the club card, or a configured material in the
 * quantity chosen here (from 1 to its stock, kept in the context until placing starts).
 */

export interface CustomerForm {
  name: string;
  surname: string;
  delivery: 'company' | 'personal';
  company_name: string;
  email: string;
  phone_region: number | undefined;
  phone_number: string;
  street: string;
  house_number: string;
  city: string;
  postal_code: string;
  region: number | undefined;
}

export type CustomerFormField = keyof CustomerForm;

/**
 * A placement that did not go through. `refused`: the server answered no (its message, and its
 * field errors: customer fields or order-level ones); `lost`: no answer came, so the order may or
 * may not have been placed.
 */
export interface PlaceFailure {
  kind: 'refused' | 'lost';
  message: string;
  errors: Record<string, string[]>;
}

/** What Place orders: the lines as sent to the server, and what the summary shows of them. */
export interface PlacementOrder {
  /** Sent as they are, beside the customer data. */
  lines: unknown;
  ordered: VendorGroup[];
  total: number;
}

/** The request last sent and its key. */
interface SentRequest {
  /** The request as the server will hash it, to tell whether the next one is the same. */
  fingerprint: string;
  key: string;
  order: PlacementOrder;
}

export interface PlacedResult {
  orderUuids: string[];
  companyPoints: number;
  /** What was ordered and its total, kept because the cart is emptied once the order is placed. */
  ordered: VendorGroup[];
  total: number;
}

export interface CheckoutInput {
  customer: CustomerForm;
  /** Physical goods need the delivery part of the form (SPEC §5). */
  physical: boolean;
  /** Makes an Idempotency-Key (crypto.randomUUID in the app, a counter in tests). */
  newKey: () => string;
  /** A material's checkout chooses how many, up to this (its stock); the cart and the club card choose none here. */
  maxQuantity?: number;
}

interface CheckoutContext extends CheckoutInput {
  problems: Partial<Record<CustomerField, CustomerProblem>>;
  failure: PlaceFailure | null;
  /** What the next placing sends, taken from Place. */
  order: PlacementOrder | null;
  sent: SentRequest | null;
  /** The answer to `sent` was lost: its outcome is asked for before anything more is placed. */
  outcomeUnknown: boolean;
  /** The field an Edit button returned to, for the form to focus. */
  focus: CustomerFormField | null;
  /** How many are ordered where the checkout chooses it (1 to maxQuantity). */
  quantity: number;
  placed: PlacedResult | null;
}

export type CheckoutEvent =
  | { type: 'CHANGE'; field: CustomerFormField; value: string }
  | { type: 'NEXT' }
  | { type: 'EDIT'; field: CustomerFormField }
  | { type: 'PLACE'; order: PlacementOrder }
  /** The quantity as typed (a number field's value): taken within 1 to maxQuantity. */
  | { type: 'CHOOSE_QUANTITY'; value: number }
  | { type: 'CLOSE' };

/** Told to the page: the checkout is over (the thank-you dialog was closed). */
export type CheckoutEmitted = { type: 'finished' };

const NUMBER_FIELDS: readonly CustomerFormField[] = ['phone_region', 'region'];
const CUSTOMER_FIELDS: readonly string[] = ['name', 'surname', 'company_name', 'phone_number', 'street', 'house_number', 'city', 'postal_code', 'region'];

const problemsOf = (context: Pick<CheckoutContext, 'customer' | 'physical'>) => customerProblems(context.customer, context.physical);

/** SPEC §2 configurator "Quantity from 1 to stock": anything typed outside (nothing, 0, too many, a fraction) is taken within it. */
export const quantityWithin = (value: number, max: number): number => Math.min(Math.max(Math.trunc(value) || 1, 1), Math.max(max, 1));

const fingerprintOf = (order: PlacementOrder, customer: CustomerForm) => JSON.stringify([order.lines, customer]);

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    'place order': fromPromise<PlacedResult, { order: PlacementOrder; customer: CustomerForm; key: string }>(() =>
      Promise.reject(new Error('The checkout actor "place order" was not provided'))),
    /** The outcome of the placement under a key: its orders, or null when none was placed. */
    'look up placement': fromPromise<PlacedResult | null, { key: string; order: PlacementOrder }>(() =>
      Promise.reject(new Error('The checkout actor "look up placement" was not provided'))),
  },
  guards: {
    'last answer was lost': ({ context }) => context.outcomeUnknown,
    'answer was lost': ({ context }) => context.failure?.kind === 'lost',
    'placement was found': (_, result: PlacedResult | null) => result !== null,
    'form is complete': ({ context }) => Object.keys(problemsOf(context)).length === 0,
    'failure names a form field': ({ context }) => Object.keys(context.failure?.errors ?? {}).some((field) => CUSTOMER_FIELDS.includes(field)),
  },
  actions: {
    'change field': assign({
      customer: ({ context, event }) => {
        if (event.type !== 'CHANGE') return context.customer;
        const value = NUMBER_FIELDS.includes(event.field) ? (event.value === '' ? undefined : Number(event.value)) : event.value;
        return { ...context.customer, [event.field]: value };
      },
      // A field's problem goes once it is changed; the rest stay until the next check.
      problems: ({ context, event }) => {
        if (event.type !== 'CHANGE') return context.problems;
        const { [event.field as CustomerField]: _changed, ...rest } = context.problems;
        return rest;
      },
    }),
    // Next checks the form anew: the rules' problems replace an earlier refusal's.
    'show problems': assign({ problems: ({ context }) => problemsOf(context), failure: null }),
    'forget problems': assign({ problems: {}, failure: null }),
    'return to field': assign({
      focus: ({ event }) => (event.type === 'EDIT' ? event.field : null),
      failure: null,
    }),
    'choose quantity': assign({
      quantity: ({ context, event }) => (event.type === 'CHOOSE_QUANTITY' ? quantityWithin(event.value, context.maxQuantity ?? 1) : context.quantity),
    }),
    'take order': assign({ order: ({ event }) => (event.type === 'PLACE' ? event.order : null), failure: null }),
    // The same request keeps its key; any change makes a new one.
    'key the request': assign({
      sent: ({ context }) => {
        const order = context.order as PlacementOrder;
        const fingerprint = fingerprintOf(order, context.customer);
        const key = context.sent?.fingerprint === fingerprint ? context.sent.key : context.newKey();
        return { fingerprint, key, order };
      },
    }),
    'show failure': assign({ failure: (_, failure: PlaceFailure) => failure }),
    'mark outcome unknown': assign({ outcomeUnknown: true }),
    'forget lost answer': assign({ outcomeUnknown: false }),
    'show failed fields': assign({
      problems: ({ context }) => Object.fromEntries(Object.keys(context.failure?.errors ?? {})
        .filter((field) => CUSTOMER_FIELDS.includes(field)).map((field) => [field, 'required'])) as CheckoutContext['problems'],
    }),
    'remember result': assign({ placed: (_, result: PlacedResult) => result }),
    'leave checkout': emit({ type: 'finished' }),
  },
}).createMachine({
  id: 'checkout',
  description:
    'Step 1 customer data, step 2 summary with Edit buttons, placing with an Idempotency-Key per exact request, then the thank-you dialog. ' +
    'Failures are shown where they belong, nothing typed is lost, and after a lost answer the outcome is asked for before anything new is placed.',
  context: ({ input }) => ({ ...input, problems: {}, failure: null, order: null, sent: null, outcomeUnknown: false, focus: null, quantity: 1, placed: null }),
  initial: 'editing',
  states: {
    editing: {
      description: "Step 1: the customer form; problems show after Next and go as their field changes. A material's quantity may change here and on the summary.",
      on: {
        CHANGE: { actions: 'change field' },
        CHOOSE_QUANTITY: { actions: 'choose quantity' },
        NEXT: [
          { guard: 'form is complete', target: 'reviewing', actions: 'forget problems' },
          { actions: 'show problems' },
        ],
      },
    },
    reviewing: {
      description: 'Step 2: the summary and the order review; Edit returns to a field, Place orders (again after a failure).',
      on: {
        CHOOSE_QUANTITY: { actions: 'choose quantity' },
        EDIT: { target: 'editing', actions: 'return to field' },
        PLACE: [
          { guard: 'last answer was lost', target: 'checkingOutcome', actions: 'take order' },
          { target: 'placing', actions: 'take order' },
        ],
      },
    },
    checkingOutcome: {
      description: 'The last answer was lost: the server is asked whether that order was placed before anything new is sent.',
      invoke: {
        id: 'lookUpPlacement',
        src: 'look up placement',
        input: ({ context }) => ({ key: context.sent?.key ?? '', order: context.sent?.order as PlacementOrder }),
        onDone: [
          {
            guard: { type: 'placement was found', params: ({ event }) => event.output },
            target: 'placed',
            actions: ['forget lost answer', { type: 'remember result', params: ({ event }) => event.output as PlacedResult }],
          },
          { target: 'placing', actions: 'forget lost answer' },
        ],
        onError: { target: 'reviewing', actions: { type: 'show failure', params: ({ event }) => event.error as PlaceFailure } },
      },
    },
    placing: {
      description: 'The order is being placed: the button is disabled and progress is shown.',
      entry: 'key the request',
      invoke: {
        id: 'placeOrder',
        src: 'place order',
        input: ({ context }) => ({ order: context.order as PlacementOrder, customer: context.customer, key: context.sent?.key ?? '' }),
        onDone: { target: 'placed', actions: { type: 'remember result', params: ({ event }) => event.output } },
        onError: { target: 'judgingFailure', actions: { type: 'show failure', params: ({ event }) => event.error as PlaceFailure } },
      },
    },
    judgingFailure: {
      description: 'A lost answer stays on the summary with its outcome unknown; a refusal about the form goes back to step 1 with its fields marked; any other stays on the summary.',
      always: [
        { guard: 'answer was lost', target: 'reviewing', actions: 'mark outcome unknown' },
        { guard: 'failure names a form field', target: 'editing', actions: 'show failed fields' },
        { target: 'reviewing' },
      ],
    },
    placed: {
      description: 'The thank-you dialog with the company\'s new points and links to the orders and the shop.',
      on: { CLOSE: 'closed' },
    },
    closed: {
      description: 'The thank-you dialog was closed: the app goes on to the orders.',
      type: 'final',
      entry: 'leave checkout',
    },
  },
});
