/**
 * The machines of the team, profile and support pages against their requirement: the form
 * (SPEC §2 Team, Profile; §5 Team member, Profile, Support), the profile picture (§5 Avatar,
 * docs/server.md: PNG or JPEG up to 5 MB), the support conversation (§2 Support chat, §5 Support;
 * README: read again every 10 s) and the removal confirmed in a dialog (§4 Projects: confirm
 * prompts name what goes). Each has a model-based walk of every state and transition whose every
 * step is checked against a table written below, and its rules said plainly.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { avatarMachine, type AvatarEvent } from '../../machines/avatar-machine';
import { chatMachine, type ChatEvent } from '../../machines/chat-machine';
import { confirmedRemovalMachine, type ConfirmedRemovalEvent, type RemovalTarget } from '../../machines/confirmed-removal-machine';
import { changedFields, formMachine, type FormEvent, type FormInput, type FormProblems, type FormValues } from '../../machines/form-machine';
import { DeferredActors, ManualClock } from '../app/support/machine-harness';
import { stateName, testRequirements, type RequirementTable, type RequirementWalk } from '../app/support/requirement-walk';

const OFFLINE = new Error('offline');
const refused = (status: number, errors: Record<string, string[]>) => ({ status, body: { message: 'The given data was invalid.', errors }, retryAfter: null });

/** Settles the fake call a done/error event of the walk names, or sends the event to the actor. */
async function deliverTo(actor: { send: (event: never) => void }, actors: DeferredActors, event: { type: string; output?: unknown; error?: unknown }) {
  const ended = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (ended?.[1] === 'done') await actors.resolve(ended[2] ?? '', event.output);
  else if (ended) await actors.reject(ended[2] ?? '', event.error);
  else actor.send(event as never);
}


