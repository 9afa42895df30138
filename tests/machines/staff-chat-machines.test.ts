/**
 * The chat inbox's machines against issue 27 §2 "Chat inbox": the inbox (filter, the open
 * conversation, a reading every 5 s so another agent's answer and typing show up) with a
 * model-based walk of every state and transition checked against the table below; and one open
 * conversation (the reply under the member's message rules, kept when sending fails; close and
 * reopen; "is typing" marks at most every 4 s, half the 8 s a mark lasts) by its rules and by a
 * model-based walk of both its regions together, checked against the table below.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { staffConversationMachine, type StaffConversationEvent } from '../../machines/staff-conversation-machine';
import { staffInboxMachine, type StaffInboxEvent } from '../../machines/staff-inbox-machine';
import { DeferredActors, ManualClock } from '../app/support/machine-harness';
import { reachableTable, stateName, testRequirements, type Outcome, type RequirementTable } from '../app/support/requirement-walk';

const OFFLINE = new Error('offline');
/** The inbox is read again every 5 s; a typing mark is sent at most every 4 s (it lasts 8 s on the server). */
const POLL_MS = 5_000;
const MARK_PAUSE_MS = 4_000;

describe('staff inbox machine', () => {
  type Snapshot = SnapshotFrom<typeof staffInboxMachine>;
  type WalkEvent = StaffInboxEvent
    | { type: 'xstate.after.poll delay.staffInbox.watching' }
    | { type: 'xstate.done.actor.refresh inbox' } | { type: 'xstate.error.actor.refresh inbox'; error: unknown };

  function events(snapshot: Snapshot): WalkEvent[] {
    const all: WalkEvent[] = [{ type: 'SELECT', uuid: 'c-1' }, { type: 'BACK' }, { type: 'FILTER', filter: 'closed' }];
    if (snapshot.matches('watching')) all.push({ type: 'xstate.after.poll delay.staffInbox.watching' });
    if (snapshot.matches('refreshing')) all.push({ type: 'xstate.done.actor.refresh inbox' }, { type: 'xstate.error.actor.refresh inbox', error: OFFLINE });
    return all;
  }

  const EVENT_NAMES: Record<WalkEvent['type'], string> = {
    SELECT: 'pick a conversation',
    BACK: 'Back to the inbox',
    FILTER: 'pick a filter',
    'xstate.after.poll delay.staffInbox.watching': '5 s pass',
    'xstate.done.actor.refresh inbox': 'reading: done',
    'xstate.error.actor.refresh inbox': 'reading: failed',
  };

  const stateOf = (snapshot: Snapshot) => stateName(String(snapshot.value), snapshot.context.selected !== null && 'conversation open');

  /**
   * - Picking a conversation opens it, "Back to the inbox" closes it; neither waits for a reading.
   * - Every 5 s of watching, the list and the open conversation are read again; a failed reading waits for the next.
   * - A filter changes what is listed, not the step.
   */
  const read = (open: string | false) => ({ to: stateName('refreshing', open), calls: ['refresh inbox'] });
  const answered = (open: string | false) => ({ 'reading: done': stateName('watching', open), 'reading: failed': stateName('watching', open) });
  const TABLE: RequirementTable<string> = {
    'watching': { 'pick a conversation': 'watching, conversation open', '5 s pass': read(false) },
    'watching, conversation open': { 'Back to the inbox': 'watching', '5 s pass': read('conversation open') },
    'refreshing': { 'pick a conversation': 'refreshing, conversation open', ...answered(false) },
    'refreshing, conversation open': { 'Back to the inbox': 'refreshing', ...answered('conversation open') },
  };

  const start = () => {
    const actors = new DeferredActors();
    const clock = new ManualClock();
    const actor = createActor(staffInboxMachine.provide({ actors: { 'refresh inbox': actors.logic('refresh inbox') } }), { clock }).start();
    return { actors, clock, actor, context: () => actor.getSnapshot().context };
  };

  describe('every state and transition as the requirement says', () => {
    testRequirements<typeof staffInboxMachine, WalkEvent, string>({
      machine: staffInboxMachine, input: undefined, events, stateOf, eventName: (event) => EVENT_NAMES[event.type], table: TABLE,
      start() {
        const { actors, clock, actor } = start();
        return {
          snapshot: () => actor.getSnapshot(),
          takeCalls: () => actors.takeStarted(),
          async deliver(event) {
            if (event.type === 'xstate.after.poll delay.staffInbox.watching') clock.fire(POLL_MS);
            else if (event.type === 'xstate.done.actor.refresh inbox') await actors.resolve('refresh inbox');
            else if (event.type === 'xstate.error.actor.refresh inbox') await actors.reject('refresh inbox', event.error);
            else actor.send(event);
          },
        };
      },
    });
  });

  it('lists the waiting and in-progress conversations first, then the filter picked, keeping the open one', () => {
    const { actor, context } = start();
    expect(context()).toEqual({ filter: 'active', selected: null });
    actor.send({ type: 'SELECT', uuid: 'c-1' });
    actor.send({ type: 'FILTER', filter: 'closed' });
    expect(context()).toEqual({ filter: 'closed', selected: 'c-1' });
    actor.send({ type: 'SELECT', uuid: 'c-2' });
    expect(context().selected).toBe('c-2');
  });

  it('reads again every 5 s, never sooner', async () => {
    const { actors, clock, actor } = start();
    expect(clock.pending()).toEqual([POLL_MS]);
    clock.fire(POLL_MS);
    expect(actors.takeStarted()).toEqual(['refresh inbox']);
    await actors.resolve('refresh inbox');
    expect(actor.getSnapshot().value).toBe('watching');
    expect(clock.pending()).toEqual([POLL_MS]);
  });
});

