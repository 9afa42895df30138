/**
 * The staff console's confirmed step (issue 27 §2: the maintenance switch with its confirmation,
 * staff accounts deactivated, reactivated or unlocked): plain rules, and a model-based walk whose
 * every step is checked against the table below, written from the requirement.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { confirmedStepMachine, type ConfirmedStepEvent, type Step } from '../../machines/confirmed-step-machine';
import { DeferredActors } from '../app/support/machine-harness';
import { stateName, testRequirements, type RequirementTable } from '../app/support/requirement-walk';

const OFFLINE = new Error('offline');
/** The server refuses an admin's own deactivation with its reason. */
const REFUSED = { status: 409, body: { message: 'You cannot deactivate your own account.' }, retryAfter: null };
const MAINTENANCE_ON: Step = { kind: 'on', id: 'maintenance', label: '' };
const DEACTIVATE: Step = { kind: 'deactivate', id: '7', label: 'Sam Support' };

function start() {
  const actors = new DeferredActors();
  const actor = createActor(confirmedStepMachine.provide({ actors: { take: actors.logic('take') } })).start();
  const done: Step[] = [];
  actor.on('done', ({ step }) => done.push(step));
  return { actor, actors, done };
}

describe('confirmed step machine', () => {
  it('takes exactly the step the dialog named and tells the page once it went through', async () => {
    const { actor, actors, done } = start();
    actor.send({ type: 'ASK', step: DEACTIVATE });
    expect(actors.isPending('take')).toBe(false);
    actor.send({ type: 'CONFIRM' });
    expect(actors.inputOf('take')).toEqual(DEACTIVATE);
    await actors.resolve('take', undefined);
    expect(done).toEqual([DEACTIVATE]);
    expect(actor.getSnapshot().context).toEqual({ step: null, failure: null });
  });

  it('keeps the dialog open with the server\'s reason when refused, and with no reason when there was no answer', async () => {
    const { actor, actors, done } = start();
    actor.send({ type: 'ASK', step: DEACTIVATE });
    actor.send({ type: 'CONFIRM' });
    await actors.reject('take', REFUSED);
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context).toEqual({ step: DEACTIVATE, failure: { message: 'You cannot deactivate your own account.' } });
    actor.send({ type: 'CONFIRM' });
    await actors.reject('take', OFFLINE);
    expect(actor.getSnapshot().context.failure).toEqual({ message: null });
    expect(done).toEqual([]);
  });

  it('starts a new dialog without the old failure; cancelling takes nothing', async () => {
    const { actor, actors, done } = start();
    actor.send({ type: 'ASK', step: DEACTIVATE });
    actor.send({ type: 'CONFIRM' });
    await actors.reject('take', OFFLINE);
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'ASK', step: MAINTENANCE_ON });
    expect(actor.getSnapshot().context).toEqual({ step: MAINTENANCE_ON, failure: null });
    actor.send({ type: 'CANCEL' });
    expect(actors.takeStarted()).toEqual(['take']);
    expect(done).toEqual([]);
  });
});

type Snapshot = SnapshotFrom<typeof confirmedStepMachine>;
type WalkEvent = ConfirmedStepEvent | { type: 'xstate.done.actor.take' } | { type: 'xstate.error.actor.take'; error: unknown };

const events = (snapshot: Snapshot): WalkEvent[] => [
  { type: 'ASK', step: MAINTENANCE_ON },
  { type: 'ASK', step: DEACTIVATE },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  ...(snapshot.matches('taking') ? [{ type: 'xstate.done.actor.take' } as const, { type: 'xstate.error.actor.take', error: REFUSED } as const] : []),
];

function eventName(event: WalkEvent): string {
  switch (event.type) {
    case 'ASK': return `ask ${event.step.kind}`;
    case 'CONFIRM': return 'Confirm';
    case 'CANCEL': return 'Cancel';
    case 'xstate.done.actor.take': return 'step: done';
    case 'xstate.error.actor.take': return 'step: refused';
  }
}

function stateOf(snapshot: Snapshot): string {
  const { step, failure } = snapshot.context;
  return stateName(String(snapshot.value), step && `for ${step.kind}`, failure && 'reason shown');
}

const asking = { 'ask on': 'confirming, for on', 'ask deactivate': 'confirming, for deactivate' };
const dialog = (kind: string) => ({ 'Confirm': { to: `taking, for ${kind}`, calls: ['take'] }, 'Cancel': 'idle' });
const taking = (kind: string) => ({ 'step: done': 'idle', 'step: refused': `confirming, for ${kind}, reason shown` });

/**
 * Issue 27 §2: a step asks first (the dialog says what follows); Confirm takes it, Cancel closes
 * the dialog; while the dialog is open or the step runs, another ask is not taken; a refusal
 * returns to the dialog with its reason; once done, another step may be asked for.
 */
const TABLE: RequirementTable<string> = {
  'idle': asking,
  'confirming, for on': dialog('on'),
  'confirming, for deactivate': dialog('deactivate'),
  'confirming, for on, reason shown': dialog('on'),
  'confirming, for deactivate, reason shown': dialog('deactivate'),
  'taking, for on': taking('on'),
  'taking, for deactivate': taking('deactivate'),
};

describe('confirmed step machine: every state and transition as the requirement says', () => {
  testRequirements<typeof confirmedStepMachine, WalkEvent, string>({
    machine: confirmedStepMachine, input: undefined, events, stateOf, eventName, table: TABLE,
    start() {
      const actors = new DeferredActors();
      const actor = createActor(confirmedStepMachine.provide({ actors: { take: actors.logic('take') } })).start();
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls: () => actors.takeStarted(),
        async deliver(event) {
          if (event.type === 'xstate.done.actor.take') await actors.resolve('take', undefined);
          else if (event.type === 'xstate.error.actor.take') await actors.reject('take', event.error);
          else actor.send(event);
        },
      };
    },
  });
});
