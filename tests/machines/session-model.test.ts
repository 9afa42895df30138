/**
 * The session machine against its requirement (SPEC §4 Session and §9: a stored token is valid
 * until it expires and refreshed before the app shows when under 10 minutes remain, a refused
 * refresh logs out, emulation is never refreshed and its banner ends it, the profile is refetched
 * every 3 minutes and after a 401; README "Projects offline": only a refresh the server refuses
 * signs out, one that got no answer keeps the session and is tried again every 30 s): a
 * model-based walk of every state and transition from each start, every step checked against the
 * table below. The plain rules are in session-machine.test.ts.
 */
import { describe, expect } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { Clock } from '../../machines/clock';
import { sessionMachine, type SessionEvent, type SessionInput } from '../../machines/session-machine';
import { SessionRefusedError, type SessionTokens } from '../../machines/session-tokens';
import { DeferredActors, ManualClock } from '../app/support/machine-harness';
import { DUE, EMULATION, MINUTE, NEW, NOW, RAN_OUT, STORED, offline, refused } from './session-fixtures';
import {
  testRequirementsFromStarts, type Outcome, type RequirementTable, type RequirementWalk,
} from '../app/support/requirement-walk';

/** The machine reads the time from its clock: one fixed moment makes every path the same on every run. */
const clock: Clock = { now: () => NOW };

/** SPEC §4 Session, §9: refreshed when under 10 minutes remain; the profile refetched every 3 minutes. README: a refresh retried every 30 s. */
const REFRESH_MARGIN_MS = 10 * MINUTE;
const PROFILE_REFETCH_MS = 3 * MINUTE;
const REFRESH_RETRY_MS = 30_000;

type Snapshot = SnapshotFrom<typeof sessionMachine>;
type Delay = 'refresh delay' | 'refresh retry delay' | 'profile refetch interval' | 'emulation expiry delay';
type WalkEvent =
  | SessionEvent
  | { type: `xstate.done.actor.${string}`; output?: SessionTokens }
  | { type: `xstate.error.actor.${string}`; error: Error }
  | { type: `xstate.after.${Delay}.${string}` };

const done = (id: string, output?: SessionTokens): WalkEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: Error): WalkEvent => ({ type: `xstate.error.actor.${id}`, error });
const after = (delay: Delay, stateId: string): WalkEvent => ({ type: `xstate.after.${delay}.session.${stateId}` });

/** What a person, another tab or a call can cause in a state: user and storage events, call results, timers. */
function eventsIn(snapshot: Snapshot): WalkEvent[] {
  const events: WalkEvent[] = [
    { type: 'SIGNED_IN', session: NEW },
    { type: 'LOGOUT' },
    { type: 'END_EMULATION' },
    { type: 'UNAUTHORIZED' },
    { type: 'TOKEN_NEEDED' },
    { type: 'STORAGE_CHANGED', session: null },
    { type: 'STORAGE_CHANGED', session: NEW },
  ];
  if (snapshot.matches('emulating')) events.push(done('swapEmulationCode', EMULATION), failed('swapEmulationCode', refused));
  if (snapshot.matches('refreshingAtStart')) events.push(done('refreshAtStart', NEW), failed('refreshAtStart', refused), failed('refreshAtStart', offline));
  if (snapshot.matches({ signedIn: { tokenRefresh: 'scheduled' } })) events.push(after('refresh delay', 'signedIn.tokenRefresh.scheduled'));
  if (snapshot.matches({ signedIn: { tokenRefresh: 'refreshing' } })) events.push(done('refresh', NEW), failed('refresh', refused), failed('refresh', offline));
  if (snapshot.matches({ signedIn: { tokenRefresh: 'retrying' } })) events.push(after('refresh retry delay', 'signedIn.tokenRefresh.retrying'));
  if (snapshot.matches({ signedIn: { tokenRefresh: 'emulationRunning' } })) events.push(after('emulation expiry delay', 'signedIn.tokenRefresh.emulationRunning'));
  if (snapshot.matches({ signedIn: { profile: 'fresh' } })) events.push(after('profile refetch interval', 'signedIn.profile.fresh'));
  if (snapshot.matches({ signedIn: { profile: 'refetching' } })) events.push(done('refetchProfile'), failed('refetchProfile', refused), failed('refetchProfile', offline));
  if (snapshot.matches('loggingOut')) events.push(done('endSession'), failed('endSession', offline));
  return events;
}

