import { fromPromise, setup } from 'xstate';

/**
 * A download of a file the API serves only to the signed-in company (a material order's logo or
 * its proof, SPEC §2 order detail "download links"): a plain link would carry no token, so the
 * file is fetched with the session's and handed to the browser to save. While it comes the button
 * waits; a failure says so and Download tries again.
 */
export interface DownloadInput {
  /** The address the API answered ("/api/v1/…"). */
  address: string;
  /** The name to save under when the answer names none. */
  name: string;
}

export type DownloadEvent = { type: 'DOWNLOAD' };

export const downloadMachine = setup({
  types: { context: {} as DownloadInput, events: {} as DownloadEvent, input: {} as DownloadInput },
  actors: {
    'fetch and save': fromPromise<void, DownloadInput>(() => Promise.reject(new Error('The download actor "fetch and save" was not provided'))),
  },
}).createMachine({
  id: 'download',
  description: 'Download fetches the file with the session\'s token and hands it to the browser to save. A failure is shown until Download tries again.',
  context: ({ input }) => input,
  initial: 'idle',
  states: {
    idle: { description: 'The button is ready.', on: { DOWNLOAD: 'downloading' } },
    downloading: {
      description: 'The file is on its way: the button waits.',
      invoke: { src: 'fetch and save', input: ({ context }) => context, onDone: 'idle', onError: 'failed' },
    },
    failed: { description: 'The download failed: a message, and Download tries again.', on: { DOWNLOAD: 'downloading' } },
  },
});
