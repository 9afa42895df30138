import { assign, emit, fromPromise, setup } from 'xstate';
import type { StaffContentItem } from '../src/contract/staff-content';
import { draftProblems, draftRequest, type DraftField, type DraftProblems, type DraftValues } from './content-draft';
import { apiFailureOf } from './wizard-messages';

/**
 * The console's content editor (issue 27 §2 "Content"): a draft typed field by field, checked by
 * the contract's rules, saved (a new item becomes that item), hidden from members or shown again.
 * A failed save keeps every character typed and shows the server's messages by their fields. Beside
 * the form, the preview shows the body as members will get it: the server's allow-list, asked a
 * moment after the typing stops.
 */
export interface ContentEditorInput {
  /** The item being edited; null for a new one. */
  uuid: string | null;
  values: DraftValues;
}

export interface ContentEditorContext {
  uuid: string | null;
  values: DraftValues;
  problems: DraftProblems;
  /** The last call failed without field messages: the generic line. */
  failed: boolean;
  /** Set by a save or a visibility change that went through; cleared by the next change. */
  saved: boolean;
  /** The body as the server would store it; null until the first answer. */
  preview: string | null;
}

export type ContentEditorEvent =
  | { type: 'CHANGE'; field: keyof DraftValues; value: string | boolean }
  | { type: 'SAVE' }
  | { type: 'SET_VISIBLE'; visible: boolean };

export type ContentEditorEmitted = { type: 'saved'; item: StaffContentItem };

/** How long the typing must pause before the preview is asked for. */
export const PREVIEW_PAUSE_MS = 400;

const hasProblems = (problems: DraftProblems) => Object.keys(problems).length > 0;
/** A field of the form as the server's messages name it. */
const problemFieldOf = (field: keyof DraftValues): DraftField => (field === 'publishedAt' ? 'published_at' : field) as DraftField;

export const contentEditorMachine = setup({
  types: {
    context: {} as ContentEditorContext,
    input: {} as ContentEditorInput,
    events: {} as ContentEditorEvent,
    emitted: {} as ContentEditorEmitted,
  },
  actors: {
    save: fromPromise<StaffContentItem, { uuid: string | null; body: ReturnType<typeof draftRequest> }>(() =>
      Promise.reject(new Error('The editor actor "save" was not provided'))),
    'set visible': fromPromise<StaffContentItem, { uuid: string; visible: boolean }>(() =>
      Promise.reject(new Error('The editor actor "set visible" was not provided'))),
    preview: fromPromise<string, { html: string }>(() => Promise.reject(new Error('The editor actor "preview" was not provided'))),
  },
  guards: {
    'draft breaks a rule': ({ context }) => hasProblems(draftProblems(context.values)),
    'item is saved': ({ context }) => context.uuid !== null,
    'body changed': ({ event }) => event.type === 'CHANGE' && event.field === 'html',
  },
  delays: { 'typing pause': PREVIEW_PAUSE_MS },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const { [problemFieldOf(event.field)]: _fixed, ...others } = context.problems;
      return { values: { ...context.values, [event.field]: event.value }, problems: others, saved: false, failed: false };
    }),
    'show rule problems': assign(({ context }) => ({ problems: draftProblems(context.values), failed: false })),
    'forget problems': assign({ problems: {}, failed: false, saved: false }),
    'take saved item': assign((_, params: { item: StaffContentItem }) => ({ uuid: params.item.uuid, saved: true })),
    'take visibility': assign(({ context }, params: { item: StaffContentItem }) => ({ values: { ...context.values, visible: params.item.visible }, saved: true })),
    'tell page saved': emit((_, params: { item: StaffContentItem }) => ({ type: 'saved' as const, item: params.item })),
    'show server problems': assign((_, params: { error: unknown }) => {
      const errors = apiFailureOf(params.error)?.body?.errors;
      return errors ? { problems: errors as DraftProblems, failed: false } : { failed: true };
    }),
    'show preview': assign((_, params: { html: string }) => ({ preview: params.html })),
  },
}).createMachine({
  id: 'contentEditor',
  description: 'The content editor: a draft checked by the contract\'s rules, saved or hidden, and a failure keeps the draft. The preview follows the body a moment after typing stops.',
  context: ({ input }) => ({ uuid: input.uuid, values: input.values, problems: {}, failed: false, saved: false, preview: null }),
  type: 'parallel',
  states: {
    form: {
      description: 'The draft: typed, saved, hidden or shown.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The fields are open; Save checks the rules first.',
          on: {
            CHANGE: { actions: 'change' },
            SAVE: [
              { guard: 'draft breaks a rule', actions: 'show rule problems' },
              { target: 'saving', actions: 'forget problems' },
            ],
            SET_VISIBLE: { guard: 'item is saved', target: 'switching', actions: 'forget problems' },
          },
        },
        saving: {
          description: 'Sends the whole draft: a new item is created, a saved one replaced.',
          invoke: {
            src: 'save',
            input: ({ context }) => ({ uuid: context.uuid, body: draftRequest(context.values) }),
            onDone: {
              target: 'editing',
              actions: [
                { type: 'take saved item', params: ({ event }) => ({ item: event.output }) },
                { type: 'tell page saved', params: ({ event }) => ({ item: event.output }) },
              ],
            },
            onError: { target: 'editing', actions: { type: 'show server problems', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        switching: {
          description: 'Hides the saved item from members, or shows it again.',
          invoke: {
            src: 'set visible',
            input: ({ context, event }) => ({ uuid: context.uuid ?? '', visible: event.type === 'SET_VISIBLE' ? event.visible : context.values.visible }),
            onDone: {
              target: 'editing',
              actions: [
                { type: 'take visibility', params: ({ event }) => ({ item: event.output }) },
                { type: 'tell page saved', params: ({ event }) => ({ item: event.output }) },
              ],
            },
            onError: { target: 'editing', actions: { type: 'show server problems', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    preview: {
      description: 'The body as members will get it.',
      initial: 'loading',
      on: { CHANGE: { guard: 'body changed', target: '.waiting', reenter: true } },
      states: {
        waiting: { description: 'The body is being typed: the preview waits for a pause.', after: { 'typing pause': 'loading' } },
        loading: {
          description: 'Asks the server for the body as members will get it.',
          invoke: {
            src: 'preview',
            input: ({ context }) => ({ html: context.values.html }),
            onDone: { target: 'shown', actions: { type: 'show preview', params: ({ event }) => ({ html: event.output }) } },
            onError: 'failed',
          },
        },
        shown: { description: 'The preview matches the body.' },
        failed: { description: 'The preview could not be had: the last one stays, marked as out of date.' },
      },
    },
  },
});