describe('form machine', () => {
  const validate = (values: FormValues): FormProblems => (String(values.name).trim() === '' ? { name: ['required'] } : {});
  const SERVER_MESSAGE = refused(422, { name: ['Letters are not allowed.'] });

  /** SPEC §9: the form's success message clears after 5 s. */
  const SUCCESS_MESSAGE_MS = 5000;
  const SUCCESS_MESSAGE_PASSES = 'xstate.after.success message time.form.display';

  type Snapshot = SnapshotFrom<typeof formMachine>;
  type WalkEvent = FormEvent
    | { type: 'xstate.done.actor.submit'; output: unknown } | { type: 'xstate.error.actor.submit'; error: unknown }
    | { type: typeof SUCCESS_MESSAGE_PASSES };

  const events = (snapshot: Snapshot): WalkEvent[] => [
    { type: 'EDIT' },
    { type: 'CHANGE', field: 'name', value: '' },
    { type: 'CHANGE', field: 'name', value: 'Ola' },
    { type: 'CANCEL' },
    { type: 'SUBMIT' },
    ...(snapshot.matches('display') ? [{ type: SUCCESS_MESSAGE_PASSES } as const] : []),
    ...(snapshot.matches('submitting')
      ? [{ type: 'xstate.done.actor.submit', output: 'uuid-1' } as const, ...[SERVER_MESSAGE, OFFLINE].map((error) => ({ type: 'xstate.error.actor.submit' as const, error }))]
      : []),
  ];

  function eventName(event: WalkEvent): string {
    switch (event.type) {
      case 'EDIT': return 'Edit';
      case 'CHANGE': return event.value === '' ? 'empty the name' : 'type a name';
      case 'CANCEL': return 'Cancel';
      case 'SUBMIT': return 'Save';
      case SUCCESS_MESSAGE_PASSES: return '5 s pass';
      case 'xstate.done.actor.submit': return 'sending: saved';
      case 'xstate.error.actor.submit': return event.error === OFFLINE ? 'sending: failed' : 'sending: refused';
    }
  }

  /** The step, the name field against the shown (saved) one, and the messages on the page. */
  function stateOf(snapshot: Snapshot): string {
    const { values, initial, problems, failed, saved } = snapshot.context;
    const message = problems.name?.[0];
    return stateName(
      String(snapshot.value),
      values.name === '' ? 'name empty' : values.name !== initial.name && 'name changed',
      message === 'required' && 'name required shown',
      message !== undefined && message !== 'required' && 'server message shown',
      failed && 'failure shown',
      saved && 'saved shown',
    );
  }

  const send = { to: 'submitting', calls: ['submit'] } as const;
  const sendChanged = { to: 'submitting, name changed', calls: ['submit'] } as const;
  /** Typing in the open form: the field's own message goes, a failure stays until the next Save. */
  const typing = (failure: string | false) => ({
    'empty the name': stateName('editing, name empty', failure),
    'type a name': stateName('editing, name changed', failure),
    'Cancel': 'display',
  });

  /**
   * SPEC §2 Profile (blocks toggle between display and edit), §5 (only changed fields sent, the
   * form's rules), §8 (the server's messages by field, else the generic line); the machine's
   * header: a form without fields is a button that sends from display, one call at a time.
   * - Edit opens the fields, the last messages and "Saved." gone; Cancel shows the saved values again.
   * - Save with a rule broken stays and shows the rule's message; else the form is sent.
   * - Sent: the values sent are the saved ones, "Saved." shows; refused: back to the fields with
   *   the server's message by its field; failed otherwise: the generic failure. What was typed stays.
   * - "Saved." clears 5 s after the save (SPEC §9).
   * - While it is sent nothing else is taken.
   */
  const TABLE: RequirementTable<string> = {
    'display': { 'Edit': 'editing', 'Save': send },
    'display, saved shown': { 'Edit': 'editing', 'Save': send, '5 s pass': 'display' },
    'editing': { ...typing(false), 'Save': send },
    'editing, name changed': { ...typing(false), 'Save': sendChanged },
    'editing, name empty': { ...typing(false), 'Save': 'editing, name empty, name required shown' },
    'editing, name empty, name required shown': typing(false),
    'editing, server message shown': { ...typing(false), 'Save': send },
    'editing, name changed, server message shown': { ...typing(false), 'Save': sendChanged },
    'editing, failure shown': { ...typing('failure shown'), 'Save': send },
    'editing, name changed, failure shown': { ...typing('failure shown'), 'Save': sendChanged },
    'editing, name empty, failure shown': { ...typing('failure shown'), 'Save': 'editing, name empty, name required shown' },
    'submitting': { 'sending: saved': 'display, saved shown', 'sending: refused': 'editing, server message shown', 'sending: failed': 'editing, failure shown' },
    'submitting, name changed': {
      'sending: saved': 'display, saved shown',
      'sending: refused': 'editing, name changed, server message shown',
      'sending: failed': 'editing, name changed, failure shown',
    },
  };

  const SHOWS = {
    'editing, name empty, name required shown': (snapshot: Snapshot) => expect(snapshot.context.problems).toEqual({ name: ['required'] }),
    'editing, server message shown': (snapshot: Snapshot) => expect(snapshot.context.problems).toEqual({ name: ['Letters are not allowed.'] }),
    'editing, name changed, server message shown': (snapshot: Snapshot) => expect(snapshot.context.problems).toEqual({ name: ['Letters are not allowed.'] }),
  };

  function walkOf(input: FormInput): RequirementWalk<typeof formMachine, WalkEvent, string> {
    return {
      machine: formMachine, input, events, stateOf, eventName, table: TABLE, shows: SHOWS,
      start() {
        const actors = new DeferredActors();
        const clock = new ManualClock();
        const actor = createActor(formMachine.provide({ actors: { submit: actors.logic('submit') } }), { input, clock }).start();
        return {
          snapshot: () => actor.getSnapshot(),
          takeCalls: () => actors.takeStarted(),
          deliver: (event) => (event.type === SUCCESS_MESSAGE_PASSES ? clock.fire(SUCCESS_MESSAGE_MS) : deliverTo(actor, actors, event)),
        };
      },
    };
  }

  describe('a profile block: every state and transition as the requirement says', () => {
    testRequirements(walkOf({ values: { name: 'Jan' }, validate, startIn: 'display' }));
  });

  describe('an add form: every state and transition as the requirement says', () => {
    testRequirements(walkOf({ values: { name: 'Jan' }, validate }));
  });

  it('opens a profile block in display and any other form ready for typing', () => {
    const opened = (input: FormInput) => createActor(formMachine, { input }).start().getSnapshot().value;
    expect(opened({ values: { name: 'Jan' }, startIn: 'display' })).toBe('display');
    expect(opened({ values: { name: 'Jan' } })).toBe('editing');
  });

  it('sends only the changed fields, trimmed', () => {
    expect(changedFields({ name: 'Jan', city: 'Kraków', sms: false }, { name: ' Jan ', city: 'Gdańsk ', sms: true })).toEqual({ city: 'Gdańsk', sms: true });
  });

  it("keeps what was typed and shows the server's messages by field when a submit is refused", async () => {
    const actors = new DeferredActors();
    const actor = createActor(formMachine.provide({ actors: { submit: actors.logic('submit') } }), {
      input: { values: { name: 'Jan', email: 'jan@x.pl' }, validate, startIn: 'display' },
    }).start();
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'CHANGE', field: 'name', value: '' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.problems).toEqual({ name: ['required'] });
    actor.send({ type: 'CHANGE', field: 'email', value: 'taken@x.pl' });
    actor.send({ type: 'CHANGE', field: 'name', value: 'Janek' });
    actor.send({ type: 'SUBMIT' });
    expect(actors.inputOf('submit')).toEqual({ changed: { name: 'Janek', email: 'taken@x.pl' }, values: { name: 'Janek', email: 'taken@x.pl' } });
    await actors.reject('submit', refused(422, { email: ['The email has already been taken.'] }));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ values: { name: 'Janek', email: 'taken@x.pl' }, problems: { email: ['The email has already been taken.'] }, failed: false });
    actor.send({ type: 'SUBMIT' });
    await actors.resolve('submit', 'ok');
    expect(actor.getSnapshot().context).toMatchObject({ saved: true, initial: { name: 'Janek' } });
    // Cancel after a change shows the saved values again.
    actor.send({ type: 'EDIT' });
    actor.send({ type: 'CHANGE', field: 'name', value: 'X' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context.values.name).toBe('Janek');
  });
});

