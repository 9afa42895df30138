import type { OrderFile } from '../../contract/marketing-material';

/**
 * STUB (issue 26, materials-common.md interface 5): the configurator's Dexie logo store (SPEC §3
 * "FileDB", store files) replaces this file at merge. Only the signatures are agreed; the material
 * checkout calls clearLogo() after a successful order (SPEC §4).
 */
export interface StoredLogo {
  blob: Blob;
  name: string;
  type: string;
  reference: OrderFile;
}

export async function saveLogo(_file: { blob: Blob; name: string; type: string }, _reference: OrderFile): Promise<void> {}

export async function loadLogo(): Promise<StoredLogo | null> {
  return null;
}

export async function clearLogo(): Promise<void> {}
