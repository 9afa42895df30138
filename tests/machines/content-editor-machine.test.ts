/**
 * The content editor (issue 27 §2 "Content"): a draft checked by the contract's rules, saved, a
 * failed save keeps every character; hide and show; the preview follows the body after a pause.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { contentEditorMachine } from '../../machines/content-editor-machine';
import { draftRequest, emptyDraft, isScheduled, type DraftValues } from '../../machines/content-draft';
import type { StaffContentItem } from '../../src/contract/staff-content';

const NOW = new Date('2026-11-27T10:00:00');
const DRAFT: DraftValues = { ...emptyDraft(NOW, 'pl'), region: 'pl', title: 'Nowy cennik', html: '<p>Od grudnia.</p>' };
const ITEM_UUID = '5d0c8a2e-1111-4a4a-9a9a-000000000001';

const itemOf = (body: ReturnType<typeof draftRequest>, uuid = ITEM_UUID): StaffContentItem => ({
  ...body, uuid, youtube: null, url: null, media: null, updated_at: body.published_at, scheduled: false,
});

/** An editor whose server answers as the test says, recording the saves it was sent. */
function editor(options: { saves?: ('ok' | 'invalid' | 'down')[]; values?: DraftValues; uuid?: string | null } = {}) {
  const saves = [...(options.saves ?? ['ok'])];
  const sent: { uuid: string | null; body: ReturnType<typeof draftRequest> }[] = [];
  const previews: string[] = [];
  const machine = contentEditorMachine.provide({
    actors: {
      save: fromPromise(async ({ input }) => {
        sent.push(input);
        const outcome = saves.shift();
        if (outcome === 'invalid') throw { status: 422, body: { message: 'The given data was invalid.', errors: { title: ['Taken.'] } }, retryAfter: null };
        if (outcome === 'down') throw new TypeError('Failed to fetch');
        return itemOf(input.body, input.uuid ?? ITEM_UUID);
      }),
      'set visible': fromPromise(async ({ input }) => ({ ...itemOf(draftRequest(DRAFT)), visible: input.visible })),
      preview: fromPromise(async ({ input }) => {
        previews.push(input.html);
        return input.html.replace(/<script.*<\/script>/, '');
      }),
    },
    delays: { 'typing pause': 0 },
  });
  const actor = createActor(machine, { input: { uuid: options.uuid ?? null, values: options.values ?? DRAFT } }).start();
  return { actor, sent, previews };
}

describe('the content editor', () => {
  it('saves a new item with the whole draft, and then edits that item', async () => {
    const { actor, sent } = editor({ saves: ['ok', 'ok'] });
    const saved: StaffContentItem[] = [];
    actor.on('saved', ({ item }) => saved.push(item));
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().matches({ form: 'saving' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ form: 'editing' }));
    expect(sent[0]).toEqual({ uuid: null, body: draftRequest(DRAFT) });
    expect(actor.getSnapshot().context).toMatchObject({ uuid: ITEM_UUID, saved: true });
    expect(saved.map((item) => item.title)).toEqual(['Nowy cennik']);
    actor.send({ type: 'CHANGE', field: 'title', value: 'Cennik 2027' });
    expect(actor.getSnapshot().context.saved).toBe(false);
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }) && s.context.saved);
    expect(sent[1]).toMatchObject({ uuid: ITEM_UUID, body: { title: 'Cennik 2027' } });
  });

  it('refuses a draft that breaks the rules without sending it, naming the fields; typing clears a field\'s message', () => {
    const { actor, sent } = editor({ values: { ...DRAFT, title: ' ', type: 'video', youtube: 'https://vimeo.com/1' } });
    actor.send({ type: 'SAVE' });
    expect(Object.keys(actor.getSnapshot().context.problems).sort()).toEqual(['title', 'youtube']);
    expect(sent).toEqual([]);
    actor.send({ type: 'CHANGE', field: 'youtube', value: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(Object.keys(actor.getSnapshot().context.problems)).toEqual(['title']);
  });

  it('keeps every character typed when the save fails: the server\'s messages by field, or the generic line', async () => {
    const { actor } = editor({ saves: ['invalid', 'down', 'ok'] });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }) && Object.keys(s.context.problems).length > 0);
    expect(actor.getSnapshot().context).toMatchObject({ problems: { title: ['Taken.'] }, values: DRAFT, uuid: null });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches({ form: 'editing' }) && s.context.failed);
    expect(actor.getSnapshot().context.values).toEqual(DRAFT);
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.context.saved);
  });

  it('hides and shows a saved item; a new one has nothing to hide', async () => {
    const unsaved = editor();
    unsaved.actor.send({ type: 'SET_VISIBLE', visible: false });
    expect(unsaved.actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    const { actor } = editor({ uuid: ITEM_UUID });
    actor.send({ type: 'SET_VISIBLE', visible: false });
    expect(actor.getSnapshot().matches({ form: 'switching' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ form: 'editing' }) && s.context.saved);
    expect(actor.getSnapshot().context.values.visible).toBe(false);
  });

  it('previews the body as the server gives it back, asked again when the body changes', async () => {
    const { actor, previews } = editor();
    await waitFor(actor, (s) => s.matches({ preview: 'shown' }));
    expect(actor.getSnapshot().context.preview).toBe('<p>Od grudnia.</p>');
    actor.send({ type: 'CHANGE', field: 'title', value: 'Bez zmiany treści' });
    actor.send({ type: 'CHANGE', field: 'html', value: '<p>Nowa</p><script>x</script>' });
    expect(actor.getSnapshot().matches({ preview: 'waiting' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ preview: 'shown' }) && s.context.preview === '<p>Nowa</p>');
    expect(previews).toEqual(['<p>Od grudnia.</p>', '<p>Nowa</p><script>x</script>']);
  });
});

describe('the draft', () => {
  it('sends the publication time as an instant, and only the type\'s own video or link', () => {
    const body = draftRequest({ ...DRAFT, publishedAt: '2026-12-01T08:30', youtube: 'dQw4w9WgXcQ', url: 'https://example.com' });
    expect(body.published_at).toBe(new Date('2026-12-01T08:30').toISOString());
    expect([body.youtube, body.url]).toEqual(['', '']);
  });

  it('is scheduled while its publication time is still to come', () => {
    expect(isScheduled({ ...DRAFT, publishedAt: '2026-11-27T10:01' }, NOW)).toBe(true);
    expect(isScheduled({ ...DRAFT, publishedAt: '2026-11-27T10:00' }, NOW)).toBe(false);
  });
});
