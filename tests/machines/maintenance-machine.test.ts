import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { MAINTENANCE_POLL_MS } from '../../src/contract/limits';
import { maintenanceMachine } from '../../machines/maintenance-machine';
import { DeferredActors, everyTransition, ManualClock, walk } from '../app/support/machine-harness';

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
    await vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS - 1);
    expect(actors.isPending('check the service')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(actors.isPending('check the service')).toBe(true);
  });

  it('stays while the service answers 300 or more, or not at all', async () => {
    const { actors, actor, value } = start();
    for (const outcome of [503, 300, 'offline'] as const) {
      await vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS);
      if (outcome === 'offline') await actors.reject('check the service', new TypeError('Failed to fetch'));
      else await actors.resolve('check the service', outcome);
      expect(value()).toBe('waiting');
    }
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('ends, for the page to leave, once the service answers below 300', async () => {
    const { actors, actor } = start();
    await vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_MS);
    await actors.resolve('check the service', 299);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('back');
  });
});

describe('maintenance machine, model-based', () => {
  type Snapshot = SnapshotFrom<typeof maintenanceMachine>;
  const POLL = 1001;
  const possibleEvents = (snapshot: Snapshot): EventObject[] => {
    if (snapshot.matches('waiting')) return [{ type: 'xstate.after.poll interval.maintenance.waiting' }];
    if (snapshot.matches('checking')) {
      return [200, 299, 300, 503].map((status) => ({ type: 'xstate.done.actor.checkService', output: status }))
        .concat([{ type: 'xstate.error.actor.checkService', error: new Error('offline') } as never]);
    }
    return [];
  };

  it('walks every state and transition', async () => {
    const paths = everyTransition(maintenanceMachine, { input: undefined, events: possibleEvents as never, serializeState: ((s: Snapshot) => JSON.stringify(s.value)) as never });
    const visited = new Set<string>();
    for (const path of paths) {
      const clock = new ManualClock();
      const actors = new DeferredActors();
      const sut = createActor(
        maintenanceMachine.provide({ actors: { 'check the service': actors.logic('check the service') }, delays: { 'poll interval': POLL } }),
        { clock },
      ).start();
      await walk(
        path,
        async (event) => {
          if (event.type.startsWith('xstate.after')) clock.fire(POLL);
          else if (event.type.startsWith('xstate.done')) await actors.resolve('check the service', (event as { output?: unknown }).output);
          else await actors.reject('check the service', (event as { error?: unknown }).error);
        },
        () => {
          visited.add(JSON.stringify(sut.getSnapshot().value));
          return sut.getSnapshot().value;
        },
      );
    }
    expect([...visited].sort()).toEqual(['"back"', '"checking"', '"waiting"']);
    expect(paths.length).toBe(6);
  });
});
