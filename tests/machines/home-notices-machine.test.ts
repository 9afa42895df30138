/** The home page's points notices: the rules (home-notices.ts), the machine, and a model-based walk (xstate/graph). */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventObject } from 'xstate';
import type { InstallerOptions } from '../../src/contract/options';
import { createTestModel } from 'xstate/graph';
import { isExpiringNoticeDue } from '../../machines/home-notices';
import { homeNoticesMachine, type HomeNoticesInput } from '../../machines/home-notices-machine';
import { DeferredActors } from '../app/support/machine-harness';
import { plainEventModel } from './login-model';

const OCTOBER = new Date('2026-10-05T10:00:00');

function notices(input: Partial<HomeNoticesInput> = {}) {
  const actors = new DeferredActors();
  const full = { now: OCTOBER, options: { firstTime: false }, toExpire: 120, emulated: false, ...input };
  const actor = createActor(homeNoticesMachine.provide({ actors: { 'store options': actors.logic('store options') } }), { input: full }).start();
  return { actor, actors, value: () => actor.getSnapshot().value };
}

describe('expiring-points notice rule', () => {
  it('is due from October while points expire, unless seen in the last 6 months (default seen date 2024-01-01)', () => {
    expect(isExpiringNoticeDue(OCTOBER, {}, 10)).toBe(true);
    expect(isExpiringNoticeDue(new Date('2026-09-30T10:00:00'), {}, 10)).toBe(false);
    expect(isExpiringNoticeDue(OCTOBER, {}, 0)).toBe(false);
    expect(isExpiringNoticeDue(OCTOBER, { expPtsSeen: '2026-05-01T00:00:00' }, 10)).toBe(false);
    expect(isExpiringNoticeDue(OCTOBER, { expPtsSeen: '2026-04-01T00:00:00' }, 10)).toBe(true);
    expect(isExpiringNoticeDue(new Date('2026-12-31T10:00:00'), { expPtsSeen: '2025-10-02T00:00:00' }, 10)).toBe(true);
  });
});

describe('home notices machine', () => {
  it('shows the welcome banner on the first visit and stores the first-visit flag at once', async () => {
    const { actors, value } = notices({ options: {} });
    expect(value()).toMatchObject({ welcome: 'storingFirstVisit' });
    expect(actors.inputOf('store options')).toEqual({ options: { firstTime: false } });
    await actors.resolve('store options');
    expect(value()).toMatchObject({ welcome: 'shown' });
  });

  it('"Got it" stores the date the expiring banner was seen and hides it', async () => {
    const { actor, actors, value } = notices();
    expect(value()).toEqual({ welcome: 'hidden', expiring: 'shown' });
    actor.send({ type: 'EXPIRING_SEEN' });
    expect(actors.inputOf('store options')).toEqual({ options: { expPtsSeen: OCTOBER.toISOString() } });
    await actors.resolve('store options');
    expect(value()).toEqual({ welcome: 'hidden', expiring: 'hidden' });
  });

  it('stores nothing in an emulated session', () => {
    const { actor, actors, value } = notices({ options: {}, emulated: true });
    expect(value()).toEqual({ welcome: 'shown', expiring: 'shown' });
    actor.send({ type: 'EXPIRING_SEEN' });
    expect(value()).toEqual({ welcome: 'shown', expiring: 'hidden' });
    expect(actors.isPending('store options')).toBe(false);
  });
});

describe('home notices machine, model-based', () => {
  const inputs: HomeNoticesInput[] = [
    { now: OCTOBER, options: {}, toExpire: 50, emulated: false },
    { now: OCTOBER, options: {}, toExpire: 50, emulated: true },
    { now: new Date('2026-03-01T10:00:00'), options: { firstTime: false }, toExpire: 50, emulated: false },
  ];
  for (const input of inputs) {
    const model = createTestModel(plainEventModel(homeNoticesMachine), {
      input,
      events: [
        { type: 'EXPIRING_SEEN' },
        { type: 'xstate.done.actor.storeFirstVisit' }, { type: 'xstate.error.actor.storeFirstVisit' },
        { type: 'xstate.done.actor.storeSeen' }, { type: 'xstate.error.actor.storeSeen' },
      ] as EventObject[] as never,
    });
    it(`every shortest path ends where the live machine does (${JSON.stringify(input.options)}, emulated ${input.emulated}, ${input.now.getMonth() + 1})`, async () => {
      for (const path of model.getShortestPaths()) {
        // Both regions may store at once: one deferred call per invocation, told apart by what it stores.
        const calls = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
        const store = fromPromise<void, { options: InstallerOptions }>(({ input: { options } }) => new Promise((resolve, reject) => {
          calls.set('firstTime' in options && !('expPtsSeen' in options) ? 'storeFirstVisit' : 'storeSeen', { resolve, reject });
        }));
        const actor = createActor(homeNoticesMachine.provide({ actors: { 'store options': store } }), { input }).start();
        for (const { event } of path.steps.slice(1)) {
          const [, outcome, , id = ''] = event.type.split('.');
          if (outcome === 'done') calls.get(id)?.resolve();
          else if (outcome === 'error') calls.get(id)?.reject(new Error('offline'));
          else actor.send(event as never);
          await Promise.resolve();
          await Promise.resolve();
        }
        expect(actor.getSnapshot().value).toEqual(path.state.value);
      }
    });
  }
});
