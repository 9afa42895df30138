import type { AnyRouter } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import type { SessionActor } from '../session/session';
import { statusOf } from '../session/session-status';

/**
 * Settles the session and loads the first page's route (guards, code, data) before React draws
 * anything. React's first render is then the whole page in one transition, which React renders in
 * slices between which the browser stays responsive. Mounted first, the router would load the page
 * and publish it through its store, which React renders in one synchronous task (~150 ms at a
 * phone's speed: Lighthouse's total blocking time on home).
 *
 * From then on, the router checks its guards again whenever someone signs in or out.
 */
export async function loadFirstPage(session: SessionActor, router: AnyRouter): Promise<void> {
  let status = statusOf(await waitFor(session, (snapshot) => statusOf(snapshot) !== 'starting'));
  session.subscribe((snapshot) => {
    const previous = status;
    status = statusOf(snapshot);
    if (status !== previous && status !== 'starting') void router.invalidate();
  });
  // A failed load is the mounted router's to show: its location is then not resolved, and it loads again.
  await router.load().catch(() => undefined);
}
