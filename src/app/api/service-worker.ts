/**
 * Installs the portal's service worker (public/sw.js), which lets its pages open without a
 * connection; production builds only (the dev server's modules change all the time). The files
 * this page loaded before the worker took over are handed to it, so that a reload offline finds
 * them all.
 */
export async function keepPortalOffline(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  await navigator.serviceWorker.register('/sw.js');
  const { active } = await navigator.serviceWorker.ready;
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  active?.postMessage({ type: 'keep', urls: loaded });
}
