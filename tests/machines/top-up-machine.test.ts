/**
 * The top-up machine against its requirement (SPEC §2 club card page: amount buttons, terms
 * checkbox, top-up button; §5 top-up buttons disabled when points are insufficient, terms ticked;
 * §9 the top-up success message clears after 15 s; issue 25: one Idempotency-Key kept across
 * retries of the same request, a failure keeps the choice; issue 23 as the checkout: after a lost
 * answer the outcome under the old key is asked for before anything new is placed): a model-based
 * walk of every state and transition checked against the table below, and the key's rules.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { PlaceFailure } from '../../machines/checkout-machine';
import { topUpMachine, type TopUpEvent, type TopUpPlaced } from '../../machines/top-up-machine';
import { DeferredActors, ManualClock } from '../app/support/machine-harness';
import { LOST, PLACED, REFUSED, inputFor } from './top-up-fixtures';
import { reachableTable, stateName, testRequirements, type Outcome, type RequirementTable } from '../app/support/requirement-walk';

/** SPEC §9: the success message clears after 15 s. */
const SUCCESS_MS = 15_000;
const SUCCESS_PASSES = 'xstate.after.top-up success time.topUp.choosing';


type Snapshot = SnapshotFrom<typeof topUpMachine>;
type WalkEvent =
  | TopUpEvent
  | { type: typeof SUCCESS_PASSES }
  | { type: 'xstate.done.actor.placeTopUp'; output: TopUpPlaced }
  | { type: 'xstate.error.actor.placeTopUp'; error: PlaceFailure }
  | { type: 'xstate.done.actor.lookUpTopUp'; output: TopUpPlaced | null }
  | { type: 'xstate.error.actor.lookUpTopUp'; error: PlaceFailure };

function eventsIn(snapshot: Snapshot): WalkEvent[] {
  const events: WalkEvent[] = [
    ...[50, 100, 500].map((amount) => ({ type: 'CHOOSE' as const, amount })),
    { type: 'TERMS', checked: true }, { type: 'TERMS', checked: false }, { type: 'TOP_UP' },
  ];
  if (snapshot.matches('choosing')) events.push({ type: SUCCESS_PASSES });
  if (snapshot.matches('placing')) {
    events.push({ type: 'xstate.done.actor.placeTopUp', output: PLACED }, ...[REFUSED, LOST].map((error) => ({ type: 'xstate.error.actor.placeTopUp' as const, error })));
  }
  if (snapshot.matches('checkingOutcome')) {
    events.push(...[PLACED, null].map((output) => ({ type: 'xstate.done.actor.lookUpTopUp' as const, output })), { type: 'xstate.error.actor.lookUpTopUp', error: LOST });
  }
  return events;
}

function eventName(event: WalkEvent): string {
  switch (event.type) {
    case 'CHOOSE': return `choose ${event.amount}`;
    case 'TERMS': return event.checked ? 'tick terms' : 'untick terms';
    case 'TOP_UP': return 'Top up';
    case SUCCESS_PASSES: return '15 s pass';
    case 'xstate.done.actor.placeTopUp': return 'placing: placed';
    case 'xstate.error.actor.placeTopUp': return event.error === LOST ? 'placing: answer lost' : 'placing: refused';
    case 'xstate.done.actor.lookUpTopUp': return event.output ? 'outcome check: top-up found' : 'outcome check: none';
    case 'xstate.error.actor.lookUpTopUp': return 'outcome check: answer lost';
  }
}

interface Facts {
  step: 'choosing' | 'placing' | 'checkingOutcome';
  amount: number | null;
  terms: boolean;
  problems: boolean;
  failure: 'refusal shown' | 'lost answer shown' | null;
  unknown: boolean;
  success: boolean;
}

const nameOf = (facts: Facts) => stateName(
  facts.step, facts.amount !== null && `${facts.amount} chosen`, facts.terms && 'terms ticked', facts.problems && 'problems shown',
  facts.failure, facts.unknown && 'outcome unknown', facts.success && 'success shown',
);

function stateOf(snapshot: Snapshot): string {
  const { amount, termsAccepted, problems, failure, outcomeUnknown, placed } = snapshot.context;
  return nameOf({
    step: snapshot.value as Facts['step'],
    amount,
    terms: termsAccepted,
    problems: problems.length > 0,
    failure: failure === null ? null : failure.kind === 'lost' ? 'lost answer shown' : 'refusal shown',
    unknown: outcomeUnknown,
    success: placed !== null,
  });
}

