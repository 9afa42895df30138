/**
 * The session machine's rules (SPEC §4 Session, §8, §9; README "Projects offline"), each said
 * plainly. The model-based walk of every state and transition is in session-model.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Clock } from '../../machines/clock';
import { isRefreshingToken, sessionMachine, type SessionInput } from '../../machines/session-machine';
import { SessionRefusedError, type SessionTokens } from '../../machines/session-tokens';
import { DeferredActors } from '../app/support/machine-harness';

const MINUTE = 60_000;
/** SPEC §4 Session, §9: refreshed when under 10 minutes remain; the profile refetched every 3 minutes. */
const REFRESH_MARGIN_MS = 10 * MINUTE;
const USER_REFETCH_MS = 3 * MINUTE;
/** README "Projects offline": a refresh that got no answer is tried again every 30 s. */
const REFRESH_RETRY_MS = 30_000;
const session = (token: string, minutesLeft: number, emulatedBy: string | null = null): SessionTokens => ({
  token,
  refreshToken: emulatedBy ? null : `refresh-${token}`,
  expiresAt: Date.now() + minutesLeft * MINUTE,
  emulatedBy,
});

/** The fake timers' time, unless a test gives the machine a clock of its own. */
const timersClock: Clock = { now: () => Date.now() };

function start(input: Omit<SessionInput, 'clock'>, clock: Clock = timersClock) {
  const actors = new DeferredActors();
  /** What the machine asks the app to do, by the events it emits. */
  const effects = { store: vi.fn(), forget: vi.fn(), toLogin: vi.fn(), home: vi.fn(), emulationRefused: vi.fn() };
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        'swap emulation code': actors.logic('swap emulation code'),
        'refresh session': actors.logic('refresh session'),
        'refetch profile': actors.logic('refetch profile'),
        'end session': actors.logic('end session'),
      },
    }),
    { input: { ...input, clock } },
  );
  actor.on('store', effects.store);
  actor.on('forget', effects.forget);
  actor.on('navigate', ({ to }) => (to === '/login' ? effects.toLogin() : effects.home()));
  actor.on('emulationRefused', effects.emulationRefused);
  actor.start();
  return { actor, actors, effects, value: () => actor.getSnapshot().value };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('start-up', () => {
  it('signs out when nothing is stored', () => {
    expect(start({ stored: null, emulationCode: null }).value()).toBe('signedOut');
  });

  it('accepts a stored token with more than 10 minutes left without asking the server', () => {
    const { value, actors } = start({ stored: session('fresh', 11), emulationCode: null });
    expect(value()).toMatchObject({ signedIn: { tokenRefresh: 'scheduled' } });
    expect(actors.isPending('refresh session')).toBe(false);
  });

  it('refreshes a token with under 10 minutes left before the app shows', async () => {
    const stored = session('old', 9);
    const { actor, actors, value } = start({ stored, emulationCode: null });
    expect(value()).toBe('refreshingAtStart');
    expect(actors.inputOf('refresh session')).toEqual({ session: stored });
    const next = session('new', 60);
    await actors.resolve('refresh session', next);
    expect(value()).toMatchObject({ signedIn: { tokenRefresh: 'scheduled' } });
    expect(actor.getSnapshot().context.session).toEqual(next);
  });

  it('logs out when the start-up refresh is refused', async () => {
    const { actors, effects, value } = start({ stored: session('old', 5), emulationCode: null });
    await actors.reject('refresh session', new SessionRefusedError());
    expect(value()).toBe('signedOut');
    expect(effects.forget).toHaveBeenCalledOnce();
  });

  it('keeps the session through a network failure, also with an expired token (a reload offline), and tries again', async () => {
    const valid = start({ stored: session('old', 5), emulationCode: null });
    await valid.actors.reject('refresh session', new Error('offline'));
    expect(valid.value()).toMatchObject({ signedIn: {} });

    const expired = start({ stored: session('old', -1), emulationCode: null });
    await expired.actors.reject('refresh session', new Error('offline'));
    expect(expired.value()).toMatchObject({ signedIn: {} });
    expect(expired.effects.forget).not.toHaveBeenCalled();
  });
});

