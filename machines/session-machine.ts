import { assign, fromPromise, setup } from 'xstate';
import { USER_REFETCH_MS } from '../src/contract/limits';
import { isExpired, msUntilRefresh, needsRefresh, SessionRefusedError, type SessionTokens } from './session-tokens';

/**
 * The session lifecycle of SPEC §4 "Session": start-up token check, scheduled refresh, profile
 * refetch, sign-in and sign-out, emulation and other tabs' changes. Storage, navigation and the
 * API calls are provided by the app; this file only decides.
 */
export interface SessionInput {
  /** The session found in storage at start-up (an emulation session in this tab wins). */
  stored: SessionTokens | null;
  /** Code of an emulation link (`?x:<code>`), already removed from the address bar. */
  emulationCode: string | null;
}

interface SessionContext {
  session: SessionTokens | null;
  emulationCode: string | null;
}

export type SessionEvent =
  | { type: 'SIGNED_IN'; session: SessionTokens }
  | { type: 'LOGOUT' }
  | { type: 'END_EMULATION' }
  /** An authenticated call was answered 401: the profile is fetched again to find out why. */
  | { type: 'UNAUTHORIZED' }
  /** Another tab (or this tab's shared refresher) changed the stored session. */
  | { type: 'STORAGE_CHANGED'; session: SessionTokens | null };

/** Wait before trying a refresh again after a failure that did not refuse the session. */
export const REFRESH_RETRY_MS = 30_000;

