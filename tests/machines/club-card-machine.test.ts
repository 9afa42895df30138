/**
 * The club card page's machine against its requirement (SPEC §2 club card page: card status, CSN
 * form for unregistered cards, top-up for registered ones; §4 card status: ISSUED must be activated
 * first, ACTIVE takes top-ups, any other shows the inactive warning; §5 CSN: exactly 10 digits,
 * required, plus the confirmation checkbox; §8 a failed account load shows an error and can be
 * retried; issue 25: a wrong CSN is refused with the server's message): a model-based walk of
 * every state and transition, each step checked against the table below, and the rules said plainly.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { CardAccount } from '../../src/contract/club-card';
import { clubCardMachine, csnProblems, type ClubCardEvent } from '../../machines/club-card-machine';
import { DeferredActors } from '../app/support/machine-harness';
import { reachableTable, stateName, testRequirements, type RequirementTable } from '../app/support/requirement-walk';

const account = (status: string | null, registered: boolean): CardAccount => ({
  status, registered, card_number: status === null ? null : '•••• •••• •••• 4821', balance: null, updated_at: null,
});
const ACCOUNTS = {
  'no card': account(null, false),
  'issued, not registered': account('ISSUED', false),
  'issued, registered': account('ISSUED', true),
  'active': account('ACTIVE', true),
  'blocked': account('BLOCKED', true),
} as const;

const WRONG_CSN = { status: 422, body: { message: 'The given data was invalid.', errors: { card_serial_number: ['This is not the serial number of your card.'] } }, retryAfter: null };
const LOST = new TypeError('Failed to fetch');

type Snapshot = SnapshotFrom<typeof clubCardMachine>;
type WalkEvent =
  | ClubCardEvent
  | { type: 'xstate.done.actor.loadAccount'; output: CardAccount }
  | { type: 'xstate.error.actor.loadAccount'; error: unknown }
  | { type: 'xstate.done.actor.registerCard'; output: unknown }
  | { type: 'xstate.error.actor.registerCard'; error: unknown };

const ACCOUNT_NAMES = new Map(Object.entries(ACCOUNTS).map(([name, value]) => [value as CardAccount, name]));

function eventsIn(snapshot: Snapshot): WalkEvent[] {
  const events: WalkEvent[] = [
    { type: 'RETRY' }, { type: 'REFRESH' },
    { type: 'CHANGE_CSN', value: '1234567890' }, { type: 'CHANGE_CSN', value: '123456789' },
    { type: 'CONFIRM', checked: true }, { type: 'CONFIRM', checked: false }, { type: 'REGISTER' },
  ];
  if (snapshot.matches('loading')) {
    events.push(...Object.values(ACCOUNTS).map((output) => ({ type: 'xstate.done.actor.loadAccount' as const, output })), { type: 'xstate.error.actor.loadAccount', error: LOST });
  }
  if (snapshot.matches({ registering: 'sending' })) {
    events.push(
      { type: 'xstate.done.actor.registerCard', output: { message: 'ok' } },
      ...[WRONG_CSN, LOST].map((error) => ({ type: 'xstate.error.actor.registerCard' as const, error })),
    );
  }
  return events;
}

function eventName(event: WalkEvent): string {
  switch (event.type) {
    case 'RETRY': return 'Retry';
    case 'REFRESH': return 'Refresh';
    case 'CHANGE_CSN': return event.value.length === 10 ? 'type 10 digits' : 'type 9 digits';
    case 'CONFIRM': return event.checked ? 'tick' : 'untick';
    case 'REGISTER': return 'Register';
    case 'xstate.done.actor.loadAccount': return `load: ${ACCOUNT_NAMES.get(event.output) ?? '?'}`;
    case 'xstate.error.actor.loadAccount': return 'load: failed';
    case 'xstate.done.actor.registerCard': return 'register: done';
    case 'xstate.error.actor.registerCard': return event.error === WRONG_CSN ? 'register: refused' : 'register: lost';
  }
}

/** The state in the requirement's words: the page, and for the CSN form what is typed and shown. */
function stateOf(snapshot: Snapshot): string {
  if (!snapshot.matches('registering')) return String(snapshot.value);
  const { csn, confirmed, problems } = snapshot.context;
  const server = problems.some((problem) => typeof problem === 'object' || problem === 'generic');
  return stateName(
    snapshot.matches({ registering: 'sending' }) ? 'sending CSN' : 'CSN form',
    csn.length === 10 && 'CSN of 10 digits', confirmed && 'ticked',
    problems.length > 0 && (server ? 'server message shown' : 'problems shown'),
  );
}

const load = { to: 'loading', calls: ['load account'] } as const;
const form = (digits: boolean, ticked: boolean, shown?: 'problems shown' | 'server message shown') =>
  stateName('CSN form', digits && 'CSN of 10 digits', ticked && 'ticked', shown);

/**
 * The CSN form's rules (SPEC §5): Register sends the CSN when it has 10 digits and the box is
 * ticked, else shows what is missing; any change takes the shown problems away; the server's
 * refusal (or a lost answer) keeps what was typed and shows its message; a registered card is
 * loaded anew.
 */