describe('token refresh while signed in', () => {
  it('refreshes 10 minutes before expiry and schedules the next refresh from the new token', async () => {
    const { actors, value } = start({ stored: session('fresh', 60), emulationCode: null });
    const due = 60 * MINUTE - REFRESH_MARGIN_MS;
    await vi.advanceTimersByTimeAsync(due - 1);
    expect(actors.isPending('refresh session')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(value()).toMatchObject({ signedIn: { tokenRefresh: 'refreshing' } });

    await actors.resolve('refresh session', session('second', 60));
    expect(value()).toMatchObject({ signedIn: { tokenRefresh: 'scheduled' } });
    await vi.advanceTimersByTimeAsync(due - 1);
    expect(actors.isPending('refresh session')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(actors.isPending('refresh session')).toBe(true);
  });

  it('retries after 30 seconds when the refresh failed for a passing reason', async () => {
    const { actors, effects, value } = start({ stored: session('fresh', 11), emulationCode: null });
    await vi.advanceTimersByTimeAsync(MINUTE);
    await actors.reject('refresh session', new Error('offline'));
    expect(value()).toMatchObject({ signedIn: { tokenRefresh: 'retrying' } });
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    expect(actors.isPending('refresh session')).toBe(true);
    expect(effects.toLogin).not.toHaveBeenCalled();
  });

  it('signs out and goes to /login when the refresh is refused', async () => {
    const { actors, effects, value } = start({ stored: session('fresh', 11), emulationCode: null });
    await vi.advanceTimersByTimeAsync(MINUTE);
    await actors.reject('refresh session', new SessionRefusedError());
    expect(value()).toBe('signedOut');
    expect(effects.forget).toHaveBeenCalledOnce();
    expect(effects.toLogin).toHaveBeenCalledOnce();
  });

  it('reschedules from a session another tab stored, without refreshing itself', async () => {
    const { actor, actors } = start({ stored: session('fresh', 12), emulationCode: null });
    actor.send({ type: 'STORAGE_CHANGED', session: session('from-other-tab', 60) });
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(actors.isPending('refresh session')).toBe(false);
    expect(actor.getSnapshot().context.session?.token).toBe('from-other-tab');
  });
});

describe('profile', () => {
  it('is fetched again every 3 minutes and right after a 401', async () => {
    const { actor, actors } = start({ stored: session('fresh', 60), emulationCode: null });
    await vi.advanceTimersByTimeAsync(USER_REFETCH_MS - 1);
    expect(actors.isPending('refetch profile')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(actors.isPending('refetch profile')).toBe(true);
    await actors.resolve('refetch profile');
    actor.send({ type: 'UNAUTHORIZED' });
    expect(actors.isPending('refetch profile')).toBe(true);
  });

  it('signs out when the profile call refuses the session, and only then', async () => {
    const { actor, actors, effects, value } = start({ stored: session('fresh', 60), emulationCode: null });
    actor.send({ type: 'UNAUTHORIZED' });
    await actors.reject('refetch profile', new Error('offline'));
    expect(value()).toMatchObject({ signedIn: { profile: 'fresh' } });
    actor.send({ type: 'UNAUTHORIZED' });
    await actors.reject('refetch profile', new SessionRefusedError());
    expect(value()).toBe('signedOut');
    expect(effects.toLogin).toHaveBeenCalledOnce();
  });
});

describe('sign-in and logout', () => {
  it('stores the session on sign-in', () => {
    const { actor, effects, value } = start({ stored: null, emulationCode: null });
    const signedIn = session('new', 60);
    actor.send({ type: 'SIGNED_IN', session: signedIn });
    expect(value()).toMatchObject({ signedIn: {} });
    expect(actor.getSnapshot().context.session).toEqual(signedIn);
    expect(effects.store).toHaveBeenCalledOnce();
  });

  it('tells the server, forgets the session and goes to /login on logout, even when the server fails', async () => {
    for (const outcome of ['resolve', 'reject'] as const) {
      const stored = session('fresh', 60);
      const { actor, actors, effects, value } = start({ stored, emulationCode: null });
      actor.send({ type: 'LOGOUT' });
      expect(actors.inputOf('end session')).toEqual({ session: stored });
      if (outcome === 'resolve') await actors.resolve('end session');
      else await actors.reject('end session', new Error('offline'));
      expect(value()).toBe('signedOut');
      expect(effects.forget).toHaveBeenCalledOnce();
      expect(effects.toLogin).toHaveBeenCalledOnce();
      expect(actor.getSnapshot().context.session).toBeNull();
    }
  });

  it('follows other tabs: signed out there means signed out here, signed in there means home here', () => {
    const { actor, effects, value } = start({ stored: session('fresh', 60), emulationCode: null });
    actor.send({ type: 'STORAGE_CHANGED', session: null });
    expect(value()).toBe('signedOut');
    expect(effects.toLogin).toHaveBeenCalledOnce();
    actor.send({ type: 'STORAGE_CHANGED', session: session('other-tab', 60) });
    expect(value()).toMatchObject({ signedIn: {} });
    expect(effects.home).toHaveBeenCalledOnce();
  });
});

describe('emulation', () => {
  it('swaps the link code for an emulation session that is never refreshed', async () => {
    const { actor, actors, effects, value } = start({ stored: session('own', 60), emulationCode: 'code-from-link' });
    expect(value()).toBe('emulating');
    expect(actors.inputOf('swap emulation code')).toEqual({ code: 'code-from-link' });
    await actors.resolve('swap emulation code', session('emu', 30, 'Support Sam'));
    expect(value()).toMatchObject({ signedIn: { tokenRefresh: 'emulationRunning' } });
    expect(effects.store).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(25 * MINUTE);
    expect(actors.isPending('refresh session')).toBe(false);
    actor.send({ type: 'STORAGE_CHANGED', session: null });
    expect(value()).toMatchObject({ signedIn: {} });
  });

  it('ends when the banner is closed or when the emulation token runs out', async () => {
    const closed = start({ stored: session('emu', 30, 'Support Sam'), emulationCode: null });
    closed.actor.send({ type: 'END_EMULATION' });
    await closed.actors.resolve('end session');
    expect(closed.value()).toBe('signedOut');

    const expiring = start({ stored: session('emu', 30, 'Support Sam'), emulationCode: null });
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(expiring.value()).toBe('loggingOut');
  });

  it('ignores END_EMULATION in the user own session', () => {
    const { actor, value } = start({ stored: session('own', 60), emulationCode: null });
    actor.send({ type: 'END_EMULATION' });
    expect(value()).toMatchObject({ signedIn: {} });
  });

  it('reports a refused link and stays signed out', async () => {
    const { actors, effects, value } = start({ stored: null, emulationCode: 'expired-code' });
    await actors.reject('swap emulation code', new Error('410'));
    expect(value()).toBe('signedOut');
    expect(effects.emulationRefused).toHaveBeenCalledOnce();
  });
});

describe('the token a call needs', () => {
  it('is refreshed first when it ran out while no timer could fire (a computer woken from sleep)', async () => {
    let now = Date.now();
    const clock: Clock = { now: () => now };
    const { actor, actors, value } = start({ stored: session('fresh', 60), emulationCode: null }, clock);
    actor.send({ type: 'TOKEN_NEEDED' });
    expect(actors.isPending('refresh session')).toBe(false);
    expect(isRefreshingToken(actor.getSnapshot())).toBe(false);

    // Asleep: the clock moved on to seconds before expiry, the refresh timer never fired.
    now += 60 * MINUTE - 5_000;
    actor.send({ type: 'TOKEN_NEEDED' });
    expect(value()).toMatchObject({ signedIn: { tokenRefresh: 'refreshing' } });
    expect(isRefreshingToken(actor.getSnapshot())).toBe(true);
    await actors.resolve('refresh session', session('rotated', 60));
    expect(isRefreshingToken(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.session?.token).toBe('rotated');
  });

  it('is never refreshed in an emulated session, which cannot be', () => {
    let now = Date.now();
    const { actor, actors, value } = start({ stored: session('emu', 30, 'Support Sam'), emulationCode: null }, { now: () => now });
    now += 30 * MINUTE;
    actor.send({ type: 'TOKEN_NEEDED' });
    expect(actors.isPending('refresh session')).toBe(false);
    expect(value()).toMatchObject({ signedIn: { tokenRefresh: 'emulationRunning' } });
  });

  it('is awaited while the start-up refresh runs', async () => {
    const { actor, actors } = start({ stored: session('old', 5), emulationCode: null });
    expect(isRefreshingToken(actor.getSnapshot())).toBe(true);
    await actors.resolve('refresh session', session('new', 60));
    expect(isRefreshingToken(actor.getSnapshot())).toBe(false);
  });
});

describe('the clock', () => {
  it('is the injected one: a token is judged by its time, not by the system time', () => {
    const stored = session('stored', 60);
    const at = (minutesFromNow: number): Clock => ({ now: () => Date.now() + minutesFromNow * MINUTE });
    expect(start({ stored, emulationCode: null }, at(0)).value()).toMatchObject({ signedIn: { tokenRefresh: 'scheduled' } });
    expect(start({ stored, emulationCode: null }, at(55)).value()).toBe('refreshingAtStart');
  });

  it('schedules the refresh from its time', async () => {
    const { actors } = start({ stored: session('fresh', 60), emulationCode: null }, { now: () => Date.now() + 45 * MINUTE });
    // 15 minutes left by the clock: the refresh is due in 5, not in 50.
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(actors.isPending('refresh session')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(actors.isPending('refresh session')).toBe(true);
  });
});

describe('what the app is asked to do', () => {
  it('stores the signed-in session and forgets the one signed out', async () => {
    const { actor, actors, effects } = start({ stored: null, emulationCode: null });
    const signedIn = session('new', 60);
    actor.send({ type: 'SIGNED_IN', session: signedIn });
    expect(effects.store).toHaveBeenCalledWith({ type: 'store', session: signedIn });
    actor.send({ type: 'LOGOUT' });
    await actors.resolve('end session');
    expect(effects.forget).toHaveBeenCalledWith({ type: 'forget', session: signedIn });
    expect(effects.toLogin).toHaveBeenCalledOnce();
  });
});
