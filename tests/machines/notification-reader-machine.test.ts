import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { notificationReaderMachine, type NotificationReaderInput } from '../../machines/notification-reader-machine';
import { DeferredActors } from '../app/support/machine-harness';

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