describe('avatar machine', () => {
  /** docs/server.md: PNG or JPEG of at most 5 MB. */
  const LIMIT_BYTES = 5 * 1024 * 1024;
  const PICTURE = new File([new Uint8Array(10)], 'me.png', { type: 'image/png' });
  const LARGE = new File([new Uint8Array(LIMIT_BYTES + 1)], 'big.png', { type: 'image/png' });
  const NOT_AN_IMAGE = refused(422, { file: ['The file must be a PNG or JPEG image.'] });
  const TOO_LARGE = { status: 413, body: { message: 'Payload Too Large' }, retryAfter: null };

  type Snapshot = SnapshotFrom<typeof avatarMachine>;
  type WalkEvent = AvatarEvent
    | { type: 'xstate.done.actor.upload' } | { type: 'xstate.error.actor.upload'; error: unknown }
    | { type: 'xstate.done.actor.remove' } | { type: 'xstate.error.actor.remove'; error: unknown };

  function events(snapshot: Snapshot): WalkEvent[] {
    const all: WalkEvent[] = [{ type: 'CHOOSE', file: PICTURE }, { type: 'CHOOSE', file: LARGE }, { type: 'CHOOSE', file: null }, { type: 'UPLOAD' }, { type: 'REMOVE' }];
    if (snapshot.matches('uploading')) all.push({ type: 'xstate.done.actor.upload' }, ...[NOT_AN_IMAGE, TOO_LARGE, OFFLINE].map((error) => ({ type: 'xstate.error.actor.upload' as const, error })));
    if (snapshot.matches('removing')) all.push({ type: 'xstate.done.actor.remove' }, { type: 'xstate.error.actor.remove', error: OFFLINE });
    return all;
  }

  const FAILURES = new Map<unknown, string>([[NOT_AN_IMAGE, 'refused'], [TOO_LARGE, 'too large'], [OFFLINE, 'failed']]);
  function eventName(event: WalkEvent): string {
    switch (event.type) {
      case 'CHOOSE': return event.file === null ? 'cancel the choice' : event.file === LARGE ? 'choose a picture over 5 MB' : 'choose a picture';
      case 'UPLOAD': return 'Upload';
      case 'REMOVE': return 'Remove picture';
      case 'xstate.done.actor.upload': return 'upload: saved';
      case 'xstate.error.actor.upload': return `upload: ${FAILURES.get(event.error) ?? '?'}`;
      case 'xstate.done.actor.remove': return 'removal: done';
      case 'xstate.error.actor.remove': return 'removal: failed';
    }
  }

  /** The step, the file chosen, and (between calls) the message by the field or "Saved.". */
  function stateOf(snapshot: Snapshot): string {
    const { file, problem, saved } = snapshot.context;
    const idle = snapshot.matches('idle');
    return stateName(
      String(snapshot.value),
      file !== null && (file.size > LIMIT_BYTES ? 'picture over 5 MB chosen' : 'picture chosen'),
      idle && problem === 'tooLarge' && 'too large shown',
      idle && problem === 'generic' && 'failure shown',
      idle && problem !== null && problem !== 'tooLarge' && problem !== 'generic' && 'refusal shown',
      idle && saved && 'saved shown',
    );
  }

  /** Choosing replaces the file and clears the last message; cancelling the dialog leaves none. */
  const choosing = { 'choose a picture': 'idle, picture chosen', 'choose a picture over 5 MB': 'idle, picture over 5 MB chosen', 'cancel the choice': 'idle' };
  const noFile = { ...choosing, 'Remove picture': { to: 'removing', calls: ['remove'] } };
  const picture = {
    ...choosing,
    'Upload': { to: 'uploading, picture chosen', calls: ['upload'] },
    'Remove picture': { to: 'removing, picture chosen', calls: ['remove'] },
  };
  const largePicture = {
    ...choosing,
    'Upload': 'idle, picture over 5 MB chosen, too large shown',
    'Remove picture': { to: 'removing, picture over 5 MB chosen', calls: ['remove'] },
  };

  /**
   * SPEC §5 Avatar (PNG or JPEG, Upload off without a file), docs/server.md (at most 5 MB: 413
   * above, 422 for another type), the machine's header (the size checked here, the server's
   * refusal shown by the field):
   * - Upload does nothing without a file, refuses a file over 5 MB here, and uploads a picture.
   * - Remove picture removes the current picture, whatever is chosen.
   * - Done, "Saved." shows and the chosen file is forgotten; a failure keeps the file and shows its
   *   reason (too large, the server's message for the file, or the generic failure), without "Saved.".
   * - While a call runs nothing else is taken.
   */
  const TABLE: RequirementTable<string> = {
    'idle': noFile,
    'idle, saved shown': noFile,
    'idle, failure shown': noFile,
    'idle, picture chosen': picture,
    'idle, picture chosen, refusal shown': picture,
    'idle, picture chosen, too large shown': picture,
    'idle, picture chosen, failure shown': picture,
    'idle, picture over 5 MB chosen': largePicture,
    'idle, picture over 5 MB chosen, too large shown': largePicture,
    'idle, picture over 5 MB chosen, failure shown': largePicture,
    'uploading, picture chosen': {
      'upload: saved': 'idle, saved shown',
      'upload: refused': 'idle, picture chosen, refusal shown',
      'upload: too large': 'idle, picture chosen, too large shown',
      'upload: failed': 'idle, picture chosen, failure shown',
    },
    'removing': { 'removal: done': 'idle, saved shown', 'removal: failed': 'idle, failure shown' },
    'removing, picture chosen': { 'removal: done': 'idle, saved shown', 'removal: failed': 'idle, picture chosen, failure shown' },
    'removing, picture over 5 MB chosen': { 'removal: done': 'idle, saved shown', 'removal: failed': 'idle, picture over 5 MB chosen, failure shown' },
  };

  const SHOWS = {
    'idle, picture chosen, refusal shown': (snapshot: Snapshot) => expect(snapshot.context.problem).toBe('The file must be a PNG or JPEG image.'),
  };

  describe('every state and transition as the requirement says', () => {
    testRequirements<typeof avatarMachine, WalkEvent, string>({
      machine: avatarMachine, input: undefined, events, stateOf, eventName, table: TABLE, shows: SHOWS,
      start() {
        const actors = new DeferredActors();
        const actor = createActor(avatarMachine.provide({ actors: { upload: actors.logic('upload'), remove: actors.logic('remove') } })).start();
        return { snapshot: () => actor.getSnapshot(), takeCalls: () => actors.takeStarted(), deliver: (event) => deliverTo(actor, actors, event) };
      },
    });
  });

  const start = () => {
    const actors = new DeferredActors();
    const actor = createActor(avatarMachine.provide({ actors: { upload: actors.logic('upload'), remove: actors.logic('remove') } })).start();
    return { actors, actor, context: () => actor.getSnapshot().context };
  };

  it("uploads only a chosen file of at most 5 MB, and shows the server's refusal", async () => {
    const { actors, actor, context } = start();
    actor.send({ type: 'UPLOAD' });
    expect(actors.isPending('upload')).toBe(false);
    actor.send({ type: 'CHOOSE', file: LARGE });
    actor.send({ type: 'UPLOAD' });
    expect(context().problem).toBe('tooLarge');
    const atLimit = new File([new Uint8Array(LIMIT_BYTES)], 'limit.png', { type: 'image/png' });
    actor.send({ type: 'CHOOSE', file: atLimit });
    actor.send({ type: 'UPLOAD' });
    expect(actors.inputOf('upload')).toEqual({ file: atLimit });
    await actors.reject('upload', NOT_AN_IMAGE);
    expect(context().problem).toBe('The file must be a PNG or JPEG image.');
    actor.send({ type: 'UPLOAD' });
    await actors.reject('upload', TOO_LARGE);
    expect(context().problem).toBe('tooLarge');
  });

  it('never shows "Saved." beside a failure: a failed removal after a saved upload shows only the failure', async () => {
    const { actors, actor, context } = start();
    actor.send({ type: 'CHOOSE', file: PICTURE });
    actor.send({ type: 'UPLOAD' });
    await actors.resolve('upload');
    expect(context()).toMatchObject({ saved: true, problem: null });
    actor.send({ type: 'REMOVE' });
    await actors.reject('remove', OFFLINE);
    expect(context()).toMatchObject({ saved: false, problem: 'generic' });
  });
});

