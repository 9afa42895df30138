import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, type EventObject, type SnapshotFrom } from 'xstate';
import type { Clock } from '../../machines/clock';
import { sessionMachine, type SessionInput } from '../../machines/session-machine';
import { SessionRefusedError, type SessionTokens } from '../../machines/session-tokens';
import { DeferredActors, everyTransition, ManualClock, serializeEvent, type ModelStep } from '../app/support/machine-harness';

/**
 * Model-based test: every state and every transition of the session machine, walked on a real
 * actor whose API actors are deferred fakes and whose timers fire only when the model says so.
 * After each step the actor's state value and context must be the model's.
 */
const MINUTE = 60_000;
/** The machine reads the time from its clock: one fixed moment makes every path the same on every run. */
const NOW = Date.parse('2026-03-02T10:00:00.000Z');
const time: Clock = { now: () => NOW };
const session = (token: string, minutesLeft: number, emulatedBy: string | null = null): SessionTokens => ({
  token,
  refreshToken: emulatedBy ? null : `refresh-${token}`,
  expiresAt: NOW + minutesLeft * MINUTE,
  emulatedBy,
});

const refused = new SessionRefusedError('refused');
const offline = new Error('offline');
const rotated = session('rotated', 60);
const emulated = session('emulated', 30, 'Support Sam');

/** Distinct durations let the manual clock fire exactly the delay the model names. */
const DELAY_MS = {
  'refresh delay': 1001,
  'refresh retry delay': 1002,
  'profile refetch interval': 1003,
  'emulation expiry delay': 1004,
} as const;
const SOURCE_OF_INVOKE: Record<string, string> = {
  swapEmulationCode: 'swap emulation code',
  refreshAtStart: 'refresh session',
  refresh: 'refresh session',
  refetchProfile: 'refetch profile',
  endSession: 'end session',
};

type Snapshot = SnapshotFrom<typeof sessionMachine>;
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const after = (delay: keyof typeof DELAY_MS, stateId: string) => ({ type: `xstate.after.${delay}.${stateId}` });

/** The events the outside world can cause in a state: user and storage events, actor results, timers. */
type ModelEvent = EventObject & Record<string, unknown>;

function possibleEvents(snapshot: Snapshot): ModelEvent[] {
  const events: ModelEvent[] = [
    { type: 'SIGNED_IN', session: session('signed-in', 60) },
    { type: 'LOGOUT' },
    { type: 'END_EMULATION' },
    { type: 'UNAUTHORIZED' },
    { type: 'TOKEN_NEEDED' },
    { type: 'STORAGE_CHANGED', session: null },
    { type: 'STORAGE_CHANGED', session: rotated },
  ];
  if (snapshot.matches('emulating')) events.push(done('swapEmulationCode', emulated), failed('swapEmulationCode', offline));
  if (snapshot.matches('refreshingAtStart')) events.push(done('refreshAtStart', rotated), failed('refreshAtStart', refused), failed('refreshAtStart', offline));
  if (snapshot.matches({ signedIn: { tokenRefresh: 'scheduled' } })) events.push(after('refresh delay', 'session.signedIn.tokenRefresh.scheduled'));
  if (snapshot.matches({ signedIn: { tokenRefresh: 'refreshing' } })) events.push(done('refresh', rotated), failed('refresh', refused), failed('refresh', offline));
  if (snapshot.matches({ signedIn: { tokenRefresh: 'retrying' } })) events.push(after('refresh retry delay', 'session.signedIn.tokenRefresh.retrying'));
  if (snapshot.matches({ signedIn: { tokenRefresh: 'emulationRunning' } })) events.push(after('emulation expiry delay', 'session.signedIn.tokenRefresh.emulationRunning'));
  if (snapshot.matches({ signedIn: { profile: 'fresh' } })) events.push(after('profile refetch interval', 'session.signedIn.profile.fresh'));
  if (snapshot.matches({ signedIn: { profile: 'refetching' } })) events.push(done('refetchProfile'), failed('refetchProfile', refused), failed('refetchProfile', offline));
  if (snapshot.matches('loggingOut')) events.push(done('endSession'), failed('endSession', offline));
  return events;
}

/** A state and the kind of session it holds: the guards decide by the kind, so the model tells them apart. */
function serializeState(snapshot: Snapshot): string {
  const current = snapshot.context.session;
  const left = current ? current.expiresAt - NOW : 0;
  const kind = !current ? 'none' : current.emulatedBy ? 'emulated' : left <= 0 ? 'expired' : left < MINUTE ? 'last seconds' : 'own';
  return `${JSON.stringify(snapshot.value)} ${kind}`;
}