describe('staff conversation machine', () => {
  function open(draft?: string) {
    const actors = new DeferredActors();
    const clock = new ManualClock();
    /** The reply as the console was last told to keep it for this conversation. */
    const kept: string[] = [];
    const machine = staffConversationMachine.provide({
      actors: { 'send reply': actors.logic('send reply'), 'change status': actors.logic('change status'), 'mark typing': actors.logic('mark typing') },
      actions: { 'keep draft': ({ context }) => void kept.push(context.draft) },
    });
    const actor = createActor(machine, { clock, input: { draft } }).start();
    const type = (value: string) => actor.send({ type: 'TYPE', value });
    return { actors, clock, actor, type, kept, context: () => actor.getSnapshot().context, reply: () => (actor.getSnapshot().value as { reply: string }).reply };
  }

  it('opens with the reply the agent left unsent in this conversation', () => {
    expect(open('Half a sentence').context().draft).toBe('Half a sentence');
    expect(open().context().draft).toBe('');
  });

  it('has the console keep the reply at every keystroke, and an empty one once it is sent', async () => {
    const { actors, actor, type, kept } = open();
    type('T');
    type('Th');
    expect(kept).toEqual(['T', 'Th']);
    actor.send({ type: 'SEND' });
    await actors.reject('send reply', new TypeError('Failed to fetch'));
    expect(kept).toEqual(['T', 'Th']);
    actor.send({ type: 'SEND' });
    await actors.resolve('send reply');
    expect(kept).toEqual(['T', 'Th', '']);
  });

  it('sends the reply trimmed and empties the box once it is sent', async () => {
    const { actors, actor, type, context, reply } = open();
    type('  Thank you, we are on it.  ');
    actor.send({ type: 'SEND' });
    expect(reply()).toBe('sending');
    expect(actors.inputOf('send reply')).toEqual({ message: 'Thank you, we are on it.' });
    await actors.resolve('send reply');
    expect(reply()).toBe('idle');
    expect(context()).toMatchObject({ draft: '', sendFailed: false, problem: null });
  });

  it('keeps what is typed while the reply is being sent: only the reply sent leaves the box', async () => {
    const { actors, actor, type, context, kept } = open();
    type('Your card is on its way.');
    actor.send({ type: 'SEND' });
    type('Your card is on its way. It left today.');
    await actors.resolve('send reply');
    expect(context().draft).toBe(' It left today.');
    expect(kept.at(-1)).toBe(' It left today.');
    type('Another answer');
    actor.send({ type: 'SEND' });
    type('Something else entirely');
    await actors.resolve('send reply');
    expect(context().draft).toBe('Something else entirely');
  });

  it('keeps the typed reply when sending fails, and sends it again on the next Send', async () => {
    const { actors, actor, type, context } = open();
    type('Your card is on its way.');
    actor.send({ type: 'SEND' });
    await actors.reject('send reply', OFFLINE);
    expect(context()).toMatchObject({ draft: 'Your card is on its way.', sendFailed: true });
    actor.send({ type: 'SEND' });
    expect(actors.inputOf('send reply')).toEqual({ message: 'Your card is on its way.' });
    await actors.resolve('send reply');
    expect(context()).toMatchObject({ draft: '', sendFailed: false });
  });

  it('refuses an empty reply and one over 5000 characters (the member\'s message rules) without sending; typing hides the message', () => {
    const { actors, actor, type, context, reply } = open();
    type('   ');
    actor.send({ type: 'SEND' });
    expect(context().problem).toBe('required');
    type('x'.repeat(5001));
    expect(context().problem).toBeNull();
    actor.send({ type: 'SEND' });
    expect(context().problem).toBe('tooLong');
    expect(reply()).toBe('idle');
    expect(actors.takeStarted().filter((call) => call === 'send reply')).toEqual([]);
    type('x'.repeat(5000));
    actor.send({ type: 'SEND' });
    expect(reply()).toBe('sending');
  });

  it('closes and reopens; a failure is shown and the reply typed meanwhile is kept', async () => {
    const { actors, actor, type, context, reply } = open();
    type('Half a reply');
    actor.send({ type: 'CHANGE_STATUS', to: 'close' });
    expect(reply()).toBe('changingStatus');
    expect(actors.inputOf('change status')).toEqual({ to: 'close' });
    // Send waits while the status changes.
    actor.send({ type: 'SEND' });
    expect(actors.isPending('send reply')).toBe(false);
    await actors.reject('change status', OFFLINE);
    expect(context()).toMatchObject({ statusFailed: true, draft: 'Half a reply' });
    actor.send({ type: 'CHANGE_STATUS', to: 'reopen' });
    expect(actors.inputOf('change status')).toEqual({ to: 'reopen' });
    await actors.resolve('change status');
    expect(context().statusFailed).toBe(false);
    expect(reply()).toBe('idle');
  });

  it('tells the other agents he is typing at most once every 4 s, and not for spaces', async () => {
    const { actors, clock, type } = open();
    const marks = () => actors.takeStarted().filter((call) => call === 'mark typing').length;
    type(' ');
    expect(marks()).toBe(0);
    type('H');
    expect(marks()).toBe(1);
    type('He');
    type('Hel');
    expect(marks()).toBe(0);
    // A failed mark costs nothing: the pause starts all the same.
    await actors.reject('mark typing', OFFLINE);
    type('Hell');
    expect(marks()).toBe(0);
    clock.fire(MARK_PAUSE_MS);
    type('Hello');
    expect(marks()).toBe(1);
  });
});

