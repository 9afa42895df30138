import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { USER_REFETCH_MS } from '../src/contract/limits';
import type { Clock } from './clock';
import { inMinutes, inSeconds } from './description-words';
import { isExpired, msUntilRefresh, needsRefresh, SessionRefusedError, type SessionTokens } from './session-tokens';

/**
 * The session lifecycle of SPEC §4 "Session": start-up token check, scheduled refresh and the
 * refresh before a call made with a spent token, profile refetch, sign-in and sign-out, emulation
 * and other tabs' changes. The API calls are actors the app provides; storage and navigation are
 * events the machine emits and the app carries out; the time comes from the injected clock. This
 * file only decides.
 */
export interface SessionInput {
  /** The session found in storage at start-up (an emulation session in this tab wins). */
  stored: SessionTokens | null;
  /** Code of an emulation link (`?x:<code>`), already removed from the address bar. */
  emulationCode: string | null;
  clock: Clock;
}

interface SessionContext {
  session: SessionTokens | null;
  emulationCode: string | null;
  clock: Clock;
}

export type SessionEvent =
  | { type: 'SIGNED_IN'; session: SessionTokens }
  | { type: 'LOGOUT' }
  | { type: 'END_EMULATION' }
  /** An authenticated call was answered 401: the profile is fetched again to find out why. */
  | { type: 'UNAUTHORIZED' }
  /** An API call is about to go out: a token that ran out meanwhile (a computer woken from sleep) is refreshed first. */
  | { type: 'TOKEN_NEEDED' }
  /** Another tab changed the stored session. */
  | { type: 'STORAGE_CHANGED'; session: SessionTokens | null };

/** What the app carries out for the machine. */
export type SessionEmitted =
  /** Write the session to storage (an emulation session to this tab's session storage only). */
  | { type: 'store'; session: SessionTokens }
  /** Remove the session from storage and drop cached user data. */
  | { type: 'forget'; session: SessionTokens | null }
  | { type: 'navigate'; to: '/' | '/login' }
  /** The emulation link was refused (invalid, used or expired). */
  | { type: 'emulationRefused' };

/** Wait before trying a refresh again after a failure that did not refuse the session. */
export const REFRESH_RETRY_MS = 30_000;
/** A token this close to expiry is refreshed before a call rather than sent to be refused. */
export const TOKEN_SAFETY_MARGIN_MS = 10_000;

