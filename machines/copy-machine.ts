import { fromPromise, setup } from 'xstate';

/**
 * A copy button (issue 28: every voucher's code and password can be copied): Copy puts the text
 * on the clipboard; "Copied" shows (and is announced) for a moment, then the button is ready
 * again. A refused clipboard says so, and Copy tries again.
 */
export interface CopyInput {
  text: string;
}

export type CopyEvent = { type: 'COPY' };

/** How long "Copied" stays: long enough to read, short enough that a second copy is clearly new. */
export const COPIED_FOR_MS = 2000;

export const copyMachine = setup({
  types: { context: {} as CopyInput, events: {} as CopyEvent, input: {} as CopyInput },
  actors: {
    'write to clipboard': fromPromise<void, CopyInput>(() => Promise.reject(new Error('The copy actor "write to clipboard" was not provided'))),
  },
  delays: { 'copied for': COPIED_FOR_MS },
}).createMachine({
  id: 'copy',
  description: 'Copy puts the text on the clipboard; "Copied" shows for a moment. A refused clipboard shows a failure until Copy tries again.',
  context: ({ input }) => input,
  initial: 'idle',
  states: {
    idle: { description: 'The button is ready.', on: { COPY: 'copying' } },
    copying: {
      description: 'The clipboard is being written.',
      invoke: { src: 'write to clipboard', input: ({ context }) => context, onDone: 'copied', onError: 'failed' },
    },
    copied: { description: '"Copied" is shown and announced; Copy copies again.', after: { 'copied for': 'idle' }, on: { COPY: 'copying' } },
    failed: { description: 'The clipboard refused: a message, and Copy tries again.', on: { COPY: 'copying' } },
  },
});
