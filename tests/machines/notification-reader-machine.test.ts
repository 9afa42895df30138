/**
 * The notification reader against its requirement (SPEC §4 Other: opening a notification marks it
 * read; README "Notifications": not in an emulated session): plain rules, and a model-based walk
 * whose every step is checked against the table below.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { notificationReaderMachine, type NotificationReaderInput } from '../../machines/notification-reader-machine';
import { DeferredActors } from '../app/support/machine-harness';
import { testRequirements, type RequirementTable } from '../app/support/requirement-walk';

function open(input: Omit<NotificationReaderInput, 'uuid'>) {
  const actors = new DeferredActors();
  const actor = createActor(notificationReaderMachine.provide({ actors: { 'mark as read': actors.logic('mark as read') } }), {
    input: { uuid: 'n-1', ...input },
  }).start();
  return { actor, actors, value: () => actor.getSnapshot().value };
}

describe('notification reader machine', () => {
  it('marks an unread notification read when it is opened', async () => {
    const { actors, value } = open({ mark: 'unread', emulated: false });
    expect(value()).toBe('marking');
    expect(actors.inputOf('mark as read')).toEqual({ uuid: 'n-1' });
    await actors.resolve('mark as read');
    expect(value()).toBe('read');
  });

  it('leaves a read notification alone', () => {
    const { actors, value } = open({ mark: 'read', emulated: false });
    expect(value()).toBe('read');
    expect(actors.isPending('mark as read')).toBe(false);
  });

  it('marks nothing in an emulated session', () => {
    const { actors, value } = open({ mark: 'unread', emulated: true });
    expect(value()).toBe('read');
    expect(actors.isPending('mark as read')).toBe(false);
  });

  it('lets the person retry a failed mark', async () => {
    const { actor, actors, value } = open({ mark: 'unread', emulated: false });
    await actors.reject('mark as read', new Error('offline'));
    expect(value()).toBe('markFailed');
    actor.send({ type: 'RETRY' });
    expect(value()).toBe('marking');
    await actors.resolve('mark as read');
    expect(value()).toBe('read');
  });
});

type Snapshot = SnapshotFrom<typeof notificationReaderMachine>;
type WalkEvent =
  | { type: 'RETRY' }
  | { type: 'xstate.done.actor.markAsRead' }
  | { type: 'xstate.error.actor.markAsRead'; error: Error };

const EVENT_NAMES: Record<WalkEvent['type'], string> = {
  'RETRY': 'Try again',
  'xstate.done.actor.markAsRead': 'mark: done',
  'xstate.error.actor.markAsRead': 'mark: failed',
};

/** What the person sees: the mark under way, its failure with "Try again", or the notification read. */
const STATE_NAMES: Record<string, string> = { marking: 'being marked read', markFailed: 'mark failed', read: 'read' };

/**
 * An unread notification opened in the user's own session. The rules:
 * - it is being marked read from the moment it opens; once marked it is read;
 * - a failed mark is shown and tried again only when the person asks (one call per "Try again");
 * - while a mark is under way, "Try again" starts nothing more.
 */
const UNREAD_OWN: RequirementTable<string> = {
  'being marked read': { 'mark: done': 'read', 'mark: failed': 'mark failed' },
  'mark failed': { 'Try again': { to: 'being marked read', calls: ['mark as read'] } },
};

describe('notification reader, unread in own session: every state and transition as the requirement says', () => {
  testRequirements({
    machine: notificationReaderMachine,
    input: { uuid: 'n-1', mark: 'unread', emulated: false },
    // The mark's answers come only while it runs; "Try again" may be pressed any time.
    events: (snapshot: Snapshot): WalkEvent[] => [
      { type: 'RETRY' },
      ...(snapshot.matches('marking')
        ? [{ type: 'xstate.done.actor.markAsRead' } as const, { type: 'xstate.error.actor.markAsRead', error: new Error('offline') } as const]
        : []),
    ],
    stateOf: (snapshot: Snapshot) => STATE_NAMES[String(snapshot.value)] ?? String(snapshot.value),
    eventName: (event: WalkEvent) => EVENT_NAMES[event.type],
    table: UNREAD_OWN,
    start() {
      const actors = new DeferredActors();
      const machine = notificationReaderMachine.provide({ actors: { 'mark as read': actors.logic('mark as read') } });
      const actor = createActor(machine, { input: { uuid: 'n-1', mark: 'unread', emulated: false } }).start();
      return {
        snapshot: () => actor.getSnapshot(),
        takeCalls: () => actors.takeStarted(),
        async deliver(event) {
          if (event.type === 'xstate.done.actor.markAsRead') await actors.resolve('mark as read');
          else if (event.type === 'xstate.error.actor.markAsRead') await actors.reject('mark as read', event.error);
          else actor.send(event);
        },
      };
    },
  });
});