describe('chat machine', () => {
  /** README "Team, profile and support pages": a conversation is read again every 10 s while it is open. */
  const POLL_MS = 10_000;

  type Snapshot = SnapshotFrom<typeof chatMachine>;
  type WalkEvent = ChatEvent
    | { type: 'xstate.after.poll delay.chat.watching' }
    | { type: 'xstate.done.actor.refresh conversation' } | { type: 'xstate.error.actor.refresh conversation'; error: unknown }
    | { type: 'xstate.done.actor.send message' } | { type: 'xstate.error.actor.send message'; error: unknown };

  function events(snapshot: Snapshot): WalkEvent[] {
    const all: WalkEvent[] = [{ type: 'TYPE', value: '  Thanks!  ' }, { type: 'TYPE', value: '   ' }, { type: 'SEND' }];
    if (snapshot.matches('watching')) all.push({ type: 'xstate.after.poll delay.chat.watching' });
    if (snapshot.matches('refreshing')) all.push({ type: 'xstate.done.actor.refresh conversation' }, { type: 'xstate.error.actor.refresh conversation', error: OFFLINE });
    if (snapshot.matches('sending')) all.push({ type: 'xstate.done.actor.send message' }, { type: 'xstate.error.actor.send message', error: OFFLINE });
    return all;
  }

  function eventName(event: WalkEvent): string {
    switch (event.type) {
      case 'TYPE': return event.value.trim() === '' ? 'type only spaces' : 'type a reply';
      case 'SEND': return 'Send reply';
      case 'xstate.after.poll delay.chat.watching': return '10 s pass';
      case 'xstate.done.actor.refresh conversation': return 'reading: done';
      case 'xstate.error.actor.refresh conversation': return 'reading: failed';
      case 'xstate.done.actor.send message': return 'sending: sent';
      case 'xstate.error.actor.send message': return 'sending: failed';
    }
  }

  /** The step, whether a reply is typed (spaces are none), and the messages under the form. */
  function stateOf(snapshot: Snapshot): string {
    const { draft, empty, failed } = snapshot.context;
    return stateName(String(snapshot.value), draft.trim() !== '' && 'reply typed', empty && 'required shown', failed && 'failure shown');
  }

  /**
   * The rules of one step, with or without the failure of the last send on the page.
   * - Typing changes the reply and hides "required"; the failure stays until a reply goes.
   * - Send reply without a reply shows "required" and sends nothing; with one, sends it, also
   *   while the conversation is being read; while a reply is sent, Send does nothing.
   * - Every 10 s of watching the conversation is read again; a failed reading waits for the next.
   * - Sent: the box is empty and the failure gone; failed: the reply stays, the failure shows.
   */
  function rulesWith(failure: string | false): RequirementTable<string> {
    const typing = (step: string) => ({ 'type a reply': stateName(step, 'reply typed', failure), 'type only spaces': stateName(step, failure) });
    const waiting = (step: string, reply: string | false, required: string | false) => stateName(step, reply, required, failure);
    const send = { to: stateName('sending', 'reply typed', failure), calls: ['send message'] };
    const read = (reply: string | false, required: string | false) => ({ to: waiting('refreshing', reply, required), calls: ['refresh conversation'] });
    const answered = (reply: string | false, required: string | false) => ({ 'reading: done': waiting('watching', reply, required), 'reading: failed': waiting('watching', reply, required) });
    const outcome = (reply: string | false) => ({ 'sending: sent': 'watching', 'sending: failed': stateName('watching', reply, 'failure shown') });
    return {
      [waiting('watching', false, false)]: { ...typing('watching'), 'Send reply': waiting('watching', false, 'required shown'), '10 s pass': read(false, false) },
      [waiting('watching', false, 'required shown')]: { ...typing('watching'), '10 s pass': read(false, 'required shown') },
      [waiting('watching', 'reply typed', false)]: { ...typing('watching'), 'Send reply': send, '10 s pass': read('reply typed', false) },
      [waiting('refreshing', false, false)]: { ...typing('refreshing'), 'Send reply': waiting('refreshing', false, 'required shown'), ...answered(false, false) },
      [waiting('refreshing', false, 'required shown')]: { ...typing('refreshing'), ...answered(false, 'required shown') },
      [waiting('refreshing', 'reply typed', false)]: { ...typing('refreshing'), 'Send reply': send, ...answered('reply typed', false) },
      [waiting('sending', false, false)]: { ...typing('sending'), ...outcome(false) },
      [waiting('sending', 'reply typed', false)]: { ...typing('sending'), ...outcome('reply typed') },
    };
  }
  const TABLE: RequirementTable<string> = { ...rulesWith(false), ...rulesWith('failure shown') };

  describe('every state and transition as the requirement says', () => {
    testRequirements<typeof chatMachine, WalkEvent, string>({
      machine: chatMachine, input: undefined, events, stateOf, eventName, table: TABLE,
      start() {
        const actors = new DeferredActors();
        const clock = new ManualClock();
        const machine = chatMachine.provide({ actors: { 'refresh conversation': actors.logic('refresh conversation'), 'send message': actors.logic('send message') } });
        const actor = createActor(machine, { clock }).start();
        return {
          snapshot: () => actor.getSnapshot(),
          takeCalls: () => actors.takeStarted(),
          deliver: (event) => (event.type === 'xstate.after.poll delay.chat.watching' ? clock.fire(POLL_MS) : deliverTo(actor, actors, event)),
        };
      },
    });
  });

  const start = () => {
    const actors = new DeferredActors();
    const clock = new ManualClock();
    const machine = chatMachine.provide({ actors: { 'refresh conversation': actors.logic('refresh conversation'), 'send message': actors.logic('send message') } });
    const actor = createActor(machine, { clock }).start();
    return { actors, clock, actor, context: () => actor.getSnapshot().context };
  };

  it('reads the conversation again every 10 s while it is open, and keeps a draft that failed to go', async () => {
    const { actors, clock, actor, context } = start();
    expect(clock.pending()).toEqual([POLL_MS]);
    clock.fire(POLL_MS);
    expect(actors.isPending('refresh conversation')).toBe(true);
    await actors.resolve('refresh conversation');
    expect(clock.pending()).toEqual([POLL_MS]);
    actor.send({ type: 'SEND' });
    expect(context().empty).toBe(true);
    actor.send({ type: 'TYPE', value: '  Thanks!  ' });
    actor.send({ type: 'SEND' });
    expect(actors.inputOf('send message')).toEqual({ message: 'Thanks!' });
    await actors.reject('send message', OFFLINE);
    expect(context()).toMatchObject({ draft: '  Thanks!  ', failed: true });
    actor.send({ type: 'SEND' });
    await actors.resolve('send message');
    expect(context()).toMatchObject({ draft: '', failed: false });
    actor.stop();
  });

  it('sends a reply whose Send is pressed while the conversation is being read', () => {
    const { actors, clock, actor } = start();
    actor.send({ type: 'TYPE', value: 'Thanks!' });
    clock.fire(POLL_MS);
    actor.send({ type: 'SEND' });
    expect(actors.inputOf('send message')).toEqual({ message: 'Thanks!' });
    actor.stop();
  });
});

