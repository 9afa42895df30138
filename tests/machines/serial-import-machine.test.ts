/** The serial registry import (issue 27 §2 "Content"): choose, upload, report; a failure keeps the file. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { serialImportMachine, type ChosenFile } from '../../machines/serial-import-machine';
import type { SerialImportReportView } from '../../src/contract/staff-content';

const CSV = 'serial_number,product_code,region\nCSL-1001,AC-REMOTE,pl\n';
const file = (text = CSV, size = text.length): ChosenFile => ({ name: 'serials.csv', size, text: async () => text });
const REPORT: SerialImportReportView = { imported: 1, unchanged: 0, skipped: [{ line: 3, serial_number: 'x', reason: 'not a serial number' }] };

function importer(outcomes: ('ok' | 'no header' | 'down')[]) {
  const sent: string[] = [];
  const machine = serialImportMachine.provide({
    actors: {
      upload: fromPromise(async ({ input }) => {
        sent.push(await input.text());
        const outcome = outcomes.shift();
        if (outcome === 'no header') throw { status: 422, body: { message: 'The given data was invalid.', errors: { csv: ['The first line must name the columns.'] } }, retryAfter: null };
        if (outcome === 'down') throw new TypeError('Failed to fetch');
        return REPORT;
      }),
    },
  });
  return { actor: createActor(machine).start(), sent };
}

describe('the serial import', () => {
  it('uploads the chosen file and shows its report', async () => {
    const { actor, sent } = importer(['ok']);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'CHOOSE', file: file() });
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().value).toBe('uploading');
    await waitFor(actor, (s) => s.matches('report'));
    expect(actor.getSnapshot().context.report).toEqual(REPORT);
    expect(sent).toEqual([CSV]);
  });

  it('shows the server\'s message about the file, or the generic failure, and tries the same file again', async () => {
    const { actor, sent } = importer(['no header', 'down', 'ok']);
    actor.send({ type: 'CHOOSE', file: file() });
    actor.send({ type: 'UPLOAD' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'refused', message: 'The first line must name the columns.' });
    actor.send({ type: 'UPLOAD' });
    await waitFor(actor, (s) => s.matches('failed') && s.context.failure?.kind === 'failed');
    actor.send({ type: 'UPLOAD' });
    await waitFor(actor, (s) => s.matches('report'));
    expect(sent).toEqual([CSV, CSV, CSV]);
  });

  it('refuses a file too large for the console without sending it', () => {
    const { actor, sent } = importer([]);
    actor.send({ type: 'CHOOSE', file: file(CSV, 1_000_001) });
    actor.send({ type: 'UPLOAD' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'tooLarge' });
    expect(sent).toEqual([]);
  });
});
