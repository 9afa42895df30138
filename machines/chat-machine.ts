import { assign, fromPromise, setup } from 'xstate';
import { MessageText } from '../src/contract/support';
import * as v from 'valibot';
import { inSeconds } from './description-words';

/**
 * An open support conversation (SPEC §2 Support chat, §5 Support: a reply needs a body). While the
 * page is open the conversation is read again every POLL_DELAY_MS, so a staff reply appears
 * without a reload; the member's draft is kept when sending fails.
 */
export const CHAT_POLL_DELAY_MS = 10_000;

export interface ChatContext {
  draft: string;
  /** The draft was sent empty: SPEC §5's required message. */
  empty: boolean;
  /** The last send failed: the generic line, the draft kept. */
  failed: boolean;
}

export type ChatEvent = { type: 'TYPE'; value: string } | { type: 'SEND' };

const chatSetup = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
  },
  actors: {
    /** Reads the conversation again (the page shows it from the query cache). */
    'refresh conversation': fromPromise<void>(() => Promise.reject(new Error('The chat actor "refresh conversation" was not provided'))),
    /** POST /v1/support/{uuid}/chat, then reads the conversation again. */
    'send message': fromPromise<void, { message: string }>(() => Promise.reject(new Error('The chat actor "send message" was not provided'))),
  },
  guards: {
    'draft is empty': ({ context }) => !v.is(MessageText, context.draft),
  },
  actions: {
    type: assign(({ event }) => (event.type === 'TYPE' ? { draft: event.value, empty: false } : {})),
    'show empty draft': assign({ empty: true }),
    'forget draft': assign({ draft: '', failed: false }),
    'show failure': assign({ failed: true }),
  },
  delays: {
    'poll delay': CHAT_POLL_DELAY_MS,
  },
});

/** Send, whether the conversation is shown or being read again: a reply is never dropped. */
const SEND = [
  { guard: 'draft is empty', actions: 'show empty draft' },
  { target: 'sending' },
] as const;

export const chatMachine = chatSetup.createMachine({
  id: 'chat',
  description: `A support conversation kept up to date while it is open: read again every ${inSeconds(CHAT_POLL_DELAY_MS)}, so replies appear without a reload. The member writes a reply; a failed send keeps it.`,
  context: { draft: '', empty: false, failed: false },
  initial: 'watching',
  on: { TYPE: { actions: 'type' } },
  states: {
    watching: {
      description: 'Shows the conversation and waits for the next reading.',
      after: { 'poll delay': 'refreshing' },
      on: { SEND },
    },
    refreshing: {
      description: 'Reads the conversation again; a failed reading is tried at the next one, and a reply sent meanwhile goes at once.',
      invoke: { id: 'refresh conversation', src: 'refresh conversation', onDone: 'watching', onError: 'watching' },
      on: { SEND },
    },
    sending: {
      description: 'Sends the reply.',
      invoke: {
        id: 'send message',
        src: 'send message',
        input: ({ context }) => ({ message: context.draft.trim() }),
        onDone: { target: 'watching', actions: 'forget draft' },
        onError: { target: 'watching', actions: 'show failure' },
      },
    },
  },
});