const CALL_RESULTS: Record<string, [call: string, done: string]> = {
  swapEmulationCode: ['swap', 'emulation token'],
  refreshAtStart: ['refresh', 'new token'],
  refresh: ['refresh', 'new token'],
  refetchProfile: ['profile', 'fetched'],
  endSession: ['server', 'session ended'],
};
const TIMERS: Record<Delay, string> = {
  'refresh delay': 'refresh due',
  'refresh retry delay': '30 s pass',
  'profile refetch interval': '3 min pass',
  'emulation expiry delay': 'emulation token runs out',
};

function eventName(event: WalkEvent): string {
  switch (event.type) {
    case 'SIGNED_IN': return 'sign in';
    case 'LOGOUT': return 'Log out';
    case 'END_EMULATION': return 'End emulation';
    case 'UNAUTHORIZED': return 'a call answered 401';
    case 'TOKEN_NEEDED': return 'a call needs the token';
    case 'STORAGE_CHANGED': return event.session ? 'other tab: new session' : 'other tab: signed out';
  }
  const [, kind, , id = ''] = event.type.split('.');
  if (kind === 'after') return TIMERS[event.type.split('.')[2] as Delay];
  const [call, success] = CALL_RESULTS[id] ?? [id, 'done'];
  if (kind === 'done') return `${call}: ${success}`;
  return `${call}: ${'error' in event && event.error instanceof SessionRefusedError ? 'refused' : 'no answer'}`;
}

/** The session as the rules tell sessions apart: own or emulation, and the time left on its token. */
function sessionName(tokens: SessionTokens): string {
  const left = tokens.expiresAt - NOW;
  const time = left <= 0 ? 'ran out' : `${left / MINUTE} min left`;
  return `${tokens.emulatedBy ? 'emulation' : 'own'} token, ${time}`;
}

const TOKEN_PARTS: Record<string, string> = {
  scheduled: 'refresh scheduled',
  refreshing: 'refreshing',
  retrying: 'refresh to retry',
  emulationRunning: 'no refresh (emulation)',
};

function stateOf(snapshot: Snapshot): string {
  const held = snapshot.context.session ? sessionName(snapshot.context.session) : 'no session';
  if (snapshot.matches('signedIn')) {
    const { tokenRefresh, profile } = (snapshot.value as { signedIn: { tokenRefresh: string; profile: string } }).signedIn;
    return signedIn(held, TOKEN_PARTS[tokenRefresh] ?? tokenRefresh, profile === 'fresh' ? 'profile fresh' : 'refetching the profile');
  }
  if (snapshot.matches('refreshingAtStart')) return `refreshing before the app shows (${held})`;
  if (snapshot.matches('emulating')) return "swapping the link's code";
  if (snapshot.matches('loggingOut')) return 'signing out';
  if (snapshot.matches('signedOut')) return 'signed out';
  return `${JSON.stringify(snapshot.value)} (${held})`;
}

const signedIn = (tokens: string, tokenPart: string, profilePart: string) => `signed in (${tokens}): ${tokenPart}, ${profilePart}`;

const OWN = { stored: 'own token, 50 min left', new: 'own token, 60 min left', due: 'own token, 5 min left', ranOut: 'own token, ran out' } as const;
const EMULATED = 'emulation token, 20 min left';
/** The refresh is due 10 minutes before the token runs out: at once when fewer are left. */
const REFRESH_WAIT: Record<string, string> = { [OWN.stored]: 'wait 40 min', [OWN.new]: 'wait 50 min', [OWN.due]: 'wait 0 s', [OWN.ranOut]: 'wait 0 s' };

const signOut = { to: 'signed out', calls: ['forget the session', 'go to /login'] } as const;
const endOnServer = { to: 'signing out', calls: ['end the session on the server'] } as const;

/** The profile part of a signed-in state: refetched every 3 minutes and after a 401; a refusal signs out, another failure waits. */
function profileRules(tokens: string, tokenPart: string, profilePart: string): Record<string, Outcome<string>> {
  const refetch = { to: signedIn(tokens, tokenPart, 'refetching the profile'), calls: ['refetch the profile'] };
  const fresh = { to: signedIn(tokens, tokenPart, 'profile fresh'), calls: ['wait 3 min'] };
  return profilePart === 'profile fresh'
    ? { '3 min pass': refetch, 'a call answered 401': refetch }
    : { 'profile: fetched': fresh, 'profile: no answer': fresh, 'profile: refused': signOut };
}