const scenarios: Record<string, SessionInput> = {
  'nothing stored': { stored: null, emulationCode: null, clock: time },
  'a fresh session stored': { stored: session('fresh', 50), emulationCode: null, clock: time },
  'a session about to expire': { stored: session('old', 5), emulationCode: null, clock: time },
  // Seconds left: after a failed refresh at start it is still used, and a call must refresh it first.
  'a session seconds from expiry': { stored: session('last-seconds', 0.05), emulationCode: null, clock: time },
  'an expired session': { stored: session('expired', -5), emulationCode: null, clock: time },
  'an emulation session in this tab': { stored: session('emulated', 20, 'Support Sam'), emulationCode: null, clock: time },
  'an emulation link': { stored: null, emulationCode: 'emulation-code-0123456789', clock: time },
};

type Path = ModelStep<ModelEvent>[];

/** Every transition of the model from one start: for each state, the way there and one event out. */
const modelPaths = (input: SessionInput): Path[] =>
  everyTransition(sessionMachine, { input, events: possibleEvents as never, serializeState: serializeState as never });

/**
 * The model's own snapshot after each step of a path: the machine's pure transition function on
 * the same events. The model paths carry only state values; this gives the context to compare too.
 */
function modelSnapshots(input: SessionInput, path: Path): Snapshot[] {
  let [snapshot] = initialTransition(sessionMachine, input);
  return path.map(({ event }) => {
    [snapshot] = transition(sessionMachine, snapshot, event as never);
    return snapshot;
  });
}

/** Walks one path on a real actor whose API actors and timers settle only when the path says. */
async function walkOnActor(input: SessionInput, path: Path): Promise<void> {
  const clock = new ManualClock();
  const actors = new DeferredActors();
  const sut = createActor(
    sessionMachine.provide({
      actors: {
        'swap emulation code': actors.logic('swap emulation code'),
        'refresh session': actors.logic('refresh session'),
        'refetch profile': actors.logic('refetch profile'),
        'end session': actors.logic('end session'),
      },
      delays: DELAY_MS,
    }),
    { input, clock },
  ).start();
  const expected = modelSnapshots(input, path);
  for (const [index, { event }] of path.entries()) {
    const [, kind, delay, id = ''] = event.type.split('.');
    if (kind === 'done') await actors.resolve(SOURCE_OF_INVOKE[id]!, event.output);
    else if (kind === 'error') await actors.reject(SOURCE_OF_INVOKE[id]!, event.error);
    else if (kind === 'after') clock.fire(DELAY_MS[delay as keyof typeof DELAY_MS]);
    else sut.send(event as never);
    const actual = sut.getSnapshot();
    const model = expected[index]!;
    expect({ value: actual.value, context: actual.context }, `after ${serializeEvent(event)}`).toEqual({ value: model.value, context: model.context });
  }
  sut.stop();
}

describe('session machine, model-based', () => {
  for (const [scenario, input] of Object.entries(scenarios)) {
    it(`walks every transition starting with ${scenario}`, async () => {
      const paths = modelPaths(input);
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) await walkOnActor(input, path);
    });
  }

  // The walks above follow the model step by step, so the model's reach is what they cover.
  const everyPath = () => Object.values(scenarios).flatMap(modelPaths);

  it('the walks visit every state of the machine', () => {
    const visited = new Set(everyPath().flatMap((path) => path.map((step) => JSON.stringify(step.value))));
    const leafStates = [
      '"signedOut"', '"emulating"', '"refreshingAtStart"', '"loggingOut"',
      ...['scheduled', 'refreshing', 'retrying', 'emulationRunning'].flatMap((refresh) =>
        ['fresh', 'refetching'].map((profile) => JSON.stringify({ signedIn: { tokenRefresh: refresh, profile } }))),
    ];
    for (const state of leafStates) expect(visited, state).toContain(state);
  });

  it('the walks fire every kind of event', () => {
    const fired = new Set(everyPath().flatMap((path) => path.map((step) => step.event.type)));
    for (const type of ['SIGNED_IN', 'LOGOUT', 'END_EMULATION', 'UNAUTHORIZED', 'TOKEN_NEEDED', 'STORAGE_CHANGED']) expect(fired).toContain(type);
    for (const id of Object.keys(SOURCE_OF_INVOKE)) {
      expect(fired).toContain(`xstate.done.actor.${id}`);
      expect(fired).toContain(`xstate.error.actor.${id}`);
    }
  });

  it('the walks refresh a spent token before a call, from both waiting states', () => {
    const tokenRefreshOf = (value: unknown) => (value as { signedIn?: { tokenRefresh?: string } } | undefined)?.signedIn?.tokenRefresh;
    const from = everyPath().flatMap((path) => path.flatMap((step, index) => {
      const before = tokenRefreshOf(path[index - 1]?.value);
      return step.event.type === 'TOKEN_NEEDED' && tokenRefreshOf(step.value) === 'refreshing' && before !== 'refreshing' ? [before] : [];
    }));
    expect(new Set(from)).toEqual(new Set(['scheduled', 'retrying']));
  });
});
