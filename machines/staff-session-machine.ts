/**
 * The staff console's session (issue 27 §1): one token, valid until the session ends at most 8
 * hours after sign-in, with no refresh. It ends at that time, on the first 401 (revoked elsewhere,
 * member deactivated), or by signing out here or everywhere; then the console goes back to its
 * sign-in page with the member's e-mail typed. Storage and navigation are the console's: the
 * machine emits what to keep, forget and show.
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { StaffSession } from '../src/contract/staff';
import type { Clock } from './clock';

/** Why the console shows its sign-in page again: signed out on purpose, or the session ended on its own. */
export type StaffSessionEnd = 'signedOut' | 'expired' | 'refused';

export interface StaffSessionInput {
  /** The session kept from before a reload; ignored when it has run out. */
  stored: StaffSession | null;
  clock: Clock;
}

export interface StaffSessionContext {
  session: StaffSession | null;
  /** The e-mail of the last session, for the sign-in page to start with. */
  email: string | null;
  ended: StaffSessionEnd | null;
  clock: Clock;
}

export type StaffSessionEvent =
  | { type: 'SIGNED_IN'; session: StaffSession }
  | { type: 'UNAUTHORIZED' }
  | { type: 'SIGN_OUT'; everywhere: boolean };

export type StaffSessionEmitted =
  | { type: 'store'; session: StaffSession }
  | { type: 'forget' }
  | { type: 'ended'; reason: StaffSessionEnd };

const msLeft = (session: StaffSession | null, clock: Clock) => (session ? Date.parse(session.expires_at) - clock.now() : 0);

const notProvided = () => Promise.reject(new Error("The staff session machine's 'end session' actor was not provided"));

/** The session is over: forgotten, and the console told why. */
const END = (reason: StaffSessionEnd) => ['forget session', { type: 'tell ended', params: { reason } }] as const;

export const staffSessionMachine = setup({
  types: {
    context: {} as StaffSessionContext,
    events: {} as StaffSessionEvent,
    input: {} as StaffSessionInput,
    emitted: {} as StaffSessionEmitted,
  },
  actors: {
    'end session': fromPromise<void, { token: string; everywhere: boolean }>(notProvided),
  },
  delays: {
    'session end': ({ context }) => Math.max(0, msLeft(context.session, context.clock)),
  },
  guards: {
    'stored session is valid': ({ context }) => msLeft(context.session, context.clock) > 0,
  },
  actions: {
    'keep session': assign((_, params: { session: StaffSession }) => ({ session: params.session, email: params.session.staff.email, ended: null })),
    'store session': enqueueActions(({ context, enqueue }) => {
      if (context.session) enqueue.emit({ type: 'store', session: context.session });
    }),
    'forget session': enqueueActions(({ enqueue }) => {
      enqueue.assign({ session: null });
      enqueue.emit({ type: 'forget' });
    }),
    'tell ended': enqueueActions(({ enqueue }, params: { reason: StaffSessionEnd }) => {
      enqueue.assign({ ended: params.reason });
      enqueue.emit({ type: 'ended', reason: params.reason });
    }),
  },
}).createMachine({
  id: 'staffSession',
  description: 'The console\'s one staff session, with no refresh. It lasts until its end (8 hours after sign-in at most), a refusal (401) or a sign-out, and the console then shows its sign-in page.',
  context: ({ input }) => ({ session: input.stored, email: input.stored?.staff.email ?? null, ended: null, clock: input.clock }),
  initial: 'starting',
  states: {
    starting: {
      description: 'A session kept from before a reload is used while it lasts; one that ran out is forgotten.',
      always: [
        { guard: 'stored session is valid', target: 'signedIn' },
        { target: 'signedOut', actions: 'forget session' },
      ],
    },
    signedOut: {
      description: 'No session: the console shows its sign-in page.',
      on: { SIGNED_IN: { target: 'signedIn', actions: [{ type: 'keep session', params: ({ event }) => ({ session: event.session }) }, 'store session'] } },
    },
    signedIn: {
      description: 'Signed in until the session\'s end, a 401 answer, or a sign-out.',
      after: { 'session end': { target: 'signedOut', actions: END('expired') } },
      on: {
        UNAUTHORIZED: { target: 'signedOut', actions: END('refused') },
        SIGN_OUT: 'signingOut',
      },
    },
    signingOut: {
      description: 'Ends this session, or every session of the member, on the server; signed out here whatever it answers.',
      invoke: {
        id: 'endSession',
        src: 'end session',
        input: ({ context, event }) => ({
          token: context.session?.token ?? '',
          everywhere: event.type === 'SIGN_OUT' && event.everywhere,
        }),
        onDone: { target: 'signedOut', actions: END('signedOut') },
        onError: { target: 'signedOut', actions: END('signedOut') },
      },
    },
  },
});
