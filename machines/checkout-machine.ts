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
 * The Idempotency-Key is made on the first placing and kept for every retry of the same data,
 * so a retry after a lost answer cannot order twice; editing the data makes the next placing a
 * new request with a new key. What is ordered comes from the checkout type the app provides
 * ('place order'): the cart today, a club card or configured material later, same machine.
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

/** A refused placement: the server's message, and its field errors (customer fields or order-level ones). */
export interface PlaceFailure {
  message: string;
  errors: Record<string, string[]>;
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
}

interface CheckoutContext extends CheckoutInput {
  problems: Partial<Record<CustomerField, CustomerProblem>>;
  failure: PlaceFailure | null;
  key: string | null;
  /** The field an Edit button returned to, for the form to focus. */
  focus: CustomerFormField | null;
  placed: PlacedResult | null;
}

export type CheckoutEvent =
  | { type: 'CHANGE'; field: CustomerFormField; value: string }
  | { type: 'NEXT' }
  | { type: 'EDIT'; field: CustomerFormField }
  | { type: 'PLACE' }
  | { type: 'CLOSE' };

/** Told to the page: the checkout is over (the thank-you dialog was closed). */
export type CheckoutEmitted = { type: 'finished' };

const NUMBER_FIELDS: readonly CustomerFormField[] = ['phone_region', 'region'];
const CUSTOMER_FIELDS: readonly string[] = ['name', 'surname', 'company_name', 'phone_number', 'street', 'house_number', 'city', 'postal_code', 'region'];

const problemsOf = (context: Pick<CheckoutContext, 'customer' | 'physical'>) => customerProblems(context.customer, context.physical);

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    'place order': fromPromise<PlacedResult, { customer: CustomerForm; key: string }>(async () => ({ orderUuids: [], companyPoints: 0, ordered: [], total: 0 })),
  },
  guards: {
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
    'show problems': assign({ problems: ({ context }) => problemsOf(context) }),
    'forget problems': assign({ problems: {}, failure: null }),
    'return to field': assign({
      focus: ({ event }) => (event.type === 'EDIT' ? event.field : null),
      // Other data is another request: the next placing gets a key of its own.
      key: null,
      failure: null,
    }),
    'keep key': assign({ key: ({ context }) => context.key ?? context.newKey() }),
    'show failure': assign({ failure: (_, failure: PlaceFailure) => failure }),
    'show failed fields': assign({
      problems: ({ context }) => Object.fromEntries(Object.keys(context.failure?.errors ?? {})
        .filter((field) => CUSTOMER_FIELDS.includes(field)).map((field) => [field, 'required'])) as CheckoutContext['problems'],
      key: null,
    }),
    'remember result': assign({ placed: (_, result: PlacedResult) => result }),
    'leave checkout': emit({ type: 'finished' }),
  },
}).createMachine({
  id: 'checkout',
  description:
    'Step 1 customer data, step 2 summary with Edit buttons, placing with one Idempotency-Key kept across retries, then the thank-you dialog. ' +
    'Failures are shown where they belong; nothing typed is lost.',
  context: ({ input }) => ({ ...input, problems: {}, failure: null, key: null, focus: null, placed: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Step 1: the customer form; problems show after Next and go as their field changes.',
      on: {
        CHANGE: { actions: 'change field' },
        NEXT: [
          { guard: 'form is complete', target: 'reviewing', actions: 'forget problems' },
          { actions: 'show problems' },
        ],
      },
    },
    reviewing: {
      description: 'Step 2: the summary and the order review; Edit returns to a field, Place orders (again after a failure).',
      on: {
        EDIT: { target: 'editing', actions: 'return to field' },
        PLACE: 'placing',
      },
    },
    placing: {
      description: 'The order is being placed: the button is disabled and progress is shown.',
      entry: 'keep key',
      invoke: {
        id: 'placeOrder',
        src: 'place order',
        input: ({ context }) => ({ customer: context.customer, key: context.key ?? '' }),
        onDone: { target: 'placed', actions: { type: 'remember result', params: ({ event }) => event.output } },
        onError: { target: 'judgingFailure', actions: { type: 'show failure', params: ({ event }) => event.error as PlaceFailure } },
      },
    },
    judgingFailure: {
      description: 'A refusal about the form goes back to step 1 with its fields marked; any other stays on the summary.',
      always: [
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
