import { fromPromise, setup } from 'xstate';
import type { NotificationMark } from '../src/contract/notifications';

/**
 * Opening a notification marks it read (SPEC §4 "Other"). Staff emulating a user only look:
 * nothing is marked. A failed mark is retried once the person asks; the notification itself
 * stays readable either way.
 */
export interface NotificationReaderInput {
  uuid: string;
  mark: NotificationMark;
  emulated: boolean;
}

export const notificationReaderMachine = setup({
  types: {
    context: {} as NotificationReaderInput,
    input: {} as NotificationReaderInput,
    events: {} as { type: 'RETRY' },
  },
  actors: {
    /** PATCH the notification to read and refresh the lists and counts that show it. */
    'mark as read': fromPromise<void, { uuid: string }>(() =>
      Promise.reject(new Error('The notification actor "mark as read" was not provided'))),
  },
  guards: {
    'is unread in own session': ({ context }) => context.mark === 'unread' && !context.emulated,
  },
}).createMachine({
  id: 'notificationReader',
  context: ({ input }) => input,
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'is unread in own session', target: 'marking' }, { target: 'read' }],
    },
    marking: {
      invoke: {
        id: 'markAsRead',
        src: 'mark as read',
        input: ({ context }) => ({ uuid: context.uuid }),
        onDone: 'read',
        onError: 'markFailed',
      },
    },
    markFailed: {
      on: { RETRY: 'marking' },
    },
    read: { type: 'final' },
  },
});
