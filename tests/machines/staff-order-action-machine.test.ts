/**
 * The Orders desk's step machine against issue 27 §2 ("approve, complete, reject (points and stock
 * back, once)", "an order action with its confirmation") and the desk's brief: idle → confirming →
 * sending → done or failed; a 409 (changed first by someone else) says so and refreshes the page.
 * A model-based walk of every state and transition checked against the table below, and the rules.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../src/app/api/http';
import { staffOrderActionMachine, type OrderActionRequest, type StaffOrderActionEvent } from '../../machines/staff-order-action-machine';
import { DeferredActors } from '../app/support/machine-harness';
import { testRequirements, type RequirementTable } from '../app/support/requirement-walk';

const APPROVE: OrderActionRequest = { step: 'approve', target: '5d0c8a2e-1111-4a4a-9a9a-000000000001', label: 'PL-100001' };
const REJECT: OrderActionRequest = { step: 'reject', target: '5d0c8a2e-1111-4a4a-9a9a-000000000002', label: 'PL-100002' };
const CHANGED = new ApiError(409, { message: 'The order is approved: it cannot be approved.' }, null);
const GONE = new ApiError(404, { message: 'Not found.' }, null);
const OFFLINE = new ApiError(0, null, null, 'Failed to fetch');

type Snapshot = SnapshotFrom<typeof staffOrderActionMachine>;
type WalkEvent =
  | StaffOrderActionEvent
  | { type: 'xstate.done.actor.send' }
  | { type: 'xstate.error.actor.send'; error: ApiError };

function eventsIn(snapshot: Snapshot): WalkEvent[] {
  const events: WalkEvent[] = [{ type: 'ASK', request: APPROVE }, { type: 'CONFIRM' }, { type: 'CANCEL' }, { type: 'DISMISS' }];
  if (snapshot.matches('sending')) events.push({ type: 'xstate.done.actor.send' }, ...[CHANGED, GONE, OFFLINE].map((error) => ({ type: 'xstate.error.actor.send' as const, error })));
  return events;
}

function eventName(event: WalkEvent): string {
  switch (event.type) {
    case 'ASK': return 'ask approve';
    case 'CONFIRM': return 'confirm';
    case 'CANCEL': return 'cancel';
    case 'DISMISS': return 'dismiss';
    case 'xstate.done.actor.send': return 'server: done';
    case 'xstate.error.actor.send': return event.error === CHANGED ? 'server: 409' : event.error === GONE ? 'server: 404' : 'server: no answer';
  }
}

const stateOf = (snapshot: Snapshot) => {
  const { request, failure } = snapshot.context;
  return [snapshot.value as string, request ? 'order named' : null, failure ? `${failure} shown` : null].filter(Boolean).join(', ');
};

/**
 * The requirement: a step is asked for, confirmed in a dialog (or cancelled: nothing sent), sent
 * once (a second confirm while sending sends nothing), and its answer is shown. No answer: the
 * dialog says so and may try again. 409 or 404: someone changed it first; said so, and the page
 * refreshes (so the step is not offered again where it no longer applies).
 */
const TABLE: RequirementTable<string> = {
  idle: { 'ask approve': 'confirming, order named' },
  'confirming, order named': { confirm: { to: 'sending, order named', calls: ['send'] }, cancel: 'idle' },
  'sending, order named': {
    'server: done': 'done, order named',
    'server: 409': 'refused, order named, changed shown',
    'server: 404': 'refused, order named, gone shown',
    'server: no answer': 'failed, order named, failed shown',
  },
  'done, order named': { dismiss: 'idle', 'ask approve': 'confirming, order named' },
  'refused, order named, changed shown': { dismiss: 'idle', 'ask approve': 'confirming, order named' },
  'refused, order named, gone shown': { dismiss: 'idle', 'ask approve': 'confirming, order named' },
  'failed, order named, failed shown': { confirm: { to: 'sending, order named', calls: ['send'] }, cancel: 'idle' },
};

function start() {
  const actors = new DeferredActors();
  const actor = createActor(staffOrderActionMachine.provide({ actors: { send: actors.logic('send') } })).start();
  const refreshes: string[] = [];
  actor.on('refresh', (event) => refreshes.push(event.type));
  return { actor, actors, refreshes };
}

describe('staff order action machine: every state and transition as the requirement says', () => {
  testRequirements({
    machine: staffOrderActionMachine,
    input: undefined,
    events: eventsIn,
    stateOf,
    eventName,
    table: TABLE,
    start() {
      const { actor, actors } = start();
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls: () => actors.takeStarted(),
        async deliver(event) {
          if (event.type === 'xstate.done.actor.send') await actors.resolve('send');
          else if (event.type === 'xstate.error.actor.send') await actors.reject('send', event.error);
          else actor.send(event);
        },
      };
    },
  });
});

describe('staff order action rules', () => {
  it('sends the request asked for, once, and tells the page to refresh when it is done', async () => {
    const { actor, actors, refreshes } = start();
    actor.send({ type: 'ASK', request: REJECT });
    expect(refreshes).toEqual([]);
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CONFIRM' });
    expect(actors.takeStarted()).toEqual(['send']);
    expect(actors.inputOf('send')).toEqual(REJECT);
    await actors.resolve('send');
    expect(refreshes).toEqual(['refresh']);
    expect(actor.getSnapshot().context.request).toEqual(REJECT);
  });

  it('on a 409 keeps the server\'s words and refreshes the page; on no answer refreshes nothing and may try again', async () => {
    const { actor, actors, refreshes } = start();
    actor.send({ type: 'ASK', request: APPROVE });
    actor.send({ type: 'CONFIRM' });
    await actors.reject('send', CHANGED);
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'changed', detail: 'The order is approved: it cannot be approved.' });
    expect(refreshes).toEqual(['refresh']);
    actor.send({ type: 'DISMISS' });
    actor.send({ type: 'ASK', request: APPROVE });
    actor.send({ type: 'CONFIRM' });
    await actors.reject('send', OFFLINE);
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'failed', detail: null });
    expect(refreshes).toEqual(['refresh']);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(actors.inputOf('send')).toEqual(APPROVE);
  });
});
