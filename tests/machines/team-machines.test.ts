/**
 * The form, avatar and chat machines of the team, profile and support pages: rules as unit
 * tests, and model-based tests (xstate/graph) whose every shortest path is replayed on a live
 * actor with API calls and timers that settle only when the path says so.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine, type EventObject } from 'xstate';

/** A model event: a user event, or the end of an invocation or delay, with what it carries. */
type ModelEvent = EventObject & Record<string, unknown>;
import { createTestModel } from 'xstate/graph';
import { AVATAR_MAX_BYTES } from '../../src/contract/profile';
import { avatarMachine } from '../../machines/avatar-machine';
import { CHAT_POLL_DELAY_MS, chatMachine } from '../../machines/chat-machine';
import { changedFields, formMachine, type FormProblems, type FormValues } from '../../machines/form-machine';
import { DeferredActors, ManualClock } from '../app/support/machine-harness';
import { plainEventModel } from './login-model';

const refused = (errors: Record<string, string[]>) => ({ status: 422, body: { message: 'The given data was invalid.', errors }, retryAfter: null });
const file = (size: number) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

/** Every shortest path of the machine's model, replayed on a live actor. */
interface WalkOptions {
  delays?: Record<string, number>;
  input?: unknown;
}

/** A state's context as the model tells states apart: a File by its size (JSON makes every File `{}`). */
const serializeState = (snapshot: { value: unknown; context: unknown }) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context }, (_key, value: unknown) => (value instanceof File ? `file of ${value.size}` : value));

async function walk(machine: AnyStateMachine, events: ModelEvent[], start: (actors: DeferredActors, clock: ManualClock) => ReturnType<typeof createActor>, { delays = {}, input }: WalkOptions = {}) {
  const model = createTestModel(plainEventModel(machine), { events, input, serializeState });
  const paths = model.getShortestPaths();
  expect(paths.length).toBeGreaterThan(2);
  for (const path of paths) {
    const actors = new DeferredActors();
    const clock = new ManualClock();
    const actor = start(actors, clock);
    for (const step of path.steps) {
      const { type } = step.event;
      const invoked = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
      const delayed = /^xstate\.after\.(.+?)\.[^.]+\.[^.]+$/.exec(type);
      if (invoked?.[1] === 'done') await actors.resolve(invoked[2] ?? '', (step.event as { output?: unknown }).output);
      else if (invoked) await actors.reject(invoked[2] ?? '', (step.event as { error?: unknown }).error);
      else if (delayed) clock.fire(delays[delayed[1] ?? ''] ?? -1);
      else if (type !== 'xstate.init') actor.send(step.event);
      expect(actor.getSnapshot().value, `${path.description ?? ''} at ${type}`).toEqual(step.state.value);
    }
    actor.stop();
  }
}