/**
 * The token part of a signed-in state with the user's own token: refreshed when due, or before a
 * call when it ran out meanwhile (a computer woken from sleep); the new token is used from then on;
 * a refusal signs out, no answer tries again in 30 s.
 */
function ownTokenRules(tokens: string, tokenPart: string, profilePart: string): Record<string, Outcome<string>> {
  const refresh = { to: signedIn(tokens, 'refreshing', profilePart), calls: ['refresh the token'] };
  const forACall: Record<string, Outcome<string>> = tokens === OWN.ranOut ? { 'a call needs the token': refresh } : {};
  switch (tokenPart) {
    case 'refresh scheduled': return { 'refresh due': refresh, ...forACall };
    case 'refresh to retry': return { '30 s pass': refresh, ...forACall };
    default: return {
      'refresh: new token': { to: signedIn(OWN.new, 'refresh scheduled', profilePart), calls: [REFRESH_WAIT[OWN.new]!] },
      'refresh: no answer': { to: signedIn(tokens, 'refresh to retry', profilePart), calls: ['wait 30 s'] },
      'refresh: refused': signOut,
    };
  }
}

/**
 * The rules, state by state. Calls are, in this order, what the app is asked to do (store or
 * forget the session, go to a page, say the emulation link was refused), the API calls started,
 * and the timers set ("wait 3 min", shortest first).
 * - Signed out: a sign-in here stores the session; one in another tab goes home. Either way the
 *   refresh is scheduled 10 minutes before the new token runs out and the profile refetch in 3.
 * - An emulation link's code is swapped for an emulation session, stored (in this tab); a refused
 *   link is said and leaves the tab signed out.
 * - A stored token with under 10 minutes left (or none) is refreshed before the app shows: the new
 *   token is used; a refusal forgets the session; no answer keeps the stored one (refreshed at once).
 * - Signed in with an own token: the profile and token rules above; Log out ends the session on the
 *   server first; another tab's sign-out signs out here (to /login); another tab's new session is
 *   taken here as a new sign-in: its refresh scheduled and the profile's 3 minutes counted from
 *   now (a refresh or refetch under way, made with the old session, is dropped).
 * - Signed in with an emulation token: never refreshed; it ends (ending the session on the server)
 *   when its token runs out, on Log out or on "End emulation"; other tabs change nothing.
 * - Signing out: the session is forgotten and the person goes to /login, whether the server
 *   answered or not.
 */
const SESSION: RequirementTable<string> = {
  'signed out': {
    'sign in': { to: signedIn(OWN.new, 'refresh scheduled', 'profile fresh'), calls: ['store the session', 'wait 3 min', 'wait 50 min'] },
    'other tab: new session': { to: signedIn(OWN.new, 'refresh scheduled', 'profile fresh'), calls: ['go to /', 'wait 3 min', 'wait 50 min'] },
  },
  "swapping the link's code": {
    'swap: emulation token': { to: signedIn(EMULATED, 'no refresh (emulation)', 'profile fresh'), calls: ['store the session', 'wait 3 min', 'wait 20 min'] },
    'swap: refused': { to: 'signed out', calls: ['say the emulation link was refused'] },
  },
  ...Object.fromEntries([OWN.due, OWN.ranOut].map((tokens) => [`refreshing before the app shows (${tokens})`, {
    'refresh: new token': { to: signedIn(OWN.new, 'refresh scheduled', 'profile fresh'), calls: ['wait 3 min', 'wait 50 min'] },
    'refresh: no answer': { to: signedIn(tokens, 'refresh scheduled', 'profile fresh'), calls: ['wait 0 s', 'wait 3 min'] },
    'refresh: refused': { to: 'signed out', calls: ['forget the session'] },
  }])),
  ...Object.fromEntries(Object.values(OWN).flatMap((tokens) =>
    ['refresh scheduled', 'refreshing', 'refresh to retry'].flatMap((tokenPart) => ['profile fresh', 'refetching the profile'].map((profilePart) => [
      signedIn(tokens, tokenPart, profilePart),
      {
        'Log out': endOnServer,
        'other tab: signed out': signOut,
        'other tab: new session': { to: signedIn(OWN.new, 'refresh scheduled', 'profile fresh'), calls: ['wait 3 min', REFRESH_WAIT[OWN.new]!] },
        ...ownTokenRules(tokens, tokenPart, profilePart),
        ...profileRules(tokens, tokenPart, profilePart),
      },
    ])))),
  ...Object.fromEntries(['profile fresh', 'refetching the profile'].map((profilePart) => [
    signedIn(EMULATED, 'no refresh (emulation)', profilePart),
    {
      'Log out': endOnServer,
      'End emulation': endOnServer,
      'emulation token runs out': endOnServer,
      ...profileRules(EMULATED, 'no refresh (emulation)', profilePart),
    },
  ])),
  'signing out': { 'server: session ended': signOut, 'server: no answer': signOut },
};

