import { assign, emit, fromPromise, setup } from 'xstate';

/**
 * Removing something only after a confirm that names it (SPEC §4: a project, a scan with its
 * serial number, a team member). One machine per list: each removal asks, removes, and says when
 * it failed; the `removed` event it emits lets the page react (leave a deleted project).
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

/** Told to the page: the confirmed target is gone on the server. */
export type ConfirmedRemovalEmitted = { type: 'removed' };

export const confirmedRemovalMachine = setup({
  types: {
    context: {} as ConfirmedRemovalContext,
    events: {} as ConfirmedRemovalEvent,
    emitted: {} as ConfirmedRemovalEmitted,
  },
  actors: {
    /** Removes the target and refreshes what lists it. */
    remove: fromPromise<void, RemovalTarget>(() => Promise.reject(new Error('The removal actor "remove" was not provided'))),
  },
  actions: {
    'ask about target': assign(({ event }) => (event.type === 'ASK' ? { target: event.target, failed: false } : {})),
    'forget target': assign({ target: null }),
    'note failure': assign({ failed: true }),
    'tell page removed': emit({ type: 'removed' }),
  },
}).createMachine({
  id: 'confirmedRemoval',
  description: 'Removes a scan or an empty project only after the installer confirms it in a dialog that names what goes. A failed removal returns to the dialog with its message, so nothing is lost silently.',
  context: { target: null, failed: false },
  initial: 'idle',
  states: {
    idle: { description: 'Nothing is being removed.', on: { ASK: { target: 'confirming', actions: 'ask about target' } } },
    confirming: {
      description: 'The dialog asks to confirm the removal, naming the serial or the project.',
      on: { CONFIRM: 'removing', CANCEL: { target: 'idle', actions: 'forget target' } },
    },
    removing: {
      description: 'Removes it on the server and refreshes the lists.',
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => context.target as RemovalTarget,
        onDone: { target: 'removed', actions: ['forget target', 'tell page removed'] },
        onError: { target: 'confirming', actions: 'note failure' },
      },
    },
    removed: { description: 'Removed; another removal may be asked for.', on: { ASK: { target: 'confirming', actions: 'ask about target' } } },
  },
});
