import { msg } from '@lingui/core/macro';
import { useSelector } from '@xstate/react';
import * as v from 'valibot';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { EmulationSession, type TokenPair } from '../../contract/auth';
import { isRefreshingToken, sessionMachine } from '../../../machines/session-machine';
import { SessionRefusedError, sessionFromTokens, type SessionTokens } from '../../../machines/session-tokens';
import { ApiError, configureHttp, sendJson } from '../api/http';
import { loadQueryClient } from '../api/load-query-client';
import { userQuery } from '../api/queries';
import { showNotice } from '../layout/notices';
import { forgetSession, parseStoredSession, readStartupSession, SESSION_KEY, storeSession } from '../storage/session-store';
import { statusOf, type SessionStatus } from './session-status';
import { systemClock } from './system-clock';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** Answers of the profile call that mean the session itself is gone (SPEC §8 "User-call failure"). */
const PROFILE_REFUSED_STATUSES = new Set([401, 403, 404]);

/** The session machine with the portal's API calls (DESIGN rule 2). */
const appSessionMachine = sessionMachine.provide({
  actors: {
    'swap emulation code': fromPromise(async ({ input }: { input: { code: string } }) => {
      const answer = await sendJson(EmulationSession, 'post', 'v2/installer/emulate', { code: input.code }, { token: null });
      const session = sessionFromTokens(answer.token, null);
      if (!session?.emulatedBy) throw new Error('The emulation answer is not an emulation token');
      return session;
    }),
    // Imported when first needed: a guest's start-up code has no session to refresh.
    'refresh session': fromPromise(async ({ input }: { input: { session: SessionTokens } }) => (await import('./token-refresh')).refreshSession(input.session)),
    'refetch profile': fromPromise(async () => {
      try {
        const queryClient = await loadQueryClient();
        await queryClient.fetchQuery({ ...userQuery(), staleTime: 0 });
      } catch (error) {
        if (error instanceof ApiError && PROFILE_REFUSED_STATUSES.has(error.status)) throw new SessionRefusedError(error.message);
        throw error;
      }
    }),
    'end session': fromPromise(async ({ input }: { input: { session: SessionTokens } }) => {
      if (!input.session.refreshToken) return;
      await sendJson(v.unknown(), 'post', 'v2/installer/logout', { refresh_token: input.session.refreshToken }, { token: input.session.token });
    }),
  },
});

export interface SessionWiring {
  /** Emulation code already taken out of the address bar, or null. */
  emulationCode: string | null;
  navigate(to: '/' | '/login' | '/maintenance'): void;
}

let actor: SessionActor | null = null;

function sessionActor(): SessionActor {
  if (!actor) throw new Error('startSession() must run before the session is used');
  return actor;
}

/** Creates and starts the one session actor of the page, and carries out what it asks for. */
export function startSession(wiring: SessionWiring): SessionActor {
  const started = createActor(appSessionMachine, {
    input: { stored: readStartupSession(), emulationCode: wiring.emulationCode, clock: systemClock },
  });
  actor = started;
  started.on('store', ({ session }) => storeSession(session));
  started.on('forget', ({ session }) => {
    forgetSession(session);
    void loadQueryClient().then((queryClient) => queryClient.clear());
  });
  started.on('navigate', ({ to }) => wiring.navigate(to));
  started.on('emulationRefused', () => showNotice(msg`This emulation link is invalid or has expired.`));

  configureHttp({
    tokenForRequest: () => tokenForRequest(started),
    onUnauthorized: () => started.send({ type: 'UNAUTHORIZED' }),
    onMaintenance: () => wiring.navigate('/maintenance'),
  });
  window.addEventListener('storage', (event) => {
    // key null: another tab cleared all of local storage.
    if (event.storageArea !== localStorage || (event.key !== SESSION_KEY && event.key !== null)) return;
    started.send({ type: 'STORAGE_CHANGED', session: parseStoredSession(event.newValue) });
  });

  started.start();
  return started;
}

/** The token for a call about to go out: the machine refreshes a spent one first, and the call waits for it. */
async function tokenForRequest(session: SessionActor): Promise<string | null> {
  session.send({ type: 'TOKEN_NEEDED' });
  const settled = await waitFor(session, (snapshot) => !isRefreshingToken(snapshot));
  return settled.context.session?.token ?? null;
}

/** For route guards, outside React. */
export function isSignedIn(): boolean {
  return statusOf(sessionActor().getSnapshot()) === 'signedIn';
}

export function isEmulated(): boolean {
  return sessionActor().getSnapshot().context.session?.emulatedBy != null;
}

/** Called by the login wizard once the code is verified: the user is signed in from now on. */
export function signIn(pair: TokenPair): void {
  const session = sessionFromTokens(pair.token, pair.refresh_token);
  if (!session) throw new Error('The sign-in answer holds an unreadable token');
  sessionActor().send({ type: 'SIGNED_IN', session });
}

export function logout(): void {
  sessionActor().send({ type: 'LOGOUT' });
}

export function endEmulation(): void {
  sessionActor().send({ type: 'END_EMULATION' });
}

export interface SessionView {
  status: SessionStatus;
  /** Name of the staff member emulating the user; null in the user's own session. */
  emulatedBy: string | null;
  signingOut: boolean;
}

/** The session as views see it. */
export function useSession(): SessionView & { logout: () => void; endEmulation: () => void } {
  const status = useSelector(sessionActor(), statusOf);
  const emulatedBy = useSelector(sessionActor(), (snapshot) => snapshot.context.session?.emulatedBy ?? null);
  const signingOut = useSelector(sessionActor(), (snapshot) => snapshot.matches('loggingOut'));
  return { status, emulatedBy, signingOut, logout, endEmulation };
}
