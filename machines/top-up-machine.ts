import { assign, fromPromise, setup } from 'xstate';
import { CLUB_CARD_RULES } from '../src/contract/club-card';
import type { PlaceFailure } from './checkout-machine';
import { inSeconds } from './description-words';

/**
 * The club card's top-up (DESIGN.md's named statechart; SPEC §2 club card page, §5 top-up, §9
 * top-up success 15 s): an amount of the offered steps (those beyond the company's points cannot
 * be chosen), the terms ticked, then one top-up order placed. The Idempotency-Key belongs to the
 * amount chosen: placing the same amount again after a failure sends the same key, another amount
 * a new one; after a lost answer the outcome under the old key is asked for before anything more
 * is placed (as the checkout does). A failure keeps the choice; a success shows its message for
 * 15 seconds and starts the next top-up afresh.
 */

export type TopUpProblem = 'amountMissing' | 'termsMissing';

/** A top-up that went through: its amount and the company's points after it. */
export interface TopUpPlaced {
  amount: number;
  companyPoints: number;
}

export interface TopUpInput {
  /** The amounts offered, in points. */
  steps: readonly number[];
  /** The company's points now. */
  points: number;
  /** Makes an Idempotency-Key (crypto.randomUUID in the app, a counter in tests). */
  newKey: () => string;
}

interface TopUpContext extends TopUpInput {
  amount: number | null;
  termsAccepted: boolean;
  problems: TopUpProblem[];
  failure: PlaceFailure | null;
  /** The amount last sent and its key. */
  sent: { amount: number; key: string } | null;
  /** The answer to `sent` was lost: its outcome is asked for before anything more is placed. */
  outcomeUnknown: boolean;
  /** The success message, until it clears. */
  placed: TopUpPlaced | null;
}

export type TopUpEvent =
  | { type: 'CHOOSE'; amount: number }
  | { type: 'TERMS'; checked: boolean }
  | { type: 'TOP_UP' };

const problemsOf = (context: Pick<TopUpContext, 'amount' | 'termsAccepted'>): TopUpProblem[] => [
  ...(context.amount === null ? ['amountMissing' as const] : []),
  ...(context.termsAccepted ? [] : ['termsMissing' as const]),
];

/** SPEC §5: an amount beyond the company's points cannot be chosen. */
export const isAffordable = (amount: number, points: number): boolean => amount <= points;

export const topUpMachine = setup({
  types: {
    context: {} as TopUpContext,
    events: {} as TopUpEvent,
    input: {} as TopUpInput,
  },
  actors: {
    /** POST /v2/orders of type top_up with the Idempotency-Key. */
    'place top-up': fromPromise<TopUpPlaced, { amount: number; key: string }>(() =>
      Promise.reject(new Error('The top-up actor "place top-up" was not provided'))),
    /** The top-up placed under a key, or null when none was placed. */
    'look up top-up': fromPromise<TopUpPlaced | null, { amount: number; key: string }>(() =>
      Promise.reject(new Error('The top-up actor "look up top-up" was not provided'))),
  },
  guards: {
    'amount is offered and affordable': ({ context, event }) =>
      event.type === 'CHOOSE' && context.steps.includes(event.amount) && isAffordable(event.amount, context.points),
    'choice is incomplete': ({ context }) => problemsOf(context).length > 0,
    'last answer was lost': ({ context }) => context.outcomeUnknown,
    'answer was lost': ({ context }) => context.failure?.kind === 'lost',
    'top-up was found': (_, result: TopUpPlaced | null) => result !== null,
    'shows success message': ({ context }) => context.placed !== null,
  },
  delays: {
    'top-up success time': CLUB_CARD_RULES.topUpSuccessMs,
  },
  actions: {
    choose: assign(({ event }) => (event.type === 'CHOOSE' ? { amount: event.amount, problems: [], failure: null } : {})),
    'tick terms': assign(({ event }) => (event.type === 'TERMS' ? { termsAccepted: event.checked, problems: [] } : {})),
    'show problems': assign({ problems: ({ context }) => problemsOf(context), failure: null }),
    // The same amount keeps its key; another amount makes a new one.
    'key the request': assign({
      sent: ({ context }) => {
        const amount = context.amount as number;
        return { amount, key: context.sent?.amount === amount ? context.sent.key : context.newKey() };
      },
      failure: null,
      placed: null,
    }),
    'show failure': assign({ failure: (_, failure: PlaceFailure) => failure }),
    'mark outcome unknown': assign({ outcomeUnknown: true }),
    'forget lost answer': assign({ outcomeUnknown: false }),
    // A new top-up starts afresh: no amount, terms to tick again, a new key.
    'show success': assign((_, placed: TopUpPlaced) => ({
      placed, points: placed.companyPoints, amount: null, termsAccepted: false, sent: null, failure: null, problems: [],
    })),
    'hide success message': assign({ placed: null }),
  },
}).createMachine({
  id: 'topUp',
  description:
    'An amount within the company\'s points and the terms ticked place one top-up order, with one Idempotency-Key per amount kept across retries. ' +
    `A failure keeps the choice, a lost answer is looked up before anything new is placed, and a success shows its message for ${inSeconds(CLUB_CARD_RULES.topUpSuccessMs)}.`,
  context: ({ input }) => ({
    ...input, amount: null, termsAccepted: false, problems: [], failure: null, sent: null, outcomeUnknown: false, placed: null,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The amount buttons (beyond the points disabled), the terms tick and the Top up button; problems show after Top up and go as the choice changes.',
      on: {
        CHOOSE: { guard: 'amount is offered and affordable', actions: 'choose' },
        TERMS: { actions: 'tick terms' },
        TOP_UP: [
          { guard: 'choice is incomplete', actions: 'show problems' },
          { guard: 'last answer was lost', target: 'checkingOutcome' },
          { target: 'placing' },
        ],
      },
      after: {
        'top-up success time': {
          guard: 'shows success message', actions: 'hide success message', description: `${inSeconds(CLUB_CARD_RULES.topUpSuccessMs)} after a top-up`,
        },
      },
    },
    checkingOutcome: {
      description: 'The last answer was lost: the server is asked whether that top-up was placed before anything new is sent.',
      invoke: {
        id: 'lookUpTopUp',
        src: 'look up top-up',
        input: ({ context }) => ({ amount: context.sent?.amount ?? 0, key: context.sent?.key ?? '' }),
        onDone: [
          {
            guard: { type: 'top-up was found', params: ({ event }) => event.output },
            target: 'choosing',
            actions: ['forget lost answer', { type: 'show success', params: ({ event }) => event.output as TopUpPlaced }],
          },
          { target: 'placing', actions: 'forget lost answer' },
        ],
        onError: { target: 'choosing', actions: { type: 'show failure', params: ({ event }) => event.error as PlaceFailure } },
      },
    },
    placing: {
      description: 'The top-up is being placed: the button is disabled and progress is shown.',
      entry: 'key the request',
      invoke: {
        id: 'placeTopUp',
        src: 'place top-up',
        input: ({ context }) => ({ amount: context.sent?.amount ?? 0, key: context.sent?.key ?? '' }),
        onDone: { target: 'choosing', actions: { type: 'show success', params: ({ event }) => event.output } },
        onError: { target: 'judgingFailure', actions: { type: 'show failure', params: ({ event }) => event.error as PlaceFailure } },
      },
    },
    judgingFailure: {
      description: 'A lost answer leaves the outcome unknown until asked for; a refusal is shown; either keeps the choice.',
      always: [
        { guard: 'answer was lost', target: 'choosing', actions: 'mark outcome unknown' },
        { target: 'choosing' },
      ],
    },
  },
});