/**
 * The rules, state by state (SPEC §2, §5, §9; issue 25):
 * - choosing an offered amount within the points takes it (and forgets a failure); 500 is beyond the
 *   points and changes nothing; ticking or unticking the terms is kept; either takes shown problems away;
 * - Top up without an amount or the terms shows the problems; else it places, or, after a lost
 *   answer, first asks for the outcome;
 * - a placed top-up (or one the outcome check finds) shows the success message, and the next
 *   top-up starts afresh (no amount, terms unticked); 15 s later the message goes;
 * - a refusal or a lost answer keeps the choice; a lost answer leaves the outcome unknown.
 */
function outcomes(facts: Facts): Record<string, Outcome<string>> {
  const to = (change: Partial<Facts>) => nameOf({ ...facts, ...change });
  const succeeded = nameOf({ step: 'choosing', amount: null, terms: false, problems: false, failure: null, unknown: false, success: true });
  const place = { to: nameOf({ ...facts, step: 'placing', problems: false, failure: null, unknown: false, success: false }), calls: ['place top-up'] };
  if (facts.step === 'placing') {
    return {
      'placing: placed': succeeded,
      'placing: refused': to({ step: 'choosing', failure: 'refusal shown' }),
      'placing: answer lost': to({ step: 'choosing', failure: 'lost answer shown', unknown: true }),
    };
  }
  if (facts.step === 'checkingOutcome') {
    return {
      'outcome check: top-up found': succeeded,
      'outcome check: none': place,
      'outcome check: answer lost': to({ step: 'choosing', failure: 'lost answer shown' }),
    };
  }
  const complete = facts.amount !== null && facts.terms;
  return {
    'choose 50': to({ amount: 50, problems: false, failure: null }),
    'choose 100': to({ amount: 100, problems: false, failure: null }),
    'tick terms': to({ terms: true, problems: false }),
    'untick terms': to({ terms: false, problems: false }),
    'Top up': !complete ? to({ problems: true, failure: null })
      : facts.unknown ? { to: to({ step: 'checkingOutcome' }), calls: ['look up top-up'] }
        : place,
    ...(facts.success ? { '15 s pass': to({ success: false }) } : {}),
  };
}

function allFacts(): Facts[] {
  const all: Facts[] = [];
  for (const step of ['choosing', 'placing', 'checkingOutcome'] as const) {
    for (const amount of [null, 50, 100]) {
      for (const terms of [false, true]) {
        for (const problems of [false, true]) {
          for (const failure of [null, 'refusal shown', 'lost answer shown'] as const) {
            for (const unknown of [false, true]) {
              for (const success of [false, true]) all.push({ step, amount, terms, problems, failure, unknown, success });
            }
          }
        }
      }
    }
  }
  return all;
}

const START = nameOf({ step: 'choosing', amount: null, terms: false, problems: false, failure: null, unknown: false, success: false });
const TABLE: RequirementTable<string> = reachableTable(Object.fromEntries(allFacts().map((facts) => [nameOf(facts), outcomes(facts)])), START);

describe('top-up machine: every state and transition as the requirement says', () => {
  testRequirements({
    machine: topUpMachine,
    input: inputFor(),
    events: eventsIn,
    stateOf,
    eventName,
    table: TABLE,
    shows: {
      [nameOf({ step: 'choosing', amount: null, terms: false, problems: false, failure: null, unknown: false, success: true })]:
        (snapshot: Snapshot) => expect(snapshot.context.placed).toEqual(PLACED),
    },
    start() {
      const actors = new DeferredActors();
      const clock = new ManualClock();
      const machine = topUpMachine.provide({ actors: { 'place top-up': actors.logic('place top-up'), 'look up top-up': actors.logic('look up top-up') } });
      const actor = createActor(machine, { input: inputFor(), clock }).start();
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls: () => actors.takeStarted(),
        async deliver(event) {
          // Time passes: the message's timer fires if one runs; a call ends by settling its fake.
          if (event.type === SUCCESS_PASSES) {
            if (clock.pending().includes(SUCCESS_MS)) clock.fire(SUCCESS_MS);
          } else if (event.type === 'xstate.done.actor.placeTopUp') await actors.resolve('place top-up', event.output);
          else if (event.type === 'xstate.error.actor.placeTopUp') await actors.reject('place top-up', event.error);
          else if (event.type === 'xstate.done.actor.lookUpTopUp') await actors.resolve('look up top-up', event.output);
          else if (event.type === 'xstate.error.actor.lookUpTopUp') await actors.reject('look up top-up', event.error);
          else actor.send(event);
        },
      };
    },
  });
});

