/**
 * The maintenance page's machine against its requirement (SPEC §2 /maintenance: polls the config
 * call every 60 seconds and returns to / once the answer has status below 300; §9 maintenance
 * poll 60 s): plain rules, and a model-based walk whose every step is checked against the table below.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { maintenanceMachine } from '../../machines/maintenance-machine';
import { DeferredActors, ManualClock } from '../app/support/machine-harness';
import { testRequirements, type RequirementTable } from '../app/support/requirement-walk';

/** SPEC §2 and §9: the config call is asked every 60 seconds. */
const POLL_MS = 60_000;

function start() {
  const actors = new DeferredActors();
  const actor = createActor(maintenanceMachine.provide({ actors: { 'check the service': actors.logic('check the service') } })).start();
  return { actor, actors, value: () => actor.getSnapshot().value };
}

describe('maintenance machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks the service every 60 seconds', async () => {
    const { actors } = start();
    await vi.advanceTimersByTimeAsync(POLL_MS - 1);
    expect(actors.isPending('check the service')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(actors.isPending('check the service')).toBe(true);
  });

  it('stays while the service answers 300 or more, or not at all', async () => {
    const { actors, actor, value } = start();
    for (const outcome of [503, 300, 'offline'] as const) {
      await vi.advanceTimersByTimeAsync(POLL_MS);
      if (outcome === 'offline') await actors.reject('check the service', new TypeError('Failed to fetch'));
      else await actors.resolve('check the service', outcome);
      expect(value()).toBe('waiting');
    }
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('ends, for the page to leave, once the service answers below 300', async () => {
    const { actors, actor } = start();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await actors.resolve('check the service', 299);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('back');
  });
});

type Snapshot = SnapshotFrom<typeof maintenanceMachine>;
type WalkEvent =
  | { type: 'xstate.after.poll interval.maintenance.waiting' }
  | { type: 'xstate.done.actor.checkService'; output: number }
  | { type: 'xstate.error.actor.checkService'; error: Error };

function eventsIn(snapshot: Snapshot): WalkEvent[] {
  if (snapshot.matches('waiting')) return [{ type: 'xstate.after.poll interval.maintenance.waiting' }];
  if (!snapshot.matches('checking')) return [];
  return [
    ...[200, 299, 300, 503].map((status) => ({ type: 'xstate.done.actor.checkService' as const, output: status })),
    { type: 'xstate.error.actor.checkService', error: new TypeError('Failed to fetch') },
  ];
}

function eventName(event: WalkEvent): string {
  switch (event.type) {
    case 'xstate.after.poll interval.maintenance.waiting': return '60 s pass';
    case 'xstate.done.actor.checkService': return `answers ${event.output}`;
    case 'xstate.error.actor.checkService': return 'no answer';
  }
}

const STATE_NAMES: Record<string, string> = { waiting: 'waiting for the next check', checking: 'asking the service', back: 'the service is back' };

const waitAgain = { to: 'waiting for the next check', calls: ['wait 60 s'] } as const;

/**
 * The rules (a timer the machine sets is one of its calls, "wait 60 s"):
 * - 60 seconds after the page opens, and 60 seconds after each check that did not find the
 *   service back, the config call is asked (one call);
 * - an answer below 300 means the service is back (the page returns to /);
 * - an answer of 300 or more, or none at all, waits 60 s for the next check.
 */
const MAINTENANCE: RequirementTable<string> = {
  'waiting for the next check': { '60 s pass': { to: 'asking the service', calls: ['check the service'] } },
  'asking the service': {
    'answers 200': 'the service is back',
    'answers 299': 'the service is back',
    'answers 300': waitAgain,
    'answers 503': waitAgain,
    'no answer': waitAgain,
  },
};

describe('maintenance machine: every state and transition as the requirement says', () => {
  testRequirements({
    machine: maintenanceMachine,
    input: undefined,
    events: eventsIn,
    stateOf: (snapshot) => STATE_NAMES[String(snapshot.value)] ?? String(snapshot.value),
    eventName,
    table: MAINTENANCE,
    start() {
      const clock = new ManualClock();
      const actors = new DeferredActors();
      const actor = createActor(maintenanceMachine.provide({ actors: { 'check the service': actors.logic('check the service') } }), { clock }).start();
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls: () => [...actors.takeStarted(), ...clock.takeStarted().map((ms) => `wait ${ms / 1000} s`)],
        async deliver(event) {
          if (event.type === 'xstate.after.poll interval.maintenance.waiting') clock.fire(POLL_MS);
          else if (event.type === 'xstate.done.actor.checkService') await actors.resolve('check the service', event.output);
          else await actors.reject('check the service', event.error);
        },
      };
    },
  });
});
