import { useSelector } from '@xstate/react';
import * as v from 'valibot';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { StaffSession } from '../../contract/staff';
import { staffCan, type StaffAction } from '../../contract/staff-permissions';
import { staffSessionMachine, type StaffSessionEnd } from '../../../machines/staff-session-machine';
import { configureHttp, sendJson } from '../api/http';
import { readStored, removeStored, writeStored } from '../storage/browser-storage';
import { systemClock } from '../session/system-clock';

/**
 * Where the console keeps its session: the tab's session storage, under a key of its own, so a
 * reload keeps the member signed in, closing the tab signs him out, and the installer's session
 * (local storage, `session`) never meets it (docs/portal.md "Staff console").
 */
export const STAFF_SESSION_KEY = 'staff-session';

type StaffSessionActor = ActorRefFrom<typeof staffSessionMachine>;

const consoleSessionMachine = staffSessionMachine.provide({
  actors: {
    'end session': fromPromise(async ({ input }: { input: { token: string; everywhere: boolean } }) => {
      await sendJson(v.unknown(), 'post', `staff/v1/auth/logout${input.everywhere ? '/everywhere' : ''}`, {}, { token: input.token });
    }),
  },
});

let actor: StaffSessionActor | null = null;

function sessionActor(): StaffSessionActor {
  if (!actor) throw new Error('startStaffSession() must run before the staff session is used');
  return actor;
}

/** Starts the console's one session actor; `onEnded` shows the sign-in page again. */
export function startStaffSession(onEnded: (reason: StaffSessionEnd) => void): void {
  const started = createActor(consoleSessionMachine, {
    input: { stored: readStored(sessionStorage, STAFF_SESSION_KEY, StaffSession), clock: systemClock },
  });
  actor = started;
  started.on('store', ({ session }) => writeStored(sessionStorage, STAFF_SESSION_KEY, session));
  started.on('forget', () => removeStored(sessionStorage, STAFF_SESSION_KEY));
  started.on('ended', ({ reason }) => onEnded(reason));
  // Every console call carries the staff token; a 401 ends the session. The installer's session never starts here.
  configureHttp({
    tokenForRequest: async () => started.getSnapshot().context.session?.token ?? null,
    onUnauthorized: () => started.send({ type: 'UNAUTHORIZED' }),
    onMaintenance: () => {},
  });
  started.start();
}

export const isStaffSignedIn = (): boolean => sessionActor().getSnapshot().matches('signedIn');

/** May the signed-in member do `action`? For route guards, outside React. */
export const staffMay = (action: StaffAction): boolean => staffCan(sessionActor().getSnapshot().context.session?.staff.roles ?? [], action);

/** The e-mail the sign-in page starts with: the last session's. */
export const lastStaffEmail = (): string | undefined => sessionActor().getSnapshot().context.email ?? undefined;

export const staffSignedIn = (session: StaffSession): void => sessionActor().send({ type: 'SIGNED_IN', session });

export const staffSignOut = (everywhere: boolean): void => sessionActor().send({ type: 'SIGN_OUT', everywhere });

/** The session as the console's views see it. */
export function useStaffSession() {
  const member = useSelector(sessionActor(), (snapshot) => snapshot.context.session?.staff ?? null);
  const signingOut = useSelector(sessionActor(), (snapshot) => snapshot.matches('signingOut'));
  const ended = useSelector(sessionActor(), (snapshot) => snapshot.context.ended);
  return { member, signingOut, ended };
}
