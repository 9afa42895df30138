/**
 * The session's walk: a tab starts with a stored token 50 minutes from its end; time passing brings
 * the profile's refetch and the refresh, other tabs and 401s come as events. The tokens and
 * failures of the session's tests.
 */
import { sessionMachine } from '../../../../machines/session-machine';
import { EMULATION, NEW, NOW, STORED, offline, refused } from '../../../../tests/machines/session-fixtures';
import { walkTable } from '../walk-table';

const done = (label: string) => ({ done: [{ label, value: undefined }], failed: [{ label: 'refused (401)', value: refused }, { label: 'no answer', value: offline }] });

export const sessionWalk = walkTable({
  machine: sessionMachine,
  startsAt: NOW,
  input: (clock) => ({ stored: STORED, emulationCode: null, clock }),
  events: {
    SIGNED_IN: [{ label: 'a new session', value: { type: 'SIGNED_IN', session: NEW } }],
    STORAGE_CHANGED: [
      { label: 'another tab signed in', value: { type: 'STORAGE_CHANGED', session: NEW } },
      { label: 'another tab signed out', value: { type: 'STORAGE_CHANGED', session: null } },
    ],
  },
  calls: {
    'swap emulation code': { done: [{ label: 'an emulation session', value: EMULATION }], failed: [{ label: 'refused', value: refused }] },
    'refresh session': { done: [{ label: 'a new token', value: NEW }], failed: [{ label: 'refused (401)', value: refused }, { label: 'no answer', value: offline }] },
    'refetch profile': done('profile fetched'),
    'end session': done('ended'),
  },
});