const notProvided = (name: string) => () => Promise.reject(new Error(`The session actor "${name}" was not provided`));

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    'swap emulation code': fromPromise<SessionTokens, { code: string }>(notProvided('swap emulation code')),
    'refresh session': fromPromise<SessionTokens, { session: SessionTokens }>(notProvided('refresh session')),
    'refetch profile': fromPromise<void>(notProvided('refetch profile')),
    'end session': fromPromise<void, { session: SessionTokens }>(notProvided('end session')),
  },
  actions: {
    'remember signed-in session': assign({
      session: ({ event }) => (event.type === 'SIGNED_IN' || event.type === 'STORAGE_CHANGED' ? event.session : null),
    }),
    'remember new session': assign({ session: (_, params: { session: SessionTokens }) => params.session }),
    'drop session': assign({ session: null, emulationCode: null }),
    /** Writes the session to storage (emulation sessions to this tab's session storage only). */
    'store session': () => {},
    /** Removes the session from storage and drops cached user data. */
    'forget session': () => {},
    'go to login': () => {},
    'go home': () => {},
    'report emulation failure': () => {},
  },
  guards: {
    'has emulation code': ({ context }) => context.emulationCode !== null,
    'has no stored session': ({ context }) => context.session === null,
    'token needs refresh': ({ context }) => context.session !== null && needsRefresh(context.session, Date.now()),
    'is emulated': ({ context }) => context.session?.emulatedBy != null,
    /** A failure that did not refuse the session (network, 5xx) while the token still works. */
    'can wait out the failure': ({ context }, params: { error: unknown }) =>
      !(params.error instanceof SessionRefusedError) && context.session !== null && !isExpired(context.session, Date.now()),
    'session was refused': (_, params: { error: unknown }) => params.error instanceof SessionRefusedError,
    'signed out elsewhere': ({ event }) => event.type === 'STORAGE_CHANGED' && event.session === null,
    'signed in elsewhere': ({ event }) => event.type === 'STORAGE_CHANGED' && event.session !== null,
  },
  delays: {
    'refresh delay': ({ context }) => (context.session ? msUntilRefresh(context.session, Date.now()) : 0),
    'refresh retry delay': REFRESH_RETRY_MS,
    'profile refetch interval': USER_REFETCH_MS,
    'emulation expiry delay': ({ context }) => (context.session ? Math.max(0, context.session.expiresAt - Date.now()) : 0),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ session: input.stored, emulationCode: input.emulationCode }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'has emulation code', target: 'emulating' },
        { guard: 'has no stored session', target: 'signedOut' },
        { guard: 'is emulated', target: 'signedIn' },
        { guard: 'token needs refresh', target: 'refreshingAtStart' },
        { target: 'signedIn' },
      ],
    },
    emulating: {
      invoke: {
        id: 'swapEmulationCode',
        src: 'swap emulation code',
        input: ({ context }) => ({ code: context.emulationCode ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'remember new session', params: ({ event }) => ({ session: event.output }) }, 'store session'],
        },
        onError: { target: 'signedOut', actions: ['drop session', 'report emulation failure'] },
      },
    },
    refreshingAtStart: {
      invoke: {
        id: 'refreshAtStart',
        src: 'refresh session',
        input: ({ context }) => ({ session: context.session as SessionTokens }),
        onDone: {
          target: 'signedIn',
          actions: { type: 'remember new session', params: ({ event }) => ({ session: event.output }) },
        },
        onError: [
          { guard: { type: 'can wait out the failure', params: ({ event }) => ({ error: event.error }) }, target: 'signedIn' },
          { target: 'signedOut', actions: ['forget session', 'drop session'] },
        ],
      },
    },
    signedIn: {
      type: 'parallel',
      on: {
        LOGOUT: { target: 'loggingOut' },
        END_EMULATION: { guard: 'is emulated', target: 'loggingOut' },
        STORAGE_CHANGED: [
          { guard: 'is emulated' },
          { guard: 'signed out elsewhere', target: 'signedOut', actions: ['forget session', 'drop session', 'go to login'] },
          { target: '.tokenRefresh', reenter: true, actions: 'remember signed-in session' },
        ],
      },
      states: {
        tokenRefresh: {
          initial: 'choosing',
          states: {
            choosing: {
              always: [{ guard: 'is emulated', target: 'emulationRunning' }, { target: 'scheduled' }],
            },
            scheduled: {
              after: { 'refresh delay': 'refreshing' },
            },
            refreshing: {
              invoke: {
                id: 'refresh',
                src: 'refresh session',
                input: ({ context }) => ({ session: context.session as SessionTokens }),
                onDone: {
                  target: 'scheduled',
                  actions: { type: 'remember new session', params: ({ event }) => ({ session: event.output }) },
                },
                onError: [
                  { guard: { type: 'can wait out the failure', params: ({ event }) => ({ error: event.error }) }, target: 'retrying' },
                  { target: '#session.signedOut', actions: ['forget session', 'drop session', 'go to login'] },
                ],
              },
            },
            retrying: {
              after: { 'refresh retry delay': 'refreshing' },
            },
            /** An emulation session cannot be refreshed: it ends when its token runs out. */
            emulationRunning: {
              after: { 'emulation expiry delay': '#session.loggingOut' },
            },
          },
        },
        profile: {
          initial: 'fresh',
          states: {
            fresh: {
              after: { 'profile refetch interval': 'refetching' },
              on: { UNAUTHORIZED: 'refetching' },
            },
            refetching: {
              invoke: {
                id: 'refetchProfile',
                src: 'refetch profile',
                onDone: 'fresh',
                onError: [
                  {
                    guard: { type: 'session was refused', params: ({ event }) => ({ error: event.error }) },
                    target: '#session.signedOut',
                    actions: ['forget session', 'drop session', 'go to login'],
                  },
                  { target: 'fresh' },
                ],
              },
            },
          },
        },
      },
    },
    loggingOut: {
      invoke: {
        id: 'endSession',
        src: 'end session',
        input: ({ context }) => ({ session: context.session as SessionTokens }),
        onDone: { target: 'signedOut', actions: ['forget session', 'drop session', 'go to login'] },
        // The session is forgotten here even when the server could not be told.
        onError: { target: 'signedOut', actions: ['forget session', 'drop session', 'go to login'] },
      },
    },
    signedOut: {
      on: {
        SIGNED_IN: { target: 'signedIn', actions: ['remember signed-in session', 'store session'] },
        STORAGE_CHANGED: { guard: 'signed in elsewhere', target: 'signedIn', actions: ['remember signed-in session', 'go home'] },
      },
    },
  },
});
