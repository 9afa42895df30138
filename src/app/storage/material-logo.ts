import Dexie, { type EntityTable } from 'dexie';
import type { OrderFile } from '../../contract/marketing-material';

/**
 * SPEC §9 "temporary logo storage is a local database named FileDB, store files": the one logo of
 * the marketing-material configurator (SPEC §5 Logo: one at a time), kept with its file reference
 * from the upload until the material order is placed (SPEC §4: the checkout clears it). It outlives
 * a reload, so the preview draws the logo again without asking the server.
 */
export interface StoredLogo {
  blob: Blob;
  name: string;
  type: string;
  reference: OrderFile;
}

/** The one row's key: a new logo replaces the old. */
const LOGO_KEY = 'logo';

class FileDatabase extends Dexie {
  files!: EntityTable<StoredLogo & { key: string }, 'key'>;

  constructor() {
    super('FileDB');
    this.version(1).stores({ files: 'key' });
  }
}

let database: FileDatabase | null = null;
const db = () => (database ??= new FileDatabase());

export async function saveLogo(file: { blob: Blob; name: string; type: string }, reference: OrderFile): Promise<void> {
  await db().files.put({ key: LOGO_KEY, blob: file.blob, name: file.name, type: file.type, reference });
}

/** The kept logo, or null when there is none. */
export async function loadLogo(): Promise<StoredLogo | null> {
  const row = await db().files.get(LOGO_KEY);
  if (!row) return null;
  const { key: _key, ...logo } = row;
  return logo;
}

export async function clearLogo(): Promise<void> {
  await db().files.delete(LOGO_KEY);
}
