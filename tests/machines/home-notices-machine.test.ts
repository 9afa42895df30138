/**
 * The home page's points notices against their requirement (SPEC §2 Home: welcome-points banner on
 * the first visit, banner for expiring points; §9: expiring-points notice from October onward, not
 * again if seen under 6 months ago, default seen date 2024-01-01; README "Home": "Got it" stores
 * `expPtsSeen`, `firstTime` stored at once; §4 Session: an emulated session stores nothing): the
 * rule, the machine's plain rules, and a model-based walk whose every step is checked against the
 * table below.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { InstallerOptions } from '../../src/contract/options';
import { isExpiringNoticeDue } from '../../machines/home-notices';
import { homeNoticesMachine, type HomeNoticesInput } from '../../machines/home-notices-machine';
import { DeferredActors, settle } from '../app/support/machine-harness';
import { testRequirementsFromStarts, type RequirementTable, type RequirementWalk } from '../app/support/requirement-walk';

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

type Snapshot = SnapshotFrom<typeof homeNoticesMachine>;
type WalkEvent =
  | { type: 'EXPIRING_SEEN' }
  | { type: 'xstate.done.actor.storeFirstVisit' }
  | { type: 'xstate.error.actor.storeFirstVisit'; error: Error }
  | { type: 'xstate.done.actor.storeSeen' }
  | { type: 'xstate.error.actor.storeSeen'; error: Error };

function eventsIn(snapshot: Snapshot): WalkEvent[] {
  const events: WalkEvent[] = [{ type: 'EXPIRING_SEEN' }];
  const offline = new Error('offline');
  if (snapshot.matches({ welcome: 'storingFirstVisit' })) events.push({ type: 'xstate.done.actor.storeFirstVisit' }, { type: 'xstate.error.actor.storeFirstVisit', error: offline });
  if (snapshot.matches({ expiring: 'storingSeen' })) events.push({ type: 'xstate.done.actor.storeSeen' }, { type: 'xstate.error.actor.storeSeen', error: offline });
  return events;
}

const EVENT_NAMES: Record<WalkEvent['type'], string> = {
  'EXPIRING_SEEN': 'Got it',
  'xstate.done.actor.storeFirstVisit': 'first visit stored',
  'xstate.error.actor.storeFirstVisit': 'first visit not stored',
  'xstate.done.actor.storeSeen': 'seen date stored',
  'xstate.error.actor.storeSeen': 'seen date not stored',
};

/** Which banners show (as HomeNotices.tsx reads them) and which stores are under way. */
function stateOf(snapshot: Snapshot): string {
  const welcome = snapshot.matches({ welcome: 'storingFirstVisit' }) ? 'welcome shown, first visit being stored'
    : snapshot.matches({ welcome: 'hidden' }) ? 'no welcome' : 'welcome shown';
  const expiring = snapshot.matches({ expiring: 'shown' }) ? 'expiring shown'
    : snapshot.matches({ expiring: 'storingSeen' }) ? 'no expiring, seen date being stored' : 'no expiring';
  return `${snapshot.context.emulated ? 'emulated: ' : ''}${welcome}, ${expiring}`;
}

/** The day of the visit: the seen date "Got it" stores. */
const SEEN = OCTOBER.toISOString();

/**
 * A store call, by what it stores: the first visit, the seen date. The first visit stored again
 * beside the seen date changes nothing, so it is not named; anything else stored is.
 */
function storeCall({ options }: { options: InstallerOptions }): string {
  const { firstTime, expPtsSeen, ...other } = options;
  const what = [
    firstTime === false && expPtsSeen === undefined ? 'first visit' : null,
    firstTime === true ? 'first visit still to come' : null,
    expPtsSeen === undefined ? null : `seen ${expPtsSeen}`,
    ...Object.entries(other).map(([key, value]) => `${key} ${JSON.stringify(value)}`),
  ];
  return `store ${what.filter(Boolean).join(' and ')}`;
}

/**
 * The rules (a store of the user's options is a call, named by what it stores):
 * - on the first visit the welcome banner shows and the first visit is stored at once; the banner
 *   shows for the rest of the visit, whether the store succeeds or not;
 * - the expiring banner shows when due; "Got it" hides it and stores the day it was seen; it stays
 *   hidden whether the store succeeds or not;
 * - staff emulating a user store nothing: "Got it" only hides the banner.
 */