const notProvided = (name: string) => () => Promise.reject(new Error(`The session actor "${name}" was not provided`));

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
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
    'store session': emit(({ context }) => ({ type: 'store' as const, session: context.session as SessionTokens })),
    'forget session': emit(({ context }) => ({ type: 'forget' as const, session: context.session })),
    'go to login': emit({ type: 'navigate', to: '/login' }),
    'go home': emit({ type: 'navigate', to: '/' }),
    'report emulation failure': emit({ type: 'emulationRefused' }),
  },
  guards: {
    'has emulation code': ({ context }) => context.emulationCode !== null,
    'has no stored session': ({ context }) => context.session === null,
    'token needs refresh': ({ context }) => context.session !== null && needsRefresh(context.session, context.clock.now()),
    'token ran out': ({ context }) =>
      context.session !== null && isExpired(context.session, context.clock.now() + TOKEN_SAFETY_MARGIN_MS),
    'is emulated': ({ context }) => context.session?.emulatedBy != null,
    /**
     * A failure that did not refuse the session (network, 5xx): the session is kept, even with a
     * token that ran out (an installer reloading offline on a roof after an hour), and the refresh
     * is tried again; only the server's refusal signs out.
     */
    'can wait out the failure': ({ context }, params: { error: unknown }) =>
      !(params.error instanceof SessionRefusedError) && context.session !== null,
    'session was refused': (_, params: { error: unknown }) => params.error instanceof SessionRefusedError,
    'signed out elsewhere': ({ event }) => event.type === 'STORAGE_CHANGED' && event.session === null,
    'signed in elsewhere': ({ event }) => event.type === 'STORAGE_CHANGED' && event.session !== null,
  },
  delays: {
    'refresh delay': ({ context }) => (context.session ? msUntilRefresh(context.session, context.clock.now()) : 0),
    'refresh retry delay': REFRESH_RETRY_MS,
    'profile refetch interval': USER_REFETCH_MS,
    'emulation expiry delay': ({ context }) => (context.session ? Math.max(0, context.session.expiresAt - context.clock.now()) : 0),
  },
}).createMachine({
  id: 'session',
  description:
    "Keeps this tab's session: it checks the stored token at start-up, refreshes it before it runs out, refetches the profile and signs out, following other tabs. " +
    'The API calls are actors the app provides; storing or forgetting the session and going to a page are events the app carries out.',
  meta: {
    diagramParts: {
      'Start and sign-out': ['starting', 'emulating', 'refreshingAtStart', 'loggingOut', 'signedOut'],
      'Signed in': ['signedIn'],
    },
  },
  context: ({ input }) => ({ session: input.stored, emulationCode: input.emulationCode, clock: input.clock }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Decides at start-up: an emulation link, no stored session, a token to refresh first, or a session to use as it is.',
      always: [
        { guard: 'has emulation code', target: 'emulating' },
        { guard: 'has no stored session', target: 'signedOut' },
        { guard: 'is emulated', target: 'signedIn' },
        { guard: 'token needs refresh', target: 'refreshingAtStart' },
        { target: 'signedIn' },
      ],
    },
    emulating: {
      description: "Swaps the emulation link's code for an emulation session.",
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
      description: 'The stored token is about to run out: refreshes it before the app shows.',
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
      description: "Signed in: the token refresh and the profile refetch run side by side; another tab's sign-out signs this tab out too.",
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
          description: 'Keeps the token fresh.',
          initial: 'choosing',
          states: {
            choosing: {
              description: 'An emulation session is never refreshed; any other is.',
              always: [{ guard: 'is emulated', target: 'emulationRunning' }, { target: 'scheduled' }],
            },
            scheduled: {
              description: 'Waits until the token is due for refresh, or until a call finds that it ran out.',
              after: { 'refresh delay': 'refreshing' },
              on: { TOKEN_NEEDED: { guard: 'token ran out', target: 'refreshing' } },
            },
            refreshing: {
              description: 'Refreshes the token: a refused session signs out, another failure tries again later.',
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
              description: `Waits ${inSeconds(REFRESH_RETRY_MS)} before trying the refresh again.`,
              after: { 'refresh retry delay': 'refreshing' },
              on: { TOKEN_NEEDED: { guard: 'token ran out', target: 'refreshing' } },
            },
            /** An emulation session cannot be refreshed: it ends when its token runs out. */
            emulationRunning: {
              description: 'The emulation session lasts until its token runs out, then it logs out.',
              after: { 'emulation expiry delay': '#session.loggingOut' },
            },
          },
        },
        profile: {
          description: 'Keeps the profile current.',
          initial: 'fresh',
          states: {
            fresh: {
              description: `The profile is refetched every ${inMinutes(USER_REFETCH_MS)}, and after a 401 answer.`,
              after: { 'profile refetch interval': 'refetching' },
              on: { UNAUTHORIZED: 'refetching' },
            },
            refetching: {
              description: 'Refetches the profile: a refused session signs out, another failure waits for the next time.',
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
      description: 'Tells the server that the session ends; the session is forgotten either way.',
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
      description: 'No session: waits for a sign-in in this tab or another.',
      on: {
        SIGNED_IN: { target: 'signedIn', actions: ['remember signed-in session', 'store session'] },
        STORAGE_CHANGED: { guard: 'signed in elsewhere', target: 'signedIn', actions: ['remember signed-in session', 'go home'] },
      },
    },
  },
});

/** A refresh is under way: a call about to go out waits for its token. */
export function isRefreshingToken(snapshot: SnapshotFrom<typeof sessionMachine>): boolean {
  return snapshot.matches('refreshingAtStart') || snapshot.matches({ signedIn: { tokenRefresh: 'refreshing' } });
}
