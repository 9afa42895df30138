import { assign, emit, fromPromise, setup } from 'xstate';
import { SUCCESS_MESSAGE_MS } from '../src/contract/limits';
import { inSeconds } from './description-words';
import { apiFailureOf } from './wizard-messages';

/**
 * One form of the team, profile and support pages (SPEC §2 Team, Profile, Support chat, Verify
 * email; §5 Team member, Profile, Company edit, Support): fields typed, checked by the form's
 * rules, sent, and the server's messages shown by their fields without losing what was typed.
 * A profile block starts in display and toggles to editing (`startIn: 'display'`); only the fields
 * that differ from the shown values are sent. A form without fields is a button that calls the
 * server once at a time (resend an invitation, send a verification code). A submit that went
 * through is told to the page (`saved`, with the server's answer) and its success message clears
 * after 5 seconds (SPEC §9; a form may provide another 'success message time').
 *
 * The values are the machine's input, read once: a page shows a new record with a new machine
 * (React `key`), and after a submit the machine keeps the values it sent as the shown ones.
 */
export type FormValues = Record<string, string | boolean>;
/** Message keys (or the server's own messages) by field; `form` for the whole form. */
export type FormProblems = Record<string, string[]>;

export interface FormInput {
  values: FormValues;
  /** The form's rules: problems of the values as typed (none: ready to send), beside the shown ones. */
  validate?: (values: FormValues, initial: FormValues) => FormProblems;
  startIn?: 'display' | 'editing';
}

export interface FormContext {
  startIn: 'display' | 'editing';
  initial: FormValues;
  values: FormValues;
  validate: (values: FormValues, initial: FormValues) => FormProblems;
  problems: FormProblems;
  /** The call failed without field messages: SPEC §8's generic line. */
  failed: boolean;
  /** Set once a submit went through: the success message, cleared after a while or when editing starts again. */
  saved: boolean;
}

export type FormEvent =
  | { type: 'EDIT' }
  | { type: 'CHANGE'; field: string; value: string | boolean }
  | { type: 'CANCEL' }
  | { type: 'SUBMIT' };

/** Told to the page: a submit went through, with what the server answered (a new record's uuid). */
export type FormEmitted = { type: 'saved'; result: unknown };

/** The fields whose values differ from the initial ones, text trimmed. */
export function changedFields(initial: FormValues, values: FormValues): FormValues {
  const changed: FormValues = {};
  for (const [field, value] of Object.entries(values)) {
    const typed = typeof value === 'string' ? value.trim() : value;
    const before = initial[field];
    if (typed !== (typeof before === 'string' ? before.trim() : before)) changed[field] = typed;
  }
  return changed;
}

const hasProblems = (problems: FormProblems) => Object.values(problems).some((messages) => messages.length > 0);

export const formMachine = setup({
  types: {
    context: {} as FormContext,
    input: {} as FormInput,
    events: {} as FormEvent,
    emitted: {} as FormEmitted,
  },
  actors: {
    /** Sends the changed fields; answers what the page needs of the answer. */
    submit: fromPromise<unknown, { changed: FormValues; values: FormValues }>(() =>
      Promise.reject(new Error('The form actor "submit" was not provided'))),
  },
  guards: {
    'starts in display': ({ context }) => context.startIn === 'display',
    'values break a rule': ({ context }) => hasProblems(context.validate(context.values, context.initial)),
    'shows success message': ({ context }) => context.saved,
  },
  delays: {
    'success message time': SUCCESS_MESSAGE_MS,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const { [event.field]: _fixed, ...others } = context.problems;
      return { values: { ...context.values, [event.field]: event.value }, problems: others };
    }),
    'show rule problems': assign(({ context }) => ({ problems: context.validate(context.values, context.initial), failed: false })),
    'forget problems': assign({ problems: {}, failed: false, saved: false }),
    'restore shown values': assign(({ context }) => ({ values: context.initial, problems: {}, failed: false })),
    'keep sent values': assign(({ context }) => ({ initial: context.values, saved: true })),
    'tell page saved': emit((_, params: { output: unknown }) => ({ type: 'saved' as const, result: params.output })),
    'hide success message': assign({ saved: false }),
    'show server problems': assign((_, params: { error: unknown }) => {
      const errors = apiFailureOf(params.error)?.body?.errors;
      return errors ? { problems: errors, failed: false } : { failed: true };
    }),
  },
}).createMachine({
  id: 'form',
  description: 'A form of the team, profile or support pages: typed, checked by its rules, then sent. A profile block shows its values until Edit; a failure keeps what was typed and shows the messages by their fields.',
  context: ({ input }) => ({
    startIn: input.startIn ?? 'editing',
    initial: input.values,
    values: input.values,
    validate: input.validate ?? (() => ({})),
    problems: {},
    failed: false,
    saved: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Opens in display for a profile block, else in editing.',
      always: [
        { guard: 'starts in display', target: 'display' },
        { target: 'editing' },
      ],
    },
    display: {
      description: 'Shows the saved values (also after a submit); Edit opens the fields, Submit sends a form without fields again.',
      on: {
        EDIT: { target: 'editing', actions: 'forget problems' },
        SUBMIT: { target: 'submitting', actions: 'forget problems' },
      },
      after: {
        'success message time': { guard: 'shows success message', actions: 'hide success message', description: `${inSeconds(SUCCESS_MESSAGE_MS)} after a save` },
      },
    },
    editing: {
      description: 'The fields are open for typing.',
      on: {
        CHANGE: { actions: 'change' },
        CANCEL: { target: 'display', actions: 'restore shown values' },
        SUBMIT: [
          { guard: 'values break a rule', actions: 'show rule problems' },
          { target: 'submitting', actions: 'forget problems' },
        ],
      },
    },
    submitting: {
      description: 'Sends the changed fields.',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ changed: changedFields(context.initial, context.values), values: context.values }),
        onDone: {
          target: 'display',
          actions: [
            'keep sent values',
            { type: 'tell page saved', params: ({ event }) => ({ output: event.output }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'show server problems', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
