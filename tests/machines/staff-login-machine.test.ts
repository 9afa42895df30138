/**
 * The staff console's sign-in against issue 27 §1 ("sign-in at /staff/login by e-mail and one-time
 * code, the same code rules, lockouts and outbox as installers") and the brief of slice 3a (the
 * e-mail kept when a session ends): plain rules, then a model-based walk whose every step is
 * checked against the table written below.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { staffLoginMachine } from '../../machines/staff-login-machine';
import { DeferredActors, ManualClock } from '../app/support/machine-harness';
import { testRequirements, type RequirementTable } from '../app/support/requirement-walk';

const EMAIL = 'admin@staff.demo';
const CODE_REQUEST = { login_request_id: '6f1c2f4e-2b7a-4c1e-9a55-2f1f0d1c9e01', resend_after: 1 };
const SESSION = {
  token: 'staff-token',
  expires_at: '2026-11-27T20:00:00.000Z',
  staff: { id: 6, email: EMAIL, name: 'Ada Admin', roles: ['admin' as const], regions: [] },
};
/** The server's answers (docs/server.md "Staff accounts"): 406 for a wrong code, 429 for a lock with its wait. */
const WRONG_CODE = { status: 406, body: { message: 'Invalid code' }, retryAfter: null };
const LOCKED = { status: 429, body: { message: 'Too many attempts.' }, retryAfter: 30 };
const OFFLINE = new TypeError('Failed to fetch');
/** STAFF_ALLOWED_NETWORKS refusing the caller's address (docs/server.md "Staff accounts"). */
const WRONG_NETWORK = { status: 403, body: { message: 'Staff sign-in is not allowed from this network.' }, retryAfter: null };

function start(email?: string) {
  const actors = new DeferredActors();
  const clock = new ManualClock();
  const machine = staffLoginMachine.provide({ actors: { 'request code': actors.logic('request code'), 'verify code': actors.logic('verify code') } });
  const actor = createActor(machine, { input: { email }, clock }).start();
  return { actor, actors, clock, context: () => actor.getSnapshot().context };
}

async function toCodeStep(email = EMAIL) {
  const started = start(email);
  started.actor.send({ type: 'SUBMIT' });
  await started.actors.resolve('request code', CODE_REQUEST);
  return started;
}

describe('staff login machine', () => {
  it('starts with the e-mail of the session that ended', () => {
    expect(start(EMAIL).context().email).toBe(EMAIL);
    expect(start().context().email).toBe('');
  });

  it('asks for no code for an e-mail that is not one, and says why', () => {
    const { actor, actors, context } = start('admin@');
    actor.send({ type: 'SUBMIT' });
    expect(actors.takeStarted()).toEqual([]);
    expect(context().fieldErrors.email).toEqual(['emailInvalid']);
  });

  it('sends the typed e-mail, and the code with the request it answers', async () => {
    const { actor, actors } = start(EMAIL);
    actor.send({ type: 'SUBMIT' });
    expect(actors.inputOf('request code')).toEqual({ email: EMAIL });
    await actors.resolve('request code', CODE_REQUEST);
    actor.send({ type: 'CHANGE_CODE', value: '12 34 5x' });
    actor.send({ type: 'SUBMIT' });
    expect(actors.inputOf('verify code')).toEqual({ login_request_id: CODE_REQUEST.login_request_id, code: '12345' });
  });

  it('refuses an incomplete code without asking the server', async () => {
    const { actor, actors, context } = await toCodeStep();
    actors.takeStarted();
    actor.send({ type: 'CHANGE_CODE', value: '123' });
    actor.send({ type: 'SUBMIT' });
    expect(actors.takeStarted()).toEqual([]);
    expect(context().fieldErrors.code).toEqual(['codeInvalidFormat']);
  });

  it('after a wrong code stays on the code step, code cleared, with "Invalid code"', async () => {
    const { actor, actors, context } = await toCodeStep();
    actor.send({ type: 'CHANGE_CODE', value: '11111' });
    actor.send({ type: 'SUBMIT' });
    await actors.reject('verify code', WRONG_CODE);
    expect(actor.getSnapshot().matches({ enterCode: { code: 'editing' } })).toBe(true);
    expect(context().code).toBe('');
    expect(context().alert).toEqual({ message: 'invalidCode', retryAfter: null });
  });

  it('says so when the network is refused, without a sign-in alert, and forgets it on the next try', async () => {
    const { actor, actors, context } = start(EMAIL);
    actor.send({ type: 'SUBMIT' });
    await actors.reject('request code', WRONG_NETWORK);
    expect(actor.getSnapshot().matches({ enterEmail: 'editing' })).toBe(true);
    expect(context().networkRefused).toBe(true);
    expect(context().alert).toBeNull();
    actor.send({ type: 'SUBMIT' });
    expect(context().networkRefused).toBe(false);
    await actors.reject('request code', OFFLINE);
    expect(context().networkRefused).toBe(false);
    expect(context().alert).toEqual({ message: 'generic', retryAfter: null });
  });

  it('shows a lockout with the wait the server asked for', async () => {
    const { actor, actors, context } = await toCodeStep();
    actor.send({ type: 'CHANGE_CODE', value: '11111' });
    actor.send({ type: 'SUBMIT' });
    await actors.reject('verify code', LOCKED);
    expect(context().alert).toEqual({ message: 'tooManyAttempts', retryAfter: 30 });
  });

  it('offers a new code only once the wait the server asked for is over', async () => {
    const { actor, actors, clock } = await toCodeStep();
    actors.takeStarted();
    actor.send({ type: 'RESEND' });
    expect(actors.takeStarted()).toEqual([]);
    clock.fire(1000);
    actor.send({ type: 'RESEND' });
    expect(actors.takeStarted()).toEqual(['request code']);
  });

  it('Back returns to the e-mail, kept, and forgets the code request', async () => {
    const { actor, context } = await toCodeStep();
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches({ enterEmail: 'editing' })).toBe(true);
    expect(context()).toMatchObject({ email: EMAIL, login: null, code: '' });
  });

  it('ends with the session and tells the console', async () => {
    const { actor, actors } = await toCodeStep();
    const told: unknown[] = [];
    actor.on('signedIn', (event) => told.push(event.session));
    actor.send({ type: 'CHANGE_CODE', value: '12345' });
    actor.send({ type: 'SUBMIT' });
    await actors.resolve('verify code', SESSION);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ session: SESSION });
    expect(told).toEqual([SESSION]);
  });
});

