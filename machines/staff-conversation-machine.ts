import { assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { MessageText, type SupportRuleMessage } from '../src/contract/support';
import { STAFF_TYPING_SECONDS } from '../src/contract/staff';
import { inSeconds } from './description-words';

/**
 * One conversation open in the chat inbox (issue 27 §2): the agent's reply under the member's
 * message rules, kept when sending fails; close and reopen; and "X is typing" marks for the other
 * agents, at most one every STAFF_TYPING_MARK_MS. A mark lasts STAFF_TYPING_SECONDS on the
 * server, so marks this often keep it showing while the agent types, without a call per key.
 * An unsent reply is kept per conversation: switching to another one and back finds it again.
 */
export const STAFF_TYPING_MARK_MS = (STAFF_TYPING_SECONDS * 1000) / 2;

export type StaffConversationStatusChange = 'close' | 'reopen';

export interface StaffConversationContext {
  draft: string;
  /** The reply broke a message rule when sent: required or too long. */
  problem: SupportRuleMessage | null;
  /** The last send failed: the generic line, the reply kept. */
  sendFailed: boolean;
  /** The last close or reopen failed. */
  statusFailed: boolean;
  /** The reply as it was in the box when Send was pressed, while it is sent (text typed meanwhile is not part of it). */
  sending: string;
}

export interface StaffConversationInput {
  /** The reply this agent left unsent in this conversation (the console keeps one per conversation). */
  draft?: string;
}

export type StaffConversationEvent =
  | { type: 'TYPE'; value: string }
  | { type: 'SEND' }
  | { type: 'CHANGE_STATUS'; to: StaffConversationStatusChange };

const ruleBroken = (draft: string): SupportRuleMessage | null => {
  const result = v.safeParse(MessageText, draft);
  return result.success ? null : (result.issues[0].message as SupportRuleMessage);
};

export const staffConversationMachine = setup({
  types: {
    context: {} as StaffConversationContext,
    events: {} as StaffConversationEvent,
    input: {} as StaffConversationInput,
  },
  actors: {
    /** POST .../messages, then reads the inbox again. */
    'send reply': fromPromise<void, { message: string }>(() => Promise.reject(new Error('The conversation actor "send reply" was not provided'))),
    /** POST .../close or .../reopen, then reads the inbox again. */
    'change status': fromPromise<void, { to: StaffConversationStatusChange }>(() => Promise.reject(new Error('The conversation actor "change status" was not provided'))),
    /** POST .../typing: a hint to the other agents; its failure costs nothing. */
    'mark typing': fromPromise<void>(() => Promise.reject(new Error('The conversation actor "mark typing" was not provided'))),
  },
  guards: {
    'reply breaks a rule': ({ context }) => ruleBroken(context.draft) !== null,
    'text typed': ({ event }) => event.type === 'TYPE' && event.value.trim() !== '',
  },
  actions: {
    /** Keeps the unsent reply where the console finds it when this conversation is opened again (provided by the console). */
    'keep draft': () => undefined,
    type: assign(({ event }) => (event.type === 'TYPE' ? { draft: event.value, problem: null } : {})),
    'show problem': assign(({ context }) => ({ problem: ruleBroken(context.draft) })),
    'note reply sent': assign(({ context }) => ({ sending: context.draft })),
    /** The reply sent leaves the box; what was typed while it was sent is unsent, and stays. */
    'forget reply': assign(({ context }) => ({
      draft: context.draft.startsWith(context.sending) ? context.draft.slice(context.sending.length) : context.draft,
      sending: '',
      sendFailed: false,
    })),
    'show send failure': assign({ sendFailed: true, sending: '' }),
    'status changed': assign({ statusFailed: false }),
    'show status failure': assign({ statusFailed: true }),
  },
  delays: {
    'typing mark pause': STAFF_TYPING_MARK_MS,
  },
}).createMachine({
  id: 'staffConversation',
  description: `An agent's reply to one conversation, kept when it fails, and its close or reopen. While the agent types, the other agents are told at most every ${inSeconds(STAFF_TYPING_MARK_MS)}.`,
  context: ({ input }) => ({ draft: input.draft ?? '', problem: null, sendFailed: false, statusFailed: false, sending: '' }),
  type: 'parallel',
  states: {
    reply: {
      description: 'The reply box and the close or reopen button.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Waits for the agent.',
          on: {
            SEND: [{ guard: 'reply breaks a rule', actions: 'show problem' }, { target: 'sending', actions: 'note reply sent' }],
            CHANGE_STATUS: 'changingStatus',
          },
        },
        sending: {
          description: 'Sends the reply; the box may still be typed in meanwhile.',
          invoke: {
            id: 'send reply',
            src: 'send reply',
            input: ({ context }) => ({ message: context.draft.trim() }),
            onDone: { target: 'idle', actions: ['forget reply', 'keep draft'] },
            onError: { target: 'idle', actions: 'show send failure' },
          },
        },
        changingStatus: {
          description: 'Closes or reopens the conversation.',
          invoke: {
            id: 'change status',
            src: 'change status',
            input: ({ event }) => ({ to: event.type === 'CHANGE_STATUS' ? event.to : 'close' }),
            onDone: { target: 'idle', actions: 'status changed' },
            onError: { target: 'idle', actions: 'show status failure' },
          },
        },
      },
    },
    typing: {
      // The typed text is kept here: xstate takes one transition per event from each region's state, not one more from the root.
      description: 'The reply as typed and the "is typing" marks for the other agents.',
      initial: 'quiet',
      on: { TYPE: { actions: ['type', 'keep draft'] } },
      states: {
        quiet: {
          description: 'No mark lately: the next keystroke sends one.',
          on: { TYPE: [{ guard: 'text typed', target: 'marking', actions: ['type', 'keep draft'] }, { actions: ['type', 'keep draft'] }] },
        },
        marking: {
          description: 'Sends a mark; whatever its answer, the next waits.',
          invoke: { id: 'mark typing', src: 'mark typing', onDone: 'resting', onError: 'resting' },
        },
        resting: {
          description: `Sends no mark until ${inSeconds(STAFF_TYPING_MARK_MS)} have passed.`,
          after: { 'typing mark pause': 'quiet' },
        },
      },
    },
  },
});
