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
  description:
    'Opening a notification marks it read, unless it was read already or staff are only looking at it while emulating the user. ' +
    'A failed mark can be tried again; the notification stays readable either way.',
  context: ({ input }) => input,
  initial: 'opening',
  states: {
    opening: {
      description: 'Decides whether the notification is to be marked read.',
      always: [{ guard: 'is unread in own session', target: 'marking' }, { target: 'read' }],
    },
    marking: {
      description: 'Marks the notification read and refreshes the lists and counts that show it.',
      invoke: {
        id: 'markAsRead',
        src: 'mark as read',
        input: ({ context }) => ({ uuid: context.uuid }),
        onDone: 'read',
        onError: 'markFailed',
      },
    },
    markFailed: {
      description: 'The mark failed; the person may try again.',
      on: { RETRY: 'marking' },
    },
    read: { description: 'The notification is read.', type: 'final' },
  },
});
