/** Storage key of the offline snapshot (api/offline-snapshot.ts); apart so that sign-out can clear it cheaply. */
export const OFFLINE_SNAPSHOT_KEY = 'offline-snapshot';
