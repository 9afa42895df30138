/**
 * The copy button's machine (issue 28: each voucher's code and password with a copy button and a
 * "Copied" confirmation): Copy writes the text, "Copied" shows for a moment, a refusal is shown
 * and Copy tries again.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { copyMachine, type CopyInput } from '../../machines/copy-machine';

const INPUT: CopyInput = { text: 'ABCD-EFGH-JKLM' };

/** A clipboard whose answers the test decides, one per call, recording what it was given. */
function clipboard(outcomes: ('written' | 'refused')[]) {
  const written: string[] = [];
  const machine = copyMachine.provide({
    actors: {
      'write to clipboard': fromPromise<void, CopyInput>(({ input }) => {
        written.push(input.text);
        return outcomes.shift() === 'written' ? Promise.resolve() : Promise.reject(new Error('denied'));
      }),
    },
  });
  return { machine, written };
}

describe('the copy machine', () => {
  it('copies the text, says "Copied" for two seconds, then is ready again', async () => {
    vi.useFakeTimers();
    try {
      const { machine, written } = clipboard(['written']);
      const actor = createActor(machine, { input: INPUT }).start();
      actor.send({ type: 'COPY' });
      // Lets the clipboard's answer arrive without moving the clock.
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('copied');
      expect(written).toEqual(['ABCD-EFGH-JKLM']);
      vi.advanceTimersByTime(1999);
      expect(actor.getSnapshot().value).toBe('copied');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe('idle');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a refused clipboard, and Copy tries again', async () => {
    const { machine, written } = clipboard(['refused', 'written']);
    const actor = createActor(machine, { input: INPUT }).start();
    actor.send({ type: 'COPY' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'COPY' });
    await waitFor(actor, (snapshot) => snapshot.matches('copied'));
    expect(written).toEqual(['ABCD-EFGH-JKLM', 'ABCD-EFGH-JKLM']);
  });
});
