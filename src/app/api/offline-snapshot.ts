import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { readStored, removeStored, writeStored } from '../storage/browser-storage';
import { OFFLINE_SNAPSHOT_KEY } from '../storage/offline-snapshot-key';

/**
 * What the signed-in pages last loaded (the user, the config, the points, the projects opened…),
 * kept on the device so that a page reloaded without a connection still shows them: an installer
 * on a roof who reloads his project sees it, with the scans he queued (those live in the scan
 * queue's IndexedDB). The service worker (public/sw.js) serves the portal's files offline.
 *
 * Only an offline start reads it: online, every page asks the server as before (SPEC §9 cache
 * rules). It lives beside the session (an emulation's in its tab only) and goes with it at sign-out.
 */
/** Writes wait this long for more changes: a page's queries arrive together. */
const SAVE_DELAY_MS = 500;

// The state is TanStack Query's own dehydrated form, written by this module only.
const StoredSnapshot = v.object({ queries: v.array(v.unknown()), mutations: v.array(v.unknown()) });

export interface SnapshotOptions {
  storage: Storage;
  online: boolean;
  /** The window: a write still waiting is done when the page goes (a reload comes quicker than the delay). */
  page?: Pick<Window, 'addEventListener'>;
}

/** Restores the snapshot when the page starts offline, then keeps it in step with the cache. */
export function keepOfflineSnapshot(client: QueryClient, { storage, online, page }: SnapshotOptions): void {
  if (!online) {
    const snapshot = readStored(storage, OFFLINE_SNAPSHOT_KEY, StoredSnapshot);
    if (snapshot) hydrate(client, snapshot as DehydratedState);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    const state = dehydrate(client);
    if (state.queries.length === 0) removeStored(storage, OFFLINE_SNAPSHOT_KEY);
    else writeStored(storage, OFFLINE_SNAPSHOT_KEY, state);
  };
  client.getQueryCache().subscribe((event) => {
    // Only new data or a query gone changes what is kept (fetching states do not).
    if (event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success')) timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  page?.addEventListener('pagehide', () => {
    if (timer !== undefined) save();
  });
}
