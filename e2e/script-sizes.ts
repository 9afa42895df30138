import type { Page, Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';

export interface ScriptSize { file: string; bytes: number }

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' || (response.headers()['content-type'] ?? '').includes('javascript');

/**
 * Records the scripts `page` fetches from now until `stop()`, which gives each one's size gzip-compressed at level 9
 * (whatever the server sent: the figure does not depend on its settings). The bodies are fetched again by URL rather
 * than read from the page's responses: a navigation drops the bodies of the page it leaves (a flaky "No resource with
 * given identifier"), and the chunks are immutable files, so the second fetch is the same bytes.
 */
export function recordScripts(page: Page) {
  const urls = new Set<string>();
  const record = (response: Response) => {
    if (isScript(response)) urls.add(response.url());
  };
  page.on('response', record);
  return {
    async stop(): Promise<ScriptSize[]> {
      page.off('response', record);
      const sizes = await Promise.all([...urls].map(async (url) => {
        const response = await page.request.get(url);
        if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
        return { file: new URL(url).pathname, bytes: gzipSync(await response.body(), { level: 9 }).length };
      }));
      return sizes.sort((a, b) => b.bytes - a.bytes);
    },
  };
}

/** Prints each script's size, largest first, and returns the total. */
export function totalPrinted(sizes: ScriptSize[]): number {
  for (const { file, bytes } of sizes) console.log(`${(bytes / 1000).toFixed(1).padStart(7)} kB  ${file}`);
  return sizes.reduce((sum, { bytes }) => sum + bytes, 0);
}