describe('top-up rules', () => {
  const start = () => {
    const actors = new DeferredActors();
    const clock = new ManualClock();
    const actor = createActor(topUpMachine.provide({ actors: { 'place top-up': actors.logic('place top-up'), 'look up top-up': actors.logic('look up top-up') } }), { input: inputFor(), clock }).start();
    const choose = (amount: number) => {
      actor.send({ type: 'CHOOSE', amount });
      actor.send({ type: 'TERMS', checked: true });
      actor.send({ type: 'TOP_UP' });
    };
    return { actors, clock, actor, choose, context: () => actor.getSnapshot().context };
  };

  it('sends the same key when the same amount is placed again after a failure, a new key for another amount', async () => {
    const { actors, choose, actor } = start();
    choose(50);
    expect(actors.inputOf('place top-up')).toEqual({ amount: 50, key: 'key-1' });
    await actors.reject('place top-up', REFUSED);
    expect(actor.getSnapshot().context).toMatchObject({ amount: 50, termsAccepted: true, failure: REFUSED });
    actor.send({ type: 'TOP_UP' });
    expect(actors.inputOf('place top-up')).toEqual({ amount: 50, key: 'key-1' });
    await actors.reject('place top-up', REFUSED);
    choose(100);
    expect(actors.inputOf('place top-up')).toEqual({ amount: 100, key: 'key-2' });
  });

  it('after a lost answer asks for the outcome under the old key first, and places nothing when it finds the top-up', async () => {
    const { actors, choose, actor, context } = start();
    choose(50);
    await actors.reject('place top-up', LOST);
    actor.send({ type: 'CHOOSE', amount: 100 });
    actor.send({ type: 'TOP_UP' });
    expect(actors.isPending('place top-up')).toBe(false);
    expect(actors.inputOf('look up top-up')).toEqual({ amount: 50, key: 'key-1' });
    await actors.resolve('look up top-up', PLACED);
    expect(context()).toMatchObject({ placed: PLACED, points: 250, amount: null, termsAccepted: false });
    expect(actors.isPending('place top-up')).toBe(false);
  });

  it('after a lost answer places the same amount under the same key when nothing was placed', async () => {
    const { actors, choose, actor } = start();
    choose(50);
    await actors.reject('place top-up', LOST);
    actor.send({ type: 'TOP_UP' });
    await actors.resolve('look up top-up', null);
    expect(actors.inputOf('place top-up')).toEqual({ amount: 50, key: 'key-1' });
  });

  it('a new top-up after a success has a new key, even for the same amount', async () => {
    const { actors, choose } = start();
    choose(50);
    await actors.resolve('place top-up', PLACED);
    choose(50);
    expect(actors.inputOf('place top-up')).toEqual({ amount: 50, key: 'key-2' });
  });

  it('cannot choose an amount beyond the points, nor one not offered; the points after a top-up count', async () => {
    const { actors, choose, actor, context } = start();
    actor.send({ type: 'CHOOSE', amount: 500 });
    actor.send({ type: 'CHOOSE', amount: 75 });
    expect(context().amount).toBeNull();
    choose(250);
    await actors.resolve('place top-up', { amount: 250, companyPoints: 50 });
    actor.send({ type: 'CHOOSE', amount: 100 });
    expect(context().amount).toBeNull();
    actor.send({ type: 'CHOOSE', amount: 50 });
    expect(context().amount).toBe(50);
  });

  it('shows the success message for 15 s (SPEC §9)', async () => {
    const { actors, choose, clock, context } = start();
    choose(50);
    await actors.resolve('place top-up', PLACED);
    expect(context().placed).toEqual(PLACED);
    expect(clock.pending()).toEqual([SUCCESS_MS]);
    clock.fire(SUCCESS_MS);
    expect(context().placed).toBeNull();
  });

  it('tells what is missing, the amount and the terms, once Top up is pressed', () => {
    const { actor, context } = start();
    expect(context().problems).toEqual([]);
    actor.send({ type: 'TOP_UP' });
    expect(context().problems).toEqual(['amountMissing', 'termsMissing']);
    actor.send({ type: 'CHOOSE', amount: 50 });
    actor.send({ type: 'TOP_UP' });
    expect(context().problems).toEqual(['termsMissing']);
  });
});
