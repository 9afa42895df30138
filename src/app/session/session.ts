import { msg } from '@lingui/core/macro';
import { useSelector } from '@xstate/react';
import * as v from 'valibot';
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { EmulationSession, type TokenPair } from '../../contract/auth';
import { sessionMachine } from '../../../machines/session-machine';
import { isExpired, SessionRefusedError, sessionFromTokens, type SessionTokens } from '../../../machines/session-tokens';
import { ApiError, configureHttp, sendJson } from '../api/http';
import { loadQueryClient } from '../api/load-query-client';
import { userQuery } from '../api/queries';
import { showNotice } from '../layout/notices';
import { forgetSession, parseStoredSession, readStartupSession, SESSION_KEY, storeSession } from '../storage/session-store';
import { refreshSession } from './token-refresh';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
export type SessionStatus = 'starting' | 'signedIn' | 'signedOut';

/** Answers of the profile call that mean the session itself is gone (SPEC §8 "User-call failure"). */
const PROFILE_REFUSED_STATUSES = new Set([401, 403, 404]);
/** A token this close to expiry is refreshed before a call rather than sent to be refused. */
const TOKEN_SAFETY_MARGIN_MS = 10_000;

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

/** Creates and starts the one session actor of the page, wired to storage, the API and navigation. */
export function startSession(wiring: SessionWiring): SessionActor {
  const machine = sessionMachine.provide({
    actors: {
      'swap emulation code': fromPromise(async ({ input }: { input: { code: string } }) => {
        const answer = await sendJson(EmulationSession, 'post', 'v2/installer/emulate', { code: input.code }, { token: null });
        const session = sessionFromTokens(answer.token, null);
        if (!session?.emulatedBy) throw new Error('The emulation answer is not an emulation token');
        return session;
      }),
      'refresh session': fromPromise(({ input }: { input: { session: SessionTokens } }) => refreshSession(input.session)),
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
    actions: {
      'store session': ({ context }) => {
        if (context.session) storeSession(context.session);
      },
      'forget session': ({ context }) => {
        forgetSession(context.session);
        void loadQueryClient().then((queryClient) => queryClient.clear());
      },
      'go to login': () => wiring.navigate('/login'),
      'go home': () => wiring.navigate('/'),
      'report emulation failure': () => showNotice(msg`This emulation link is invalid or has expired.`),
    },
  });

  const started = createActor(machine, { input: { stored: readStartupSession(), emulationCode: wiring.emulationCode } });
  actor = started;

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

async function tokenForRequest(session: SessionActor): Promise<string | null> {
  const current = session.getSnapshot().context.session;
  if (!current) return null;
  if (current.emulatedBy || !isExpired(current, Date.now() + TOKEN_SAFETY_MARGIN_MS)) return current.token;
  try {
    // Woken from sleep with a spent token: refresh first (shared with the machine's own refresh).
    const next = await refreshSession(current);
    session.send({ type: 'STORAGE_CHANGED', session: next });
    return next.token;
  } catch {
    // The call goes out with the old token; its 401 lets the session machine decide.
    return current.token;
  }
}

export function statusOf(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('signedOut')) return 'signedOut';
  return 'starting';
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
