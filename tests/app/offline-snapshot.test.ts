import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepOfflineSnapshot } from '../../src/app/api/offline-snapshot';
import { memoryStorage } from '../../src/app/storage/browser-storage';
import { OFFLINE_SNAPSHOT_KEY } from '../../src/app/storage/offline-snapshot-key';

const PROJECT_KEY = ['projects', 'one', 'b1f7c9de-0000-4000-8000-000000000001'];
const PROJECT = { uuid: 'b1f7c9de-0000-4000-8000-000000000001', street: 'ulica Testowa', products: [{ serial_number: 'PL-100271' }] };

/** A page's query client on a device: what the snapshot keeps is in `storage`; `leave()` is the page going. */
function page(storage: Storage, online: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const events = new EventTarget();
  keepOfflineSnapshot(client, { storage, online, page: events });
  return Object.assign(client, { leave: () => events.dispatchEvent(new Event('pagehide')) });
}

describe('offline snapshot', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps what the pages loaded and gives it back to a page that starts offline', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    page(storage, true).setQueryData(PROJECT_KEY, PROJECT);
    expect(storage.getItem(OFFLINE_SNAPSHOT_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);

    expect(page(storage, false).getQueryData(PROJECT_KEY)).toEqual(PROJECT);
  });

  it('is written at once when the page goes before the delay is over (a quick reload)', () => {
    const storage = memoryStorage();
    const first = page(storage, true);
    first.setQueryData(PROJECT_KEY, PROJECT);
    first.leave();

    expect(page(storage, false).getQueryData(PROJECT_KEY)).toEqual(PROJECT);
  });

  it('is not read by a page that starts online: that one asks the server', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    page(storage, true).setQueryData(PROJECT_KEY, PROJECT);
    await vi.advanceTimersByTimeAsync(1000);

    expect(page(storage, true).getQueryData(PROJECT_KEY)).toBeUndefined();
  });

  it('is emptied when the cache is cleared (signing out)', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const client = page(storage, true);
    client.setQueryData(PROJECT_KEY, PROJECT);
    await vi.advanceTimersByTimeAsync(1000);
    client.clear();
    await vi.advanceTimersByTimeAsync(1000);

    expect(storage.getItem(OFFLINE_SNAPSHOT_KEY)).toBeNull();
    expect(page(storage, false).getQueryData(PROJECT_KEY)).toBeUndefined();
  });

  it('ignores a snapshot it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem(OFFLINE_SNAPSHOT_KEY, '{"not":"a snapshot"}');
    expect(page(storage, false).getQueryCache().getAll()).toEqual([]);
  });
});