describe('staff conversation machine: every state and transition as the requirement says', () => {
  type Snapshot = SnapshotFrom<typeof staffConversationMachine>;
  const PAUSE = 'xstate.after.typing mark pause.staffConversation.typing.resting';
  type Call = 'send reply' | 'change status' | 'mark typing';
  type WalkEvent = StaffConversationEvent
    | { type: typeof PAUSE }
    | { type: `xstate.done.actor.${Call}` } | { type: `xstate.error.actor.${Call}`; error: unknown };

  /** The conversation opens with the reply the agent left unsent in it (the console keeps one per conversation). */
  const REPLY = 'Thank you, we are on it.';
  const TOO_LONG = 'x'.repeat(5001);

  function events(snapshot: Snapshot): WalkEvent[] {
    const all: WalkEvent[] = [
      { type: 'TYPE', value: REPLY }, { type: 'TYPE', value: '   ' }, { type: 'TYPE', value: TOO_LONG },
      // Reopen is Close's twin for the machine (only the call's input differs: a rule above).
      { type: 'SEND' }, { type: 'CHANGE_STATUS', to: 'close' },
    ];
    const settled = (call: Call): WalkEvent[] => [{ type: `xstate.done.actor.${call}` }, { type: `xstate.error.actor.${call}`, error: OFFLINE }];
    if (snapshot.matches({ reply: 'sending' })) all.push(...settled('send reply'));
    if (snapshot.matches({ reply: 'changingStatus' })) all.push(...settled('change status'));
    if (snapshot.matches({ typing: 'marking' })) all.push(...settled('mark typing'));
    if (snapshot.matches({ typing: 'resting' })) all.push({ type: PAUSE });
    return all;
  }

  const callOf = (type: string) => type.replace(/^xstate\.(done|error)\.actor\./, '') as Call;
  const CALL_NAMES: Record<Call, string> = { 'send reply': 'sending', 'change status': 'status change', 'mark typing': 'typing mark' };

  function eventName(event: WalkEvent): string {
    if (event.type === 'TYPE') return event.value === REPLY ? 'type a reply' : event.value === TOO_LONG ? 'type 5001 characters' : 'type only spaces';
    if (event.type === 'SEND') return 'Send reply';
    if (event.type === 'CHANGE_STATUS') return 'Close conversation';
    if (event.type === PAUSE) return '4 s pass';
    return `${CALL_NAMES[callOf(event.type)]}: ${event.type.startsWith('xstate.done') ? 'done' : 'failed'}`;
  }

  type Reply = 'reply box' | 'sending' | 'changing status';
  type Typing = 'quiet' | 'telling others' | 'pausing';
  type Box = 'no reply' | 'a reply' | 'a reply too long';
  interface Facts { reply: Reply; typing: Typing; box: Box; rule: 'required shown' | 'too long shown' | null; sendFailed: boolean; statusFailed: boolean }

  const REPLY_STEPS = { idle: 'reply box', sending: 'sending', changingStatus: 'changing status' } as const satisfies Record<string, Reply>;
  const TYPING_STEPS = { quiet: 'quiet', marking: 'telling others', resting: 'pausing' } as const satisfies Record<string, Typing>;
  const nameOf = (facts: Facts) => stateName(
    facts.reply, facts.typing, facts.box, facts.rule, facts.sendFailed && 'send failure shown', facts.statusFailed && 'status failure shown',
  );
  const boxOf = (text: string): Box => (text.trim() === '' ? 'no reply' : text.trim().length > 5000 ? 'a reply too long' : 'a reply');

  function stateOf(snapshot: Snapshot): string {
    const { value, context } = snapshot;
    const { reply, typing } = value as { reply: keyof typeof REPLY_STEPS; typing: keyof typeof TYPING_STEPS };
    return nameOf({
      reply: REPLY_STEPS[reply],
      typing: TYPING_STEPS[typing],
      box: boxOf(context.draft),
      rule: context.problem === null ? null : context.problem === 'required' ? 'required shown' : 'too long shown',
      sendFailed: context.sendFailed,
      statusFailed: context.statusFailed,
    });
  }

  const keep = (box: Box) => `keep draft: ${box}`;

  /**
   * The requirement (issue 27 §2 "Chat inbox", docs/portal.md, the machine's doc comment), by region:
   * - typing, whatever the reply does: the box takes what is typed, a rule message goes, and the
   *   console keeps the reply as typed; when no mark was sent lately, typed text (not spaces) sends
   *   one; whatever its answer, no other is sent until 4 s have passed.
   * - the reply box: Send with a reply sends it (trimmed); a reply empty or over 5000 characters
   *   says which rule it breaks and sends nothing. Close (or Reopen) asks the server.
   * - sending: once sent, the reply sent leaves the box (text typed meanwhile is unsent and stays)
   *   and the console keeps what is left; a failed send keeps the reply and says so until a send
   *   succeeds. Nothing else is sent meanwhile.
   * - changing the status: done hides an earlier failure, a failure is said; nothing else is sent meanwhile.
   */
  function outcomes(facts: Facts): Record<string, Outcome<string>> {
    const to = (change: Partial<Facts>) => nameOf({ ...facts, ...change });
    const typed = (box: Box): Outcome<string> => (facts.typing === 'quiet' && box !== 'no reply'
      ? { to: to({ box, rule: null, typing: 'telling others' }), calls: [keep(box), 'mark typing'] }
      : { to: to({ box, rule: null }), calls: [keep(box)] });
    const table: Record<string, Outcome<string>> = {
      'type a reply': typed('a reply'),
      'type only spaces': typed('no reply'),
      'type 5001 characters': typed('a reply too long'),
    };
    if (facts.typing === 'telling others') Object.assign(table, { 'typing mark: done': to({ typing: 'pausing' }), 'typing mark: failed': to({ typing: 'pausing' }) });
    if (facts.typing === 'pausing') table['4 s pass'] = to({ typing: 'quiet' });
    if (facts.reply === 'reply box') {
      table['Send reply'] = facts.box === 'a reply' ? { to: to({ reply: 'sending' }), calls: ['send reply'] }
        : to({ rule: facts.box === 'no reply' ? 'required shown' : 'too long shown' });
      table['Close conversation'] = { to: to({ reply: 'changing status' }), calls: ['change status'] };
    }
    if (facts.reply === 'sending') {
      // The reply sent is the one in the box at Send ("a reply"): a box that still holds it is emptied.
      const left: Box = facts.box === 'a reply' ? 'no reply' : facts.box;
      table['sending: done'] = { to: to({ reply: 'reply box', box: left, sendFailed: false }), calls: [keep(left)] };
      table['sending: failed'] = to({ reply: 'reply box', sendFailed: true });
    }
    if (facts.reply === 'changing status') {
      table['status change: done'] = to({ reply: 'reply box', statusFailed: false });
      table['status change: failed'] = to({ reply: 'reply box', statusFailed: true });
    }
    return table;
  }

  function allFacts(): Facts[] {
    const all: Facts[] = [];
    for (const reply of ['reply box', 'sending', 'changing status'] as const) {
      for (const typing of ['quiet', 'telling others', 'pausing'] as const) {
        for (const box of ['no reply', 'a reply', 'a reply too long'] as const) {
          for (const rule of [null, 'required shown', 'too long shown'] as const) {
            for (const sendFailed of [false, true]) {
              for (const statusFailed of [false, true]) all.push({ reply, typing, box, rule, sendFailed, statusFailed });
            }
          }
        }
      }
    }
    return all;
  }

  const START = nameOf({ reply: 'reply box', typing: 'quiet', box: 'a reply', rule: null, sendFailed: false, statusFailed: false });
  const TABLE: RequirementTable<string> = reachableTable(Object.fromEntries(allFacts().map((facts) => [nameOf(facts), outcomes(facts)])), START);

  /**
   * One machine for all of the walk's paths, as providing a machine costs more than walking a path:
   * each path starts a fresh actor with its own clock, and takes the calls started before it.
   */
  const actors = new DeferredActors();
  const kept: string[] = [];
  const walked = staffConversationMachine.provide({
    actors: { 'send reply': actors.logic('send reply'), 'change status': actors.logic('change status'), 'mark typing': actors.logic('mark typing') },
    actions: { 'keep draft': ({ context }) => void kept.push(context.draft) },
  });

  testRequirements<typeof staffConversationMachine, WalkEvent, string>({
    machine: staffConversationMachine,
    input: { draft: REPLY },
    events,
    stateOf,
    eventName,
    table: TABLE,
    start() {
      const clock = new ManualClock();
      const actor = createActor(walked, { clock, input: { draft: REPLY } }).start();
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls: () => [...kept.splice(0).map((draft) => keep(boxOf(draft))), ...actors.takeStarted()],
        async deliver(event) {
          if (event.type === PAUSE) clock.fire(MARK_PAUSE_MS);
          else if (event.type.startsWith('xstate.done.actor.')) await actors.resolve(callOf(event.type));
          else if ('error' in event) await actors.reject(callOf(event.type), event.error);
          else actor.send(event as StaffConversationEvent);
        },
      };
    },
  });
});
