/**
 * The portal's service worker: the pages keep opening without a connection (an installer on a
 * roof who reloads his project). The API is never touched here: its answers are the app's
 * business (src/app/api/offline-snapshot.ts keeps what an offline reload needs).
 *
 * - Pages: the network first; offline, the portal's index.html kept from the last visit (every
 *   path of the portal is that one page).
 * - /assets/: hashed, never changing files, so the copy kept is used first; new ones are kept as
 *   they are fetched, and the page asks for those it loaded before this worker took over. A new
 *   release (its page names other files) clears the files of the ones before.
 * - Other files of the portal (logo, icons, fonts): the network first, the copy kept offline.
 */
const CACHE = 'portal-v1';
const PAGE = '/';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.add(PAGE)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** The page sends the files it loaded before this worker controlled it. */
self.addEventListener('message', (event) => {
  const urls = event.data && event.data.type === 'keep' && Array.isArray(event.data.urls) ? event.data.urls : [];
  const own = urls.filter((url) => typeof url === 'string' && isPortalFile(new URL(url, self.location.origin)));
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.all(own.map((url) => cache.match(url).then((kept) => kept || cache.add(url).catch(() => undefined))))));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || !isPortalFile(url)) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, PAGE));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else event.respondWith(networkFirst(request, request));
});

function isPortalFile(url) {
  return url.origin === self.location.origin && url.pathname !== '/api' && !url.pathname.startsWith('/api/') && url.pathname !== '/sw.js';
}

async function networkFirst(request, keptAs) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await (keptAs === PAGE ? keepPage(cache, response.clone()) : cache.put(keptAs, response.clone()));
    return response;
  } catch (error) {
    const kept = await cache.match(keptAs);
    if (kept) return kept;
    throw error;
  }
}

/** The files a page names: a release's entry script and styles (hashed names). */
const assetsOf = (html) => new Set(html.match(/\/assets\/[^"'\s)]+/g) || []);

/**
 * Keeps the portal's page; when it names other files than the one kept (a new release), the
 * files of the releases before go, so that the cache does not grow release after release.
 */
async function keepPage(cache, response) {
  const html = await response.clone().text();
  const kept = await cache.match(PAGE);
  const before = kept ? assetsOf(await kept.text()) : new Set();
  const now = assetsOf(html);
  if (kept && [...now].some((path) => !before.has(path))) {
    const releaseGone = (path) => path.startsWith('/assets/') && !now.has(path);
    const entries = await cache.keys();
    await Promise.all(entries.filter((entry) => releaseGone(new URL(entry.url).pathname)).map((entry) => cache.delete(entry)));
  }
  await cache.put(PAGE, response);
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
