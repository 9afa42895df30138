import { assign, emit, fromPromise, setup } from 'xstate';
import { apiFailureOf } from './wizard-messages';

/**
 * A consequential step of the staff console, taken only after a confirm that says what follows
 * (issue 27 §2): the maintenance switch ("installers will see the maintenance page"), deactivating,
 * reactivating or unlocking a staff account. One machine per page: each step asks, is taken, and
 * a refusal returns to the dialog with the server's own words (an admin may not deactivate
 * himself), so nothing fails silently. The `done` event lets the page show the outcome.
 */
export interface Step {
  /** What is done: 'on', 'off', 'deactivate', 'reactivate', 'unlock'. */
  kind: string;
  /** What it is done to: a staff account's id; the maintenance switch has one, 'maintenance'. */
  id: string;
  /** What the confirm names: a member's name. */
  label: string;
}

export interface ConfirmedStepContext {
  step: Step | null;
  /** The last attempt failed: the server's message, or null when it gave none (network, bug). */
  failure: { message: string | null } | null;
}

export type ConfirmedStepEvent = { type: 'ASK'; step: Step } | { type: 'CONFIRM' } | { type: 'CANCEL' };

/** Told to the page: the step went through. */
export type ConfirmedStepEmitted = { type: 'done'; step: Step };

export const confirmedStepMachine = setup({
  types: {
    context: {} as ConfirmedStepContext,
    events: {} as ConfirmedStepEvent,
    emitted: {} as ConfirmedStepEmitted,
  },
  actors: {
    /** Takes the step on the server and refreshes what shows it. */
    take: fromPromise<void, Step>(() => Promise.reject(new Error('The step actor "take" was not provided'))),
  },
  actions: {
    'ask about step': assign(({ event }) => (event.type === 'ASK' ? { step: event.step, failure: null } : {})),
    'forget step': assign({ step: null, failure: null }),
    'forget failure': assign({ failure: null }),
    'note failure': assign((_, params: { error: unknown }) => ({ failure: { message: apiFailureOf(params.error)?.body?.message ?? null } })),
    'tell page done': emit(({ context }) => ({ type: 'done' as const, step: context.step as Step })),
  },
}).createMachine({
  id: 'confirmedStep',
  description: 'A staff console step (maintenance on or off, deactivate, reactivate or unlock a staff account) taken only after a dialog that says what follows. A refusal returns to the dialog with the server\'s message.',
  context: { step: null, failure: null },
  initial: 'idle',
  states: {
    idle: { description: 'Nothing asked.', on: { ASK: { target: 'confirming', actions: 'ask about step' } } },
    confirming: {
      description: 'The dialog says what the step does and asks to confirm.',
      on: { CONFIRM: { target: 'taking', actions: 'forget failure' }, CANCEL: { target: 'idle', actions: 'forget step' } },
    },
    taking: {
      description: 'Takes the step on the server and refreshes the page.',
      invoke: {
        id: 'take',
        src: 'take',
        input: ({ context }) => context.step as Step,
        onDone: { target: 'idle', actions: ['tell page done', 'forget step'] },
        onError: { target: 'confirming', actions: { type: 'note failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
