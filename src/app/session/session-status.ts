import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session-machine';

export type SessionStatus = 'starting' | 'signedIn' | 'signedOut';

/** What the session means to pages and guards: being settled or ended ('starting'), signed in or out. */
export function statusOf(snapshot: SnapshotFrom<typeof sessionMachine>): SessionStatus {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('signedOut')) return 'signedOut';
  return 'starting';
}
