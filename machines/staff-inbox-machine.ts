import { assign, fromPromise, setup } from 'xstate';
import type { StaffInboxFilter } from '../src/contract/staff-chat';
import { inSeconds } from './description-words';

/**
 * The console's chat inbox (issue 27 §2 "Chat inbox"): which conversations are listed (the status
 * filter), which one is open, and the reading that keeps both fresh. The list and the open
 * conversation are read again every STAFF_INBOX_POLL_MS, so a member's new message, another
 * agent's answer and "X is typing" show up without a reload, and two agents do not answer twice.
 */
export const STAFF_INBOX_POLL_MS = 5_000;

export interface StaffInboxContext {
  filter: StaffInboxFilter;
  /** The open conversation's uuid; at 768 px the list shows only while none is open. */
  selected: string | null;
}

export type StaffInboxEvent =
  | { type: 'FILTER'; filter: StaffInboxFilter }
  | { type: 'SELECT'; uuid: string }
  | { type: 'BACK' };

export const staffInboxMachine = setup({
  types: {
    context: {} as StaffInboxContext,
    events: {} as StaffInboxEvent,
  },
  actors: {
    /** Reads the list and the open conversation again (the page shows them from the query cache). */
    'refresh inbox': fromPromise<void>(() => Promise.reject(new Error('The staff inbox actor "refresh inbox" was not provided'))),
  },
  actions: {
    filter: assign((_, params: { filter: StaffInboxFilter }) => ({ filter: params.filter })),
    select: assign((_, params: { uuid: string }) => ({ selected: params.uuid })),
    'close conversation': assign({ selected: null }),
  },
  delays: {
    'poll delay': STAFF_INBOX_POLL_MS,
  },
}).createMachine({
  id: 'staffInbox',
  description: `The chat inbox's filter and open conversation, read again every ${inSeconds(STAFF_INBOX_POLL_MS)} while the page is open. New messages, another agent's answer and who is typing appear without a reload.`,
  context: { filter: 'active', selected: null },
  initial: 'watching',
  on: {
    FILTER: { actions: { type: 'filter', params: ({ event }) => ({ filter: event.filter }) } },
    SELECT: { actions: { type: 'select', params: ({ event }) => ({ uuid: event.uuid }) } },
    BACK: { actions: 'close conversation' },
  },
  states: {
    watching: {
      description: 'Shows the list and the open conversation and waits for the next reading.',
      after: { 'poll delay': 'refreshing' },
    },
    refreshing: {
      description: 'Reads them again; a failed reading is tried at the next one.',
      invoke: { id: 'refresh inbox', src: 'refresh inbox', onDone: 'watching', onError: 'watching' },
    },
  },
});
