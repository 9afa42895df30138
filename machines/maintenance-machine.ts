import { fromPromise, setup } from 'xstate';
import { MAINTENANCE_POLL_MS } from '../src/contract/limits';

/**
 * The maintenance page of SPEC §2: asks the config call every 60 seconds and ends (state "back")
 * once it answers with a status below 300; the page then leaves maintenance. Failed checks
 * (offline, 503) simply wait for the next one.
 */
export const maintenanceMachine = setup({
  actors: {
    /** Resolves with the HTTP status of the public config call. */
    'check the service': fromPromise<number>(() => Promise.reject(new Error('The maintenance actor "check the service" was not provided'))),
  },
  guards: {
    'service is back': (_, params: { status: number }) => params.status < 300,
  },
  delays: {
    'poll interval': MAINTENANCE_POLL_MS,
  },
}).createMachine({
  id: 'maintenance',
  initial: 'waiting',
  states: {
    waiting: {
      after: { 'poll interval': 'checking' },
    },
    checking: {
      invoke: {
        id: 'checkService',
        src: 'check the service',
        onDone: [
          { guard: { type: 'service is back', params: ({ event }) => ({ status: event.output }) }, target: 'back' },
          { target: 'waiting' },
        ],
        onError: { target: 'waiting' },
      },
    },
    back: { type: 'final' },
  },
});
