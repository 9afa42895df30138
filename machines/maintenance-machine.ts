import { emit, fromPromise, setup } from 'xstate';
import { MAINTENANCE_POLL_MS } from '../src/contract/limits';
import { inSeconds } from './description-words';

/**
 * The maintenance page of SPEC §2: asks the config call every 60 seconds and ends (state "back")
 * once it answers with a status below 300, telling the page (`serviceBack`), which then leaves
 * maintenance. Failed checks (offline, 503) simply wait for the next one.
 */
/** An answer below this status means the service is back (SPEC §2 /maintenance). */
export const SERVICE_BACK_BELOW_STATUS = 300;

/** Told to the page: the service answers again, maintenance is over. */
export type MaintenanceEmitted = { type: 'serviceBack' };

export const maintenanceMachine = setup({
  types: {
    emitted: {} as MaintenanceEmitted,
  },
  actors: {
    /** Resolves with the HTTP status of the public config call. */
    'check the service': fromPromise<number>(() => Promise.reject(new Error('The maintenance actor "check the service" was not provided'))),
  },
  guards: {
    'service is back': (_, params: { status: number }) => params.status < SERVICE_BACK_BELOW_STATUS,
  },
  actions: {
    'tell page service is back': emit({ type: 'serviceBack' }),
  },
  delays: {
    'poll interval': MAINTENANCE_POLL_MS,
  },
}).createMachine({
  id: 'maintenance',
  description:
    `The maintenance page asks every ${inSeconds(MAINTENANCE_POLL_MS)} whether the service is back. ` +
    `Once the config call answers with a status below ${SERVICE_BACK_BELOW_STATUS} it ends and the page leaves maintenance; a failed check waits for the next one.`,
  initial: 'waiting',
  states: {
    waiting: {
      description: `Waits ${inSeconds(MAINTENANCE_POLL_MS)} until the next check.`,
      after: { 'poll interval': 'checking' },
    },
    checking: {
      description: 'Asks the public config call for its status.',
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
    back: { description: 'The service answers again: the page leaves maintenance.', type: 'final', entry: 'tell page service is back' },
  },
});
