/**
 * The portal's service worker (public/sw.js) against a fake browser: its cache, the network (on
 * or off) and the events it listens to. Pages come from the network first and from the cache
 * offline; hashed files from the cache first; a new release clears the files of the one before.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/server/paths';

const ORIGIN = 'https://club.example';
const PAGE_V1 = '<script type="module" src="/assets/index-v1.js"></script><link rel="stylesheet" href="/assets/index-v1.css">';
const PAGE_V2 = '<script type="module" src="/assets/index-v2.js"></script><link rel="stylesheet" href="/assets/index-v2.css">';

type Key = string | { url: string };
const urlOf = (key: Key) => new URL(typeof key === 'string' ? key : key.url, ORIGIN).href;

class FakeCache {
  entries = new Map<string, Response>();
  constructor(private readonly network: FakeNetwork) {}
  async match(key: Key) {
    return this.entries.get(urlOf(key))?.clone();
  }
  async put(key: Key, response: Response) {
    this.entries.set(urlOf(key), response);
  }
  async add(key: Key) {
    await this.put(key, await this.network.fetch(key));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }));
  }
  async delete(key: Key) {
    return this.entries.delete(urlOf(key));
  }
}

class FakeNetwork {
  online = true;
  files = new Map<string, string>();
  fetch = async (key: Key): Promise<Response> => {
    if (!this.online) throw new TypeError('Failed to fetch');
    const path = new URL(urlOf(key)).pathname;
    // As the server does: every path outside /assets and /api is the portal's page.
    const body = this.files.get(path) ?? (path.startsWith('/assets/') || path.startsWith('/api/') ? undefined : this.files.get('/'));
    return body === undefined ? new Response('Not found', { status: 404 }) : new Response(body, { status: 200 });
  };
}

/** Installs public/sw.js in a fake worker scope and answers its fetch events. */
async function installWorker() {
  const network = new FakeNetwork();
  network.files.set('/', PAGE_V1);
  for (const file of ['/assets/index-v1.js', '/assets/index-v1.css', '/assets/project-v1.js']) network.files.set(file, `/* ${file} */`);
  const caches = new Map<string, FakeCache>();
  const cacheStorage = {
    open: async (name: string) => caches.get(name) ?? caches.set(name, new FakeCache(network)).get(name)!,
    keys: async () => [...caches.keys()],
    delete: async (name: string) => caches.delete(name),
  };
  const handlers = new Map<string, (event: unknown) => void>();
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  new Function('self', 'caches', 'fetch', readFileSync(join(PACKAGE_ROOT, 'public/sw.js'), 'utf8'))(scope, cacheStorage, network.fetch);
  const dispatch = async (type: string, data: Record<string, unknown> = {}) => {
    let answer: Promise<Response> | undefined;
    const waits: Promise<unknown>[] = [];
    handlers.get(type)?.({ ...data, waitUntil: (work: Promise<unknown>) => waits.push(work), respondWith: (work: Promise<Response>) => (answer = work) });
    await Promise.all(waits);
    return answer;
  };
  await dispatch('install');
  await dispatch('activate');
  const get = (path: string, mode = 'cors') => dispatch('fetch', { request: { url: `${ORIGIN}${path}`, method: 'GET', mode } });
  const cached = async () => [...(await cacheStorage.open('portal-v1')).entries.keys()].map((url) => new URL(url).pathname).sort();
  return { network, get, dispatch, cached };
}

describe('the service worker', () => {
  it('opens any page of the portal offline with the page kept, and leaves the API alone', async () => {
    const worker = await installWorker();
    worker.network.online = false;
    expect(await (await worker.get('/projects/0b6f1d7e-2c4a-4e8b-9f1a-3d5c7e9a1b2c', 'navigate'))?.text()).toBe(PAGE_V1);
    expect(await worker.get('/api/v1/project')).toBeUndefined();
  });

  it('keeps the files the page loaded and serves them offline', async () => {
    const worker = await installWorker();
    await worker.get('/assets/project-v1.js');
    await worker.dispatch('message', { data: { type: 'keep', urls: [`${ORIGIN}/assets/index-v1.js`, 'https://elsewhere.example/x.js', `${ORIGIN}/api/v1/project`] } });
    expect(await worker.cached()).toEqual(['/', '/assets/index-v1.js', '/assets/project-v1.js']);
    worker.network.online = false;
    expect(await (await worker.get('/assets/project-v1.js'))?.text()).toBe('/* /assets/project-v1.js */');
  });

  it('clears the files of the release before once a new release\'s page arrives', async () => {
    const worker = await installWorker();
    await worker.get('/assets/index-v1.js');
    await worker.get('/assets/project-v1.js');
    await worker.get('/projects', 'navigate');
    expect(await worker.cached()).toEqual(['/', '/assets/index-v1.js', '/assets/project-v1.js']);

    worker.network.files.set('/', PAGE_V2);
    worker.network.files.set('/assets/index-v2.js', '/* v2 */');
    expect(await (await worker.get('/projects', 'navigate'))?.text()).toBe(PAGE_V2);
    await worker.get('/assets/index-v2.js');
    expect(await worker.cached()).toEqual(['/', '/assets/index-v2.js']);
  });
});
