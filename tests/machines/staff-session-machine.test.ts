/**
 * The staff console's session against issue 27 §1 ("sessions of at most 8 hours, sign-out
 * everywhere") and the slice's brief ("on 401 back to /staff/login with the e-mail kept").
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { staffSessionMachine, type StaffSessionEmitted } from '../../machines/staff-session-machine';
import { DeferredActors, ManualClock } from '../app/support/machine-harness';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const EIGHT_HOURS_MS = 8 * 60 * 60 * 1000;
const session = (expiresInMs: number) => ({
  token: 'staff-token',
  expires_at: new Date(NOW + expiresInMs).toISOString(),
  staff: { id: 2, email: 'support@staff.demo', name: 'Sam Support', roles: ['support' as const], regions: [] },
});

function start(stored: ReturnType<typeof session> | null) {
  const actors = new DeferredActors();
  const clock = new ManualClock();
  const emitted: StaffSessionEmitted[] = [];
  const actor = createActor(staffSessionMachine.provide({ actors: { 'end session': actors.logic('end session') } }), {
    input: { stored, clock: { now: () => NOW } },
    clock,
  });
  for (const type of ['store', 'forget', 'ended'] as const) actor.on(type, (event) => emitted.push(event));
  actor.start();
  return { actor, actors, clock, emitted, value: () => actor.getSnapshot().value };
}

describe('staff session machine', () => {
  it('keeps a stored session while it lasts and ends it when its time is up (expired)', () => {
    const { clock, emitted, value, actor } = start(session(EIGHT_HOURS_MS));
    expect(value()).toBe('signedIn');
    expect(clock.pending()).toEqual([EIGHT_HOURS_MS]);
    clock.fire(EIGHT_HOURS_MS);
    expect(value()).toBe('signedOut');
    expect(emitted).toEqual([{ type: 'forget' }, { type: 'ended', reason: 'expired' }]);
    expect(actor.getSnapshot().context.email).toBe('support@staff.demo');
  });

  it('forgets a stored session that has run out', () => {
    const { value, emitted } = start(session(-1));
    expect(value()).toBe('signedOut');
    expect(emitted).toEqual([{ type: 'forget' }]);
  });

  it('stores a new session and ends it at its own end', () => {
    const { actor, clock, emitted, value } = start(null);
    actor.send({ type: 'SIGNED_IN', session: session(60_000) });
    expect(value()).toBe('signedIn');
    expect(emitted.at(-1)).toEqual({ type: 'store', session: session(60_000) });
    expect(clock.pending()).toEqual([60_000]);
  });

  it('on a 401 ends the session (refused) and keeps the e-mail for the sign-in page', () => {
    const { actor, emitted, value } = start(session(EIGHT_HOURS_MS));
    actor.send({ type: 'UNAUTHORIZED' });
    expect(value()).toBe('signedOut');
    expect(emitted).toEqual([{ type: 'forget' }, { type: 'ended', reason: 'refused' }]);
    expect(actor.getSnapshot().context.email).toBe('support@staff.demo');
  });

  it.each([false, true])('signs out (everywhere: %s) on the server, and here whatever it answers', async (everywhere) => {
    for (const outcome of ['answer', 'failure'] as const) {
      const { actor, actors, emitted, value } = start(session(EIGHT_HOURS_MS));
      actor.send({ type: 'SIGN_OUT', everywhere });
      expect(actors.inputOf('end session')).toEqual({ token: 'staff-token', everywhere });
      if (outcome === 'answer') await actors.resolve('end session');
      else await actors.reject('end session', new TypeError('Failed to fetch'));
      expect(value()).toBe('signedOut');
      expect(emitted).toEqual([{ type: 'forget' }, { type: 'ended', reason: 'signedOut' }]);
    }
  });
});