type Snapshot = SnapshotFrom<typeof staffLoginMachine>;
/** The machine's own events for a call's answer or failure and the timer, as the graph needs them. */
const TICK = 'xstate.after.countdown tick.staffLogin.enterCode.resendTimer.counting';
type Call = 'requestCode' | 'resendCode' | 'verifyCode';
type WalkEvent =
  | { type: 'CHANGE_EMAIL'; value: string }
  | { type: 'CHANGE_CODE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RESEND' }
  | { type: 'BACK' }
  | { type: typeof TICK }
  | { type: `xstate.done.actor.${Call}`; output: unknown }
  | { type: `xstate.error.actor.${Call}`; error: unknown };

const CALL_NAMES: Record<Call, string> = { requestCode: 'request code', resendCode: 'request code', verifyCode: 'verify code' };
const answered = (call: Call, output: unknown): WalkEvent => ({ type: `xstate.done.actor.${call}`, output });
const failed = (call: Call, error: unknown): WalkEvent => ({ type: `xstate.error.actor.${call}`, error });

const callOf = (type: string) => type.split('.').pop() as Call;

const timer = (snapshot: Snapshot) => (snapshot.matches({ enterCode: { resendTimer: 'counting' } }) ? 'new code later' : 'new code now');

function stateOf(snapshot: Snapshot): string {
  const { email, code } = snapshot.context;
  if (snapshot.matches({ enterEmail: 'editing' })) return email.includes('@staff.demo') ? 'e-mail typed' : 'e-mail not valid';
  if (snapshot.matches({ enterEmail: 'requestingCode' })) return 'asking for a code';
  if (snapshot.matches({ enterCode: { code: 'editing' } })) return `${code.length === 5 ? 'code typed' : 'code incomplete'}, ${timer(snapshot)}`;
  if (snapshot.matches({ enterCode: { code: 'verifying' } })) return `checking the code, ${timer(snapshot)}`;
  if (snapshot.matches({ enterCode: { code: 'resending' } })) return 'asking for a new code';
  return 'signed in';
}

