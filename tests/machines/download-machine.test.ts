/**
 * The download button's machine (issue 26: the order detail's download links of a material order):
 * Download fetches and saves the file once at a time, a failure is shown and Download tries again.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { downloadMachine, type DownloadInput } from '../../machines/download-machine';

const INPUT: DownloadInput = { address: '/api/v1/shop/order/files/5d0c8a2e-1111-4a4a-9a9a-000000000001', name: 'logo' };

/** A download actor whose outcomes the test decides, one per call, recording what it was asked. */
function scripted(outcomes: ('saved' | 'failed')[]) {
  const asked: DownloadInput[] = [];
  let release: () => void = () => undefined;
  const machine = downloadMachine.provide({
    actors: {
      'fetch and save': fromPromise<void, DownloadInput>(({ input }) => {
        asked.push(input);
        const outcome = outcomes.shift();
        return new Promise((resolve, reject) => {
          release = () => (outcome === 'saved' ? resolve() : reject(new Error('network')));
        });
      }),
    },
  });
  return { machine, asked, release: () => release() };
}

describe('the download machine', () => {
  it('fetches the file named by its input, waits while it comes, and is ready again once saved', async () => {
    const { machine, asked, release } = scripted(['saved']);
    const actor = createActor(machine, { input: INPUT }).start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'DOWNLOAD' });
    expect(actor.getSnapshot().value).toBe('downloading');
    // A second press while it comes starts nothing more.
    actor.send({ type: 'DOWNLOAD' });
    expect(asked).toEqual([INPUT]);
    release();
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
  });

  it('shows a failure, and Download tries again', async () => {
    const { machine, asked, release } = scripted(['failed', 'saved']);
    const actor = createActor(machine, { input: INPUT }).start();
    actor.send({ type: 'DOWNLOAD' });
    release();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'DOWNLOAD' });
    expect(actor.getSnapshot().value).toBe('downloading');
    release();
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(asked).toHaveLength(2);
  });
});
