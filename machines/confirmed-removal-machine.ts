import { assign, fromPromise, setup } from 'xstate';

/**
 * Removing something only after a confirm that names it (SPEC §4: a project, a scan with its
 * serial number, a team member). One machine per list: each removal asks, removes, and says when
 * it failed; `removed` lets the page react (leave a deleted project).
 */
export interface RemovalTarget {
  id: string;
  /** What the confirm names: a serial number, an address. */
  label: string;
}

export interface ConfirmedRemovalContext {
  target: RemovalTarget | null;
  failed: boolean;
}

export type ConfirmedRemovalEvent = { type: 'ASK'; target: RemovalTarget } | { type: 'CONFIRM' } | { type: 'CANCEL' };

export const confirmedRemovalMachine = setup({
  types: {
    context: {} as ConfirmedRemovalContext,
    events: {} as ConfirmedRemovalEvent,
  },
  actors: {
    /** Removes the target and refreshes what lists it. */
    remove: fromPromise<void, RemovalTarget>(() => Promise.reject(new Error('The removal actor "remove" was not provided'))),
  },
  actions: {
    'ask about target': assign(({ event }) => (event.type === 'ASK' ? { target: event.target, failed: false } : {})),
    'forget target': assign({ target: null }),
    'note failure': assign({ failed: true }),
  },
}).createMachine({
  id: 'confirmedRemoval',
  context: { target: null, failed: false },
  initial: 'idle',
  states: {
    idle: { on: { ASK: { target: 'confirming', actions: 'ask about target' } } },
    confirming: {
      on: { CONFIRM: 'removing', CANCEL: { target: 'idle', actions: 'forget target' } },
    },
    removing: {
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => context.target as RemovalTarget,
        onDone: { target: 'removed', actions: 'forget target' },
        onError: { target: 'confirming', actions: 'note failure' },
      },
    },
    removed: { on: { ASK: { target: 'confirming', actions: 'ask about target' } } },
  },
});
