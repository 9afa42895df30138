/** The maintenance page's walk: the config call answers a status, or no answer comes (offline). */
import { maintenanceMachine } from '../../../../machines/maintenance-machine';
import { NOW } from '../../../../tests/machines/login-fixtures';
import { walkTable } from '../walk-table';

export const maintenanceWalk = walkTable({
  machine: maintenanceMachine,
  startsAt: NOW,
  input: () => undefined,
  events: {},
  calls: {
    'check the service': {
      done: [
        { label: '200: the service answers', value: 200 },
        { label: '503: still in maintenance', value: 503 },
      ],
      failed: [{ label: 'offline', value: new TypeError('Failed to fetch') }],
    },
  },
});
