import Dexie, { type EntityTable } from 'dexie';
import type { QueuedScan, QueueWrite } from '../../../machines/scan-queue-machine';

/**
 * The device's queue of scans not yet registered by the server (IndexedDB through Dexie): it
 * outlives a closed tab, a dead battery and a roof without signal. The scan queue machine is its
 * only writer; every scan is one row, keyed by its client-made uuid.
 */
class ScanQueueDatabase extends Dexie {
  scans!: EntityTable<QueuedScan, 'id'>;

  constructor() {
    super('ScanQueue');
    this.version(1).stores({ scans: 'id, projectUuid, queuedAt' });
  }
}

let database: ScanQueueDatabase | null = null;
const db = () => (database ??= new ScanQueueDatabase());

/** The project's queued scans, oldest first. */
export async function restoreQueuedScans(projectUuid: string): Promise<QueuedScan[]> {
  return db().scans.where('projectUuid').equals(projectUuid).sortBy('queuedAt');
}

export async function writeQueuedScan(write: QueueWrite): Promise<void> {
  if (write.kind === 'put') await db().scans.put(write.scan);
  else await db().scans.delete(write.id);
}
