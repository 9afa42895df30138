import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { sessionMachine, type SessionInput } from '../../machines/session-machine';
import { SessionRefusedError, type SessionTokens } from '../../machines/session-tokens';
import { DeferredActors, everyTransition, ManualClock, walk } from '../app/support/machine-harness';

/**
 * Model-based test: every state and every transition of the session machine, walked on a real
 * actor whose API actors are deferred fakes and whose timers fire only when the model says so.
 */
const MINUTE = 60_000;
const session = (token: string, minutesLeft: number, emulatedBy: string | null = null): SessionTokens => ({
  token,
  refreshToken: emulatedBy ? null : `refresh-${token}`,
  expiresAt: Date.now() + minutesLeft * MINUTE,
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

function serializeState(snapshot: Snapshot): string {
  const current = snapshot.context.session;
  const kind = !current ? 'none' : current.emulatedBy ? 'emulated' : current.expiresAt <= Date.now() ? 'expired' : 'own';
  return `${JSON.stringify(snapshot.value)} ${kind}`;
}

const scenarios: Record<string, () => SessionInput> = {
  'nothing stored': () => ({ stored: null, emulationCode: null }),
  'a fresh session stored': () => ({ stored: session('fresh', 50), emulationCode: null }),
  'a session about to expire': () => ({ stored: session('old', 5), emulationCode: null }),
  'an expired session': () => ({ stored: session('expired', -5), emulationCode: null }),
  'an emulation session in this tab': () => ({ stored: session('emulated', 20, 'Support Sam'), emulationCode: null }),
  'an emulation link': () => ({ stored: null, emulationCode: 'emulation-code-0123456789' }),
};

describe('session machine, model-based', () => {
  const visitedStates = new Set<string>();
  const visitedEdges = new Set<string>();

  for (const [scenario, input] of Object.entries(scenarios)) {
    it(`walks every transition starting with ${scenario}`, async () => {
      const paths = everyTransition(sessionMachine, { input: input(), events: possibleEvents as never, serializeState: serializeState as never });
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
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
          { input: input(), clock },
        ).start();
        await walk(
          path,
          async (event) => {
            const [, kind, , id = ''] = event.type.split('.');
            if (kind === 'done') await actors.resolve(SOURCE_OF_INVOKE[id]!, (event as { output?: unknown }).output);
            else if (kind === 'error') await actors.reject(SOURCE_OF_INVOKE[id]!, (event as { error?: unknown }).error);
            else if (kind === 'after') clock.fire(DELAY_MS[event.type.split('.')[2] as keyof typeof DELAY_MS]);
            else sut.send(event as never);
            visitedEdges.add(event.type);
          },
          () => {
            visitedStates.add(JSON.stringify(sut.getSnapshot().value));
            return sut.getSnapshot().value;
          },
        );
        sut.stop();
      }
    });
  }

  it('visited every state of the machine', () => {
    const leafStates = [
      '"signedOut"', '"emulating"', '"refreshingAtStart"', '"loggingOut"',
      ...['scheduled', 'refreshing', 'retrying', 'emulationRunning'].flatMap((refresh) =>
        ['fresh', 'refetching'].map((profile) => JSON.stringify({ signedIn: { tokenRefresh: refresh, profile } }))),
    ];
    for (const state of leafStates) expect(visitedStates, state).toContain(state);
  });

  it('fired every kind of event', () => {
    for (const type of ['SIGNED_IN', 'LOGOUT', 'END_EMULATION', 'UNAUTHORIZED', 'STORAGE_CHANGED']) expect(visitedEdges).toContain(type);
    for (const id of Object.keys(SOURCE_OF_INVOKE)) {
      expect(visitedEdges).toContain(`xstate.done.actor.${id}`);
      expect(visitedEdges).toContain(`xstate.error.actor.${id}`);
    }
  });
});