const NOTICES: RequirementTable<string> = {
  'welcome shown, first visit being stored, expiring shown': {
    'Got it': { to: 'welcome shown, first visit being stored, no expiring, seen date being stored', calls: [`store seen ${SEEN}`] },
    'first visit stored': 'welcome shown, expiring shown',
    'first visit not stored': 'welcome shown, expiring shown',
  },
  'welcome shown, expiring shown': {
    'Got it': { to: 'welcome shown, no expiring, seen date being stored', calls: [`store seen ${SEEN}`] },
  },
  'welcome shown, first visit being stored, no expiring, seen date being stored': {
    'first visit stored': 'welcome shown, no expiring, seen date being stored',
    'first visit not stored': 'welcome shown, no expiring, seen date being stored',
    'seen date stored': 'welcome shown, first visit being stored, no expiring',
    'seen date not stored': 'welcome shown, first visit being stored, no expiring',
  },
  'welcome shown, no expiring, seen date being stored': {
    'seen date stored': 'welcome shown, no expiring',
    'seen date not stored': 'welcome shown, no expiring',
  },
  'welcome shown, first visit being stored, no expiring': {
    'first visit stored': 'welcome shown, no expiring',
    'first visit not stored': 'welcome shown, no expiring',
  },
  'no welcome, expiring shown': {
    'Got it': { to: 'no welcome, no expiring, seen date being stored', calls: [`store seen ${SEEN}`] },
  },
  'no welcome, no expiring, seen date being stored': {
    'seen date stored': 'no welcome, no expiring',
    'seen date not stored': 'no welcome, no expiring',
  },
  'emulated: welcome shown, expiring shown': { 'Got it': 'emulated: welcome shown, no expiring' },
};

function walkFrom(input: HomeNoticesInput): RequirementWalk<typeof homeNoticesMachine, WalkEvent, string> {
  return {
    machine: homeNoticesMachine,
    input,
    events: eventsIn,
    stateOf,
    eventName: (event) => EVENT_NAMES[event.type],
    table: NOTICES,
    start() {
      // Both banners may store at once: one pending call per kind, told apart by what it stores.
      const pending = new Map<'first visit' | 'seen', { resolve: () => void; reject: (error: Error) => void }>();
      let calls: string[] = [];
      const store = fromPromise<void, { options: InstallerOptions }>(({ input: stored }) => new Promise((resolve, reject) => {
        calls.push(storeCall(stored));
        pending.set('expPtsSeen' in stored.options ? 'seen' : 'first visit', { resolve, reject });
      }));
      const actor = createActor(homeNoticesMachine.provide({ actors: { 'store options': store } }), { input }).start();
      const settleCall = async (kind: 'first visit' | 'seen', error?: Error) => {
        const call = pending.get(kind);
        if (!call) throw new Error(`No store of the ${kind} runs`);
        pending.delete(kind);
        if (error) call.reject(error);
        else call.resolve();
        await settle();
      };
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls() {
          const taken = calls;
          calls = [];
          return taken;
        },
        async deliver(event) {
          if (event.type === 'xstate.done.actor.storeFirstVisit') await settleCall('first visit');
          else if (event.type === 'xstate.error.actor.storeFirstVisit') await settleCall('first visit', event.error);
          else if (event.type === 'xstate.done.actor.storeSeen') await settleCall('seen');
          else if (event.type === 'xstate.error.actor.storeSeen') await settleCall('seen', event.error);
          else actor.send(event);
        },
      };
    },
  };
}

describe('home notices: every state and transition as the requirement says', () => {
  testRequirementsFromStarts({
    'a first visit in October with points expiring': walkFrom({ now: OCTOBER, options: {}, toExpire: 50, emulated: false }),
    'staff emulating that first visit': walkFrom({ now: OCTOBER, options: {}, toExpire: 50, emulated: true }),
    'a later visit in October with points expiring': walkFrom({ now: OCTOBER, options: { firstTime: false }, toExpire: 50, emulated: false }),
  });
});