/** What a signed-out tab holds: no session. */
const SHOWS = { 'signed out': (snapshot: Snapshot) => expect(snapshot.context.session).toBeNull() };

const ACTOR_OF_INVOKE: Record<string, string> = {
  swapEmulationCode: 'swap emulation code',
  refreshAtStart: 'refresh session',
  refresh: 'refresh session',
  refetchProfile: 'refetch profile',
  endSession: 'end session',
};
const CALL_NAMES: Record<string, string> = {
  'swap emulation code': "swap the link's code",
  'refresh session': 'refresh the token',
  'refetch profile': 'refetch the profile',
  'end session': 'end the session on the server',
};

const duration = (ms: number) => (ms % MINUTE === 0 && ms > 0 ? `${ms / MINUTE} min` : `${ms / 1000} s`);

/** How long the requirement says a timer runs, for the session the machine holds. */
function requiredMs(delay: Delay, tokens: SessionTokens | null): number {
  const left = tokens ? tokens.expiresAt - NOW : 0;
  switch (delay) {
    case 'refresh delay': return Math.max(0, left - REFRESH_MARGIN_MS);
    case 'refresh retry delay': return REFRESH_RETRY_MS;
    case 'profile refetch interval': return PROFILE_REFETCH_MS;
    case 'emulation expiry delay': return Math.max(0, left);
  }
}

function walkFrom(input: SessionInput): RequirementWalk<typeof sessionMachine, WalkEvent, string> {
  return {
    machine: sessionMachine,
    input,
    events: eventsIn,
    stateOf,
    eventName,
    table: SESSION,
    shows: SHOWS,
    start() {
      const timers = new ManualClock();
      const actors = new DeferredActors();
      let asked: string[] = [];
      const actor = createActor(
        sessionMachine.provide({
          actors: {
            'swap emulation code': actors.logic('swap emulation code'),
            'refresh session': actors.logic('refresh session'),
            'refetch profile': actors.logic('refetch profile'),
            'end session': actors.logic('end session'),
          },
        }),
        { input, clock: timers },
      );
      actor.on('store', () => asked.push('store the session'));
      actor.on('forget', () => asked.push('forget the session'));
      actor.on('navigate', ({ to }) => asked.push(`go to ${to}`));
      actor.on('emulationRefused', () => asked.push('say the emulation link was refused'));
      actor.start();
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls() {
          const calls = [
            ...asked,
            ...actors.takeStarted().map((name) => CALL_NAMES[name] ?? name),
            // Timers set together run side by side: listed shortest first, whatever order they were set in.
            ...timers.takeStarted().sort((a, b) => a - b).map((ms) => `wait ${duration(ms)}`),
          ];
          asked = [];
          return calls;
        },
        async deliver(event) {
          const [, kind, delayOrActor, id = ''] = event.type.split('.');
          if (kind === 'after') timers.fire(requiredMs(delayOrActor as Delay, actor.getSnapshot().context.session));
          else if (kind === 'done') await actors.resolve(ACTOR_OF_INVOKE[id] ?? id, 'output' in event ? event.output : undefined);
          else if (kind === 'error') await actors.reject(ACTOR_OF_INVOKE[id] ?? id, 'error' in event ? event.error : undefined);
          else actor.send(event as SessionEvent);
        },
      };
    },
  };
}

describe('session machine: every state and transition as the requirement says', () => {
  testRequirementsFromStarts({
    'nothing stored': walkFrom({ stored: null, emulationCode: null, clock }),
    'a token with 50 minutes left': walkFrom({ stored: STORED, emulationCode: null, clock }),
    'a token with 5 minutes left': walkFrom({ stored: DUE, emulationCode: null, clock }),
    'a token that ran out (a reload offline)': walkFrom({ stored: RAN_OUT, emulationCode: null, clock }),
    'an emulation session in this tab': walkFrom({ stored: EMULATION, emulationCode: null, clock }),
    'an emulation link': walkFrom({ stored: null, emulationCode: 'emulation-code-0123456789', clock }),
  });
});