function eventsIn(snapshot: Snapshot): WalkEvent[] {
  const state = stateOf(snapshot);
  const tick: WalkEvent[] = state.endsWith('new code later') ? [{ type: TICK }] : [];
  if (state.startsWith('e-mail')) return [{ type: 'CHANGE_EMAIL', value: EMAIL }, { type: 'CHANGE_EMAIL', value: 'admin@' }, { type: 'SUBMIT' }];
  if (state.startsWith('asking')) {
    const call = state === 'asking for a code' ? 'requestCode' : 'resendCode';
    return [answered(call, CODE_REQUEST), failed(call, LOCKED), failed(call, OFFLINE)];
  }
  if (state.startsWith('code')) {
    return [{ type: 'CHANGE_CODE', value: '12345' }, { type: 'CHANGE_CODE', value: '12' }, { type: 'SUBMIT' }, { type: 'RESEND' }, { type: 'BACK' }, ...tick];
  }
  if (state.startsWith('checking')) return [answered('verifyCode', SESSION), failed('verifyCode', WRONG_CODE), failed('verifyCode', LOCKED), ...tick];
  return [];
}

function eventName(event: WalkEvent): string {
  if (event.type === 'CHANGE_EMAIL') return event.value === EMAIL ? 'types a staff e-mail' : 'types a broken e-mail';
  if (event.type === 'CHANGE_CODE') return event.value.length === 5 ? 'types 5 digits' : 'types 2 digits';
  if (event.type === 'SUBMIT') return 'submits';
  if (event.type === 'RESEND') return 'asks for a new code';
  if (event.type === 'BACK') return 'goes back';
  if (event.type === TICK) return 'the wait is over';
  if ('output' in event) return event.type.endsWith('verifyCode') ? 'code accepted' : 'code sent';
  return event.error === WRONG_CODE ? 'wrong code' : event.error === LOCKED ? 'locked' : 'no answer';
}

/**
 * The requirement: an e-mail is checked before a code is asked for; a code goes to the e-mail with
 * a wait before another (the server's resend_after, 1 s here); a code of 5 digits is checked; a
 * wrong code or a lock keeps the member on the code step (code cleared); a failed request keeps
 * him on the e-mail; Back returns to the e-mail, forgetting the request.
 */
const codeStep = (later: string, now: string) => ({
  'types 5 digits': later.replace('code incomplete', 'code typed'),
  'types 2 digits': later.replace('code typed', 'code incomplete'),
  'goes back': 'e-mail typed',
  ...(now === '' ? {} : { 'the wait is over': now }),
});
const LOGIN: RequirementTable<string> = {
  'e-mail typed': { 'types a broken e-mail': 'e-mail not valid', 'submits': { to: 'asking for a code', calls: ['request code'] } },
  'e-mail not valid': { 'types a staff e-mail': 'e-mail typed' },
  'asking for a code': { 'code sent': 'code incomplete, new code later', 'locked': 'e-mail typed', 'no answer': 'e-mail typed' },
  'code incomplete, new code later': codeStep('code incomplete, new code later', 'code incomplete, new code now'),
  'code incomplete, new code now': {
    ...codeStep('code incomplete, new code now', ''),
    'asks for a new code': { to: 'asking for a new code', calls: ['request code'] },
  },
  'code typed, new code later': {
    ...codeStep('code typed, new code later', 'code typed, new code now'),
    'submits': { to: 'checking the code, new code later', calls: ['verify code'] },
  },
  'code typed, new code now': {
    ...codeStep('code typed, new code now', ''),
    'submits': { to: 'checking the code, new code now', calls: ['verify code'] },
    'asks for a new code': { to: 'asking for a new code', calls: ['request code'] },
  },
  'checking the code, new code later': {
    'code accepted': 'signed in',
    'wrong code': 'code incomplete, new code later',
    'locked': 'code incomplete, new code later',
    'the wait is over': 'checking the code, new code now',
  },
  'checking the code, new code now': { 'code accepted': 'signed in', 'wrong code': 'code incomplete, new code now', 'locked': 'code incomplete, new code now' },
  'asking for a new code': { 'code sent': 'code incomplete, new code later', 'locked': 'code incomplete, new code now', 'no answer': 'code incomplete, new code now' },
};

describe('staff login machine: every state and transition as the requirement says', () => {
  testRequirements({
    machine: staffLoginMachine,
    input: { email: EMAIL },
    events: eventsIn,
    stateOf,
    eventName,
    table: LOGIN,
    shows: {
      'signed in': (snapshot) => expect(snapshot.output).toEqual({ session: SESSION }),
    },
    start() {
      const { actor, actors, clock } = start(EMAIL);
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls: () => actors.takeStarted(),
        async deliver(event) {
          if (event.type === TICK) clock.fire(1000);
          else if ('output' in event) await actors.resolve(CALL_NAMES[callOf(event.type)], event.output);
          else if ('error' in event) await actors.reject(CALL_NAMES[callOf(event.type)], event.error);
          else actor.send(event);
        },
      };
    },
  });
});
