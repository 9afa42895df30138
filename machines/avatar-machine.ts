import { assign, fromPromise, setup } from 'xstate';
import { AVATAR_MAX_BYTES } from '../src/contract/profile';
import { inMegabytes } from './description-words';
import { apiFailureOf } from './wizard-messages';

/**
 * The profile picture block (SPEC §5 Avatar: PNG or JPEG, upload disabled without a file): a file
 * is chosen, checked for its size here (the server decides its type by the content), uploaded or
 * the current picture removed. The server's refusal is shown by the field.
 */
export interface AvatarContext {
  file: File | null;
  /** 'tooLarge' from here, or the server's message; 'generic' when the call failed otherwise. */
  problem: string | null;
  saved: boolean;
}

export type AvatarEvent = { type: 'CHOOSE'; file: File | null } | { type: 'UPLOAD' } | { type: 'REMOVE' };

export const avatarMachine = setup({
  types: {
    context: {} as AvatarContext,
    events: {} as AvatarEvent,
  },
  actors: {
    /** POST /v1/company/user/{uuid}/avatar (multipart). */
    upload: fromPromise<void, { file: File }>(() => Promise.reject(new Error('The avatar actor "upload" was not provided'))),
    /** DELETE /v1/company/user/{uuid}/avatar */
    remove: fromPromise<void>(() => Promise.reject(new Error('The avatar actor "remove" was not provided'))),
  },
  guards: {
    'file is chosen': ({ context }) => context.file !== null,
    'file is too large': ({ context }) => (context.file?.size ?? 0) > AVATAR_MAX_BYTES,
  },
  actions: {
    choose: assign(({ event }) => (event.type === 'CHOOSE' ? { file: event.file, problem: null, saved: false } : {})),
    'show too large': assign({ problem: 'tooLarge' }),
    'show saved': assign({ file: null, problem: null, saved: true }),
    // A failure replaces an earlier "Saved.": the page never shows both.
    'show refusal': assign((_, params: { error: unknown }) => {
      const failure = apiFailureOf(params.error);
      if (failure?.status === 413) return { problem: 'tooLarge', saved: false };
      return { problem: failure?.body?.errors?.file?.[0] ?? 'generic', saved: false };
    }),
  },
}).createMachine({
  id: 'avatar',
  description: `The profile picture: a PNG or JPEG is chosen and uploaded, or the current one removed. A file over ${inMegabytes(AVATAR_MAX_BYTES)} or one the server refuses is not taken, with the reason by the field.`,
  context: { file: null, problem: null, saved: false },
  initial: 'idle',
  states: {
    idle: {
      description: 'Shows the current picture; a file may be chosen.',
      on: {
        CHOOSE: { actions: 'choose' },
        UPLOAD: [
          { guard: 'file is too large', actions: 'show too large' },
          { guard: 'file is chosen', target: 'uploading' },
        ],
        REMOVE: 'removing',
      },
    },
    uploading: {
      description: 'Sends the chosen file.',
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ file: context.file as File }),
        onDone: { target: 'idle', actions: 'show saved' },
        onError: { target: 'idle', actions: { type: 'show refusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    removing: {
      description: 'Removes the current picture.',
      invoke: {
        id: 'remove',
        src: 'remove',
        onDone: { target: 'idle', actions: 'show saved' },
        onError: { target: 'idle', actions: { type: 'show refusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