describe('confirmed removal machine', () => {
  const SCAN: RemovalTarget = { id: 'scan-1', label: 'SN-0001' };
  const MEMBER: RemovalTarget = { id: 'member-1', label: 'Jan Kowalski' };

  type Snapshot = SnapshotFrom<typeof confirmedRemovalMachine>;
  type WalkEvent = ConfirmedRemovalEvent | { type: 'xstate.done.actor.remove' } | { type: 'xstate.error.actor.remove'; error: unknown };

  const events = (snapshot: Snapshot): WalkEvent[] => [
    { type: 'ASK', target: SCAN },
    { type: 'ASK', target: MEMBER },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    ...(snapshot.matches('removing') ? [{ type: 'xstate.done.actor.remove' } as const, { type: 'xstate.error.actor.remove', error: OFFLINE } as const] : []),
  ];

  function eventName(event: WalkEvent): string {
    switch (event.type) {
      case 'ASK': return `Delete ${event.target.label}`;
      case 'CONFIRM': return 'Confirm';
      case 'CANCEL': return 'Cancel';
      case 'xstate.done.actor.remove': return 'removal: done';
      case 'xstate.error.actor.remove': return 'removal: failed';
    }
  }

  /** The step, what the dialog names, and its failure message (shown only by the dialog). */
  function stateOf(snapshot: Snapshot): string {
    const { target, failed } = snapshot.context;
    return stateName(String(snapshot.value), target && `naming ${target.label}`, snapshot.matches('confirming') && failed && 'failure shown');
  }

  const asking = { 'Delete SN-0001': 'confirming, naming SN-0001', 'Delete Jan Kowalski': 'confirming, naming Jan Kowalski' };
  const dialog = (label: string) => ({ 'Confirm': { to: `removing, naming ${label}`, calls: ['remove'] }, 'Cancel': 'idle' });
  const removal = (label: string) => ({ 'removal: done': 'removed', 'removal: failed': `confirming, naming ${label}, failure shown` });

  /**
   * SPEC §4 Projects: confirm prompts precede deleting a project, a scan (with its serial number)
   * and a team member; the machine's header: a failed removal returns to the dialog with its
   * message. Delete opens the dialog naming what goes; Confirm removes it, Cancel closes the
   * dialog; while the dialog is open or the removal runs, another Delete is not taken; once
   * removed, another removal may be asked for.
   */
  const TABLE: RequirementTable<string> = {
    'idle': asking,
    'confirming, naming SN-0001': dialog('SN-0001'),
    'confirming, naming Jan Kowalski': dialog('Jan Kowalski'),
    'confirming, naming SN-0001, failure shown': dialog('SN-0001'),
    'confirming, naming Jan Kowalski, failure shown': dialog('Jan Kowalski'),
    'removing, naming SN-0001': removal('SN-0001'),
    'removing, naming Jan Kowalski': removal('Jan Kowalski'),
    'removed': asking,
  };

  describe('every state and transition as the requirement says', () => {
    testRequirements<typeof confirmedRemovalMachine, WalkEvent, string>({
      machine: confirmedRemovalMachine, input: undefined, events, stateOf, eventName, table: TABLE,
      shows: {
        'confirming, naming SN-0001': (snapshot) => expect(snapshot.context.target).toEqual(SCAN),
        'confirming, naming Jan Kowalski': (snapshot) => expect(snapshot.context.target).toEqual(MEMBER),
      },
      start() {
        const actors = new DeferredActors();
        const actor = createActor(confirmedRemovalMachine.provide({ actors: { remove: actors.logic('remove') } })).start();
        return { snapshot: () => actor.getSnapshot(), takeCalls: () => actors.takeStarted(), deliver: (event) => deliverTo(actor, actors, event) };
      },
    });
  });

  it('removes exactly what the dialog named, and a new dialog has no old failure', async () => {
    const actors = new DeferredActors();
    const actor = createActor(confirmedRemovalMachine.provide({ actors: { remove: actors.logic('remove') } })).start();
    actor.send({ type: 'ASK', target: SCAN });
    actor.send({ type: 'CONFIRM' });
    expect(actors.inputOf('remove')).toEqual(SCAN);
    await actors.reject('remove', OFFLINE);
    expect(actor.getSnapshot().context).toEqual({ target: SCAN, failed: true });
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'ASK', target: MEMBER });
    expect(actor.getSnapshot().context).toEqual({ target: MEMBER, failed: false });
  });
});
