import type { AnyRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { loadFirstPage } from '../../../src/app/boot/first-page';
import type { SessionActor } from '../../../src/app/session/session';

/** The session's top-level states as statusOf reads them, moved by the test. */
const sessionStates = createMachine({
  initial: 'starting',
  states: {
    starting: { on: { IN: 'signedIn', OUT: 'signedOut' } },
    signedIn: { on: { LOGOUT: 'loggingOut', OUT: 'signedOut' } },
    loggingOut: { on: { OUT: 'signedOut' } },
    signedOut: { on: { IN: 'signedIn' } },
  },
});

function session() {
  const actor = createActor(sessionStates).start();
  return { actor: actor as unknown as SessionActor, send: (type: 'IN' | 'OUT' | 'LOGOUT') => actor.send({ type }) };
}

function router({ load = () => Promise.resolve() } = {}) {
  const fake = { load: vi.fn(load), invalidate: vi.fn(() => Promise.resolve()) };
  return { fake, router: fake as unknown as AnyRouter };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first page', () => {
  it('is loaded only once the session has settled, so that guards read the real state', async () => {
    const { actor, send } = session();
    const { fake, router: routerLike } = router();
    let done = false;
    void loadFirstPage(actor, routerLike).then(() => (done = true));
    await settled();
    expect(fake.load).not.toHaveBeenCalled();
    send('IN');
    await settled();
    expect(fake.load).toHaveBeenCalledTimes(1);
    expect(done).toBe(true);
  });

  it('is drawn even when its load failed: the mounted router shows the failure', async () => {
    const { actor, send } = session();
    send('OUT');
    const { router: routerLike } = router({ load: () => Promise.reject(new Error('offline')) });
    await expect(loadFirstPage(actor, routerLike)).resolves.toBeUndefined();
  });
});

describe('route guards', () => {
  it('are checked again when someone signs in or out after the first page, not while the session is being ended', async () => {
    const { actor, send } = session();
    const { fake, router: routerLike } = router();
    const loaded = loadFirstPage(actor, routerLike);
    send('IN');
    await loaded;
    // The first settling is the first page's own load, not a recheck.
    expect(fake.invalidate).not.toHaveBeenCalled();
    send('LOGOUT');
    expect(fake.invalidate).not.toHaveBeenCalled();
    send('OUT');
    expect(fake.invalidate).toHaveBeenCalledTimes(1);
    send('IN');
    expect(fake.invalidate).toHaveBeenCalledTimes(2);
  });
});