describe('form machine', () => {
  const validate = (values: FormValues): FormProblems => (String(values.name).trim() === '' ? { name: ['required'] } : {});
  const FORM_INPUT = { values: { name: 'Jan' }, validate, startIn: 'display' as const };

  it('sends only the changed fields, trimmed', () => {
    expect(changedFields({ name: 'Jan', city: 'Kraków', sms: false }, { name: ' Jan ', city: 'Gdańsk ', sms: true })).toEqual({ city: 'Gdańsk', sms: true });
  });

  it('keeps what was typed and shows the server\'s messages by field when a submit is refused', async () => {
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
    await actors.reject('submit', refused({ email: ['The email has already been taken.'] }));
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

  it('walks every transition of its model', async () => {
    await walk(
      formMachine,
      [
        { type: 'EDIT' }, { type: 'CANCEL' }, { type: 'SUBMIT' }, { type: 'CHANGE', field: 'name', value: '' }, { type: 'CHANGE', field: 'name', value: 'Ola' },
        { type: 'xstate.done.actor.submit', output: 'uuid-1' }, { type: 'xstate.error.actor.submit', error: new Error('offline') },
      ],
      (actors, clock) => createActor(formMachine.provide({ actors: { submit: actors.logic('submit') } }), { input: FORM_INPUT, clock }).start(),
      { input: FORM_INPUT, delays: { 'success message time': 5000 } },
    );
  });
});

describe('avatar machine', () => {
  it('uploads only a chosen file of at most 5 MB, and shows the server\'s refusal', async () => {
    const actors = new DeferredActors();
    const actor = createActor(avatarMachine.provide({ actors: { upload: actors.logic('upload'), remove: actors.logic('remove') } })).start();
    actor.send({ type: 'UPLOAD' });
    expect(actors.isPending('upload')).toBe(false);
    actor.send({ type: 'CHOOSE', file: file(AVATAR_MAX_BYTES + 1) });
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().context.problem).toBe('tooLarge');
    actor.send({ type: 'CHOOSE', file: file(10) });
    actor.send({ type: 'UPLOAD' });
    await actors.reject('upload', refused({ file: ['The file must be a PNG or JPEG image.'] }));
    expect(actor.getSnapshot().context.problem).toBe('The file must be a PNG or JPEG image.');
    actor.send({ type: 'UPLOAD' });
    await actors.reject('upload', { status: 413, body: { message: 'too large' }, retryAfter: null });
    expect(actor.getSnapshot().context.problem).toBe('tooLarge');
  });

  it('walks every transition of its model', async () => {
    await walk(
      avatarMachine,
      [
        { type: 'CHOOSE', file: file(10) }, { type: 'CHOOSE', file: file(AVATAR_MAX_BYTES + 1) }, { type: 'UPLOAD' }, { type: 'REMOVE' },
        { type: 'xstate.done.actor.upload' }, { type: 'xstate.error.actor.upload', error: new Error('offline') },
        { type: 'xstate.done.actor.remove' }, { type: 'xstate.error.actor.remove', error: new Error('offline') },
      ],
      (actors) => createActor(avatarMachine.provide({ actors: { upload: actors.logic('upload'), remove: actors.logic('remove') } })).start(),
    );
  });
});

describe('chat machine', () => {
  const start = (actors: DeferredActors, clock: ManualClock) =>
    createActor(chatMachine.provide({ actors: { 'refresh conversation': actors.logic('refresh conversation'), 'send message': actors.logic('send message') } }), { clock }).start();

  it('reads the conversation again every poll delay while it is open, and keeps a draft that failed to go', async () => {
    const actors = new DeferredActors();
    const clock = new ManualClock();
    const actor = start(actors, clock);
    expect(clock.pending()).toEqual([CHAT_POLL_DELAY_MS]);
    clock.fire(CHAT_POLL_DELAY_MS);
    expect(actors.isPending('refresh conversation')).toBe(true);
    await actors.resolve('refresh conversation');
    expect(clock.pending()).toEqual([CHAT_POLL_DELAY_MS]);
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().context.empty).toBe(true);
    actor.send({ type: 'TYPE', value: '  Thanks!  ' });
    actor.send({ type: 'SEND' });
    expect(actors.inputOf('send message')).toEqual({ message: 'Thanks!' });
    await actors.reject('send message', new Error('offline'));
    expect(actor.getSnapshot().context).toMatchObject({ draft: '  Thanks!  ', failed: true });
    actor.send({ type: 'SEND' });
    await actors.resolve('send message');
    expect(actor.getSnapshot().context).toMatchObject({ draft: '', failed: false });
    actor.stop();
  });

  it('walks every transition of its model', async () => {
    await walk(
      chatMachine,
      [
        { type: 'TYPE', value: 'Hello' }, { type: 'TYPE', value: '' }, { type: 'SEND' },
        { type: 'xstate.after.poll delay.chat.watching' },
        { type: 'xstate.done.actor.refresh conversation' }, { type: 'xstate.error.actor.refresh conversation', error: new Error('offline') },
        { type: 'xstate.done.actor.send message' }, { type: 'xstate.error.actor.send message', error: new Error('offline') },
      ],
      start,
      { delays: { 'poll delay': CHAT_POLL_DELAY_MS } },
    );
  });
});
