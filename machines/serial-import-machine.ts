import { assign, fromPromise, setup } from 'xstate';
import { SERIAL_CSV_MAX_CHARS, type SerialImportReportView } from '../src/contract/staff-content';
import { apiFailureOf } from './wizard-messages';

/**
 * The console's serial registry import (issue 27 §2 "Content"): a CSV file chosen, uploaded once
 * at a time, and its report (imported, unchanged, skipped lines with their reasons), the same the
 * operator's `serials import` prints. A failure names its reason and keeps the file for a retry.
 */
export interface ChosenFile {
  name: string;
  size: number;
  text: () => Promise<string>;
}

/** Why an upload did not get a report: a file too large for the console, the server's message about the file, anything else. */
export type ImportFailure = { kind: 'tooLarge' } | { kind: 'refused'; message: string } | { kind: 'failed' };

export interface SerialImportContext {
  file: ChosenFile | null;
  report: SerialImportReportView | null;
  failure: ImportFailure | null;
}

export type SerialImportEvent = { type: 'CHOOSE'; file: ChosenFile } | { type: 'UPLOAD' };

/** A CSV of at most this many bytes; its text is at most that many characters. */
export const SERIAL_FILE_MAX_BYTES = SERIAL_CSV_MAX_CHARS;

export const serialImportMachine = setup({
  types: { context: {} as SerialImportContext, events: {} as SerialImportEvent },
  actors: {
    /** Reads the file and sends its text (POST /staff/v1/serials/import). */
    upload: fromPromise<SerialImportReportView, ChosenFile>(() =>
      Promise.reject(new Error('The import actor "upload" was not provided'))),
  },
  guards: {
    'file too large': ({ context }) => (context.file?.size ?? 0) > SERIAL_FILE_MAX_BYTES,
  },
  actions: {
    choose: assign((_, params: { file: ChosenFile }) => ({ file: params.file, failure: null })),
    'refuse large file': assign({ failure: { kind: 'tooLarge' } as ImportFailure }),
    'show report': assign((_, params: { report: SerialImportReportView }) => ({ report: params.report, failure: null })),
    'show failure': assign((_, params: { error: unknown }) => {
      const message = apiFailureOf(params.error)?.body?.errors?.csv?.[0];
      return { failure: message ? { kind: 'refused', message } : { kind: 'failed' } } as { failure: ImportFailure };
    }),
  },
}).createMachine({
  id: 'serialImport',
  description: 'Choose a CSV file, upload it, read the report. A failure keeps the file: Upload tries again, or another file is chosen.',
  context: { file: null, report: null, failure: null },
  initial: 'idle',
  on: { CHOOSE: { target: '.chosen', actions: { type: 'choose', params: ({ event }) => ({ file: event.file }) } } },
  states: {
    idle: { description: 'No file chosen yet.' },
    chosen: {
      description: 'A file is chosen; Upload sends it unless it is too large for the console.',
      on: {
        UPLOAD: [
          { guard: 'file too large', target: 'failed', actions: 'refuse large file' },
          { target: 'uploading' },
        ],
      },
    },
    uploading: {
      description: 'The file is read and sent: the button waits, choosing another file waits too.',
      on: { CHOOSE: {} },
      invoke: {
        src: 'upload',
        input: ({ context }) => context.file as ChosenFile,
        onDone: { target: 'report', actions: { type: 'show report', params: ({ event }) => ({ report: event.output }) } },
        onError: { target: 'failed', actions: { type: 'show failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    report: { description: 'The report of the last upload; another file may be chosen.' },
    failed: {
      description: 'The upload failed: the reason is shown and Upload tries the same file again.',
      on: {
        UPLOAD: [
          { guard: 'file too large', actions: 'refuse large file' },
          { target: 'uploading' },
        ],
      },
    },
  },
});