function csnFormTable(): RequirementTable<string> {
  const table: RequirementTable<string> = {};
  for (const digits of [false, true]) {
    for (const ticked of [false, true]) {
      for (const shown of [undefined, 'problems shown', 'server message shown'] as const) {
        table[form(digits, ticked, shown)] = {
          'type 10 digits': form(true, ticked),
          'type 9 digits': form(false, ticked),
          'tick': form(digits, true),
          'untick': form(digits, false),
          'Register': digits && ticked ? { to: 'sending CSN, CSN of 10 digits, ticked', calls: ['register card'] } : form(digits, ticked, 'problems shown'),
        };
      }
    }
  }
  table['sending CSN, CSN of 10 digits, ticked'] = {
    'register: done': load,
    'register: refused': form(true, true, 'server message shown'),
    'register: lost': form(true, true, 'server message shown'),
  };
  return table;
}

/**
 * The page (SPEC §2, §4, §8): the account's answer decides it; a failed load offers Retry; a card
 * being activated can be asked for again.
 */
const TABLE: RequirementTable<string> = reachableTable({
  'loading': {
    'load: no card': 'noCard',
    'load: issued, not registered': form(false, false),
    'load: issued, registered': 'awaitingActivation',
    'load: active': 'active',
    'load: blocked': 'inactive',
    'load: failed': 'failed',
  },
  'failed': { Retry: load },
  'awaitingActivation': { Refresh: load },
  ...csnFormTable(),
}, 'loading');

describe('club card machine: every state and transition as the requirement says', () => {
  testRequirements({
    machine: clubCardMachine,
    input: undefined,
    events: eventsIn,
    stateOf,
    eventName,
    table: TABLE,
    shows: {
      'active': (snapshot) => expect(snapshot.context.account).toEqual(ACCOUNTS.active),
      'CSN form, CSN of 10 digits, ticked, server message shown': (snapshot) =>
        expect([[{ text: 'This is not the serial number of your card.' }], ['generic']]).toContainEqual(snapshot.context.problems),
    },
    start() {
      const actors = new DeferredActors();
      const machine = clubCardMachine.provide({ actors: { 'load account': actors.logic('load account'), 'register card': actors.logic('register card') } });
      const actor = createActor(machine).start();
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls: () => actors.takeStarted(),
        async deliver(event) {
          // A call ends by settling the fake the running machine started, as the real one would.
          if (event.type === 'xstate.done.actor.loadAccount') await actors.resolve('load account', event.output);
          else if (event.type === 'xstate.error.actor.loadAccount') await actors.reject('load account', event.error);
          else if (event.type === 'xstate.done.actor.registerCard') await actors.resolve('register card', event.output);
          else if (event.type === 'xstate.error.actor.registerCard') await actors.reject('register card', event.error);
          else actor.send(event);
        },
      };
    },
  });
});

describe('club card rules', () => {
  it('a CSN is exactly 10 digits, and the confirmation must be ticked (SPEC §5)', () => {
    expect(csnProblems('1234567890', true)).toEqual([]);
    expect(csnProblems(' 1234567890 ', true)).toEqual([]);
    expect(csnProblems('123456789', true)).toEqual(['csnFormat']);
    expect(csnProblems('12345678901', true)).toEqual(['csnFormat']);
    expect(csnProblems('12345abcde', true)).toEqual(['csnFormat']);
    expect(csnProblems('', false)).toEqual(['csnFormat', 'confirmationMissing']);
    expect(csnProblems('1234567890', false)).toEqual(['confirmationMissing']);
  });

  it('opens the CSN form empty, sends the CSN as typed (trimmed), shows the server\'s refusal without losing it, and loads the card anew once registered', async () => {
    const actors = new DeferredActors();
    const actor = createActor(clubCardMachine.provide({ actors: { 'load account': actors.logic('load account'), 'register card': actors.logic('register card') } })).start();
    await actors.resolve('load account', ACCOUNTS['issued, not registered']);
    // The form opens empty: nothing typed, nothing ticked, nothing to complain of.
    expect(actor.getSnapshot().context).toMatchObject({ csn: '', confirmed: false, problems: [] });
    actor.send({ type: 'CHANGE_CSN', value: ' 1234567890 ' });
    actor.send({ type: 'CONFIRM', checked: true });
    actor.send({ type: 'REGISTER' });
    expect(actors.inputOf('register card')).toEqual({ csn: '1234567890' });
    await actors.reject('register card', WRONG_CSN);
    expect(actor.getSnapshot().context).toMatchObject({ csn: ' 1234567890 ', confirmed: true, problems: [{ text: 'This is not the serial number of your card.' }] });
    actor.send({ type: 'REGISTER' });
    await actors.resolve('register card', { message: 'ok' });
    expect(actors.isPending('load account')).toBe(true);
    await actors.resolve('load account', ACCOUNTS.active);
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context).toMatchObject({ csn: '', confirmed: false, problems: [] });
  });

  it('shows a rate limit\'s message as the server words it', async () => {
    const actors = new DeferredActors();
    const actor = createActor(clubCardMachine.provide({ actors: { 'load account': actors.logic('load account'), 'register card': actors.logic('register card') } })).start();
    await actors.resolve('load account', ACCOUNTS['issued, not registered']);
    actor.send({ type: 'CHANGE_CSN', value: '1234567890' });
    actor.send({ type: 'CONFIRM', checked: true });
    actor.send({ type: 'REGISTER' });
    await actors.reject('register card', { status: 429, body: { message: 'Too many attempts. Try again later.' }, retryAfter: 60 });
    expect(actor.getSnapshot().context.problems).toEqual([{ text: 'Too many attempts. Try again later.' }]);
  });
});
