import { expect, test } from './fixtures';
import { recordScripts, totalPrinted } from './script-sizes';

/**
 * JavaScript loaded by /login, gzip-compressed (1 kB = 1000 bytes): 150 kB, as the foundation issue
 * set it. The signed-in pages' routes (their search checks, loader stubs and preload list) load
 * only beyond the guest's pages (src/app/routing/guest-route-tree.ts), which brought /login from
 * 154.0 back to 149.6 kB (issue 24; docs/performance.md "Budgets"). The wire budget below (issue
 * 10's 140 kB brotli) is unchanged.
 */
const BUDGET_BYTES = 150_000;

test('the JavaScript /login loads stays within 150 kB gzip', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const sizes = await scripts.stop();
  const total = totalPrinted(sizes);
  console.log(`JavaScript loaded by /login: ${total} bytes = ${(total / 1000).toFixed(1)} kB gzip in ${sizes.length} files (budget ${BUDGET_BYTES / 1000} kB)`);
  expect(sizes.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('the production build publishes no source maps', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const script = await request.get(url);
    expect(await script.text(), url).not.toContain('sourceMappingURL');
    expect((await request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
  }
});

/** Issue 10: JavaScript and CSS of /login as the server sends them (brotli), at most 140 kB on the wire. */
const WIRE_BUDGET_BYTES = 140_000;

test('/login gets its JavaScript and CSS brotli-compressed, all announced by index.html, within 140 kB', async ({ page, request }) => {
  const files = new Map<string, Promise<{ file: string; encoding: string; bytes: number }>>();
  page.on('requestfinished', (finished) => {
    if (!['script', 'stylesheet'].includes(finished.resourceType()) || files.has(finished.url())) return;
    files.set(finished.url(), (async () => {
      const response = await finished.response();
      const encoding = (await response?.allHeaders())?.['content-encoding'] ?? 'identity';
      // The body's bytes as they crossed the network, before the browser decompressed them.
      return { file: new URL(finished.url()).pathname, encoding, bytes: (await finished.sizes()).responseBodySize };
    })());
  });

  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const sizes = (await Promise.all(files.values())).sort((a, b) => b.bytes - a.bytes);
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  for (const { file, encoding, bytes } of sizes) console.log(`${(bytes / 1000).toFixed(1).padStart(7)} kB  ${encoding.padEnd(8)} ${file}`);
  console.log(`JavaScript and CSS of /login on the wire: ${total} bytes = ${(total / 1000).toFixed(1)} kB in ${sizes.length} files (budget ${WIRE_BUDGET_BYTES / 1000} kB)`);
  expect(sizes.length).toBeGreaterThan(0);
  expect(sizes.filter(({ encoding }) => encoding !== 'br').map(({ file }) => file)).toEqual([]);
  expect(total).toBeLessThanOrEqual(WIRE_BUDGET_BYTES);

  // One round of requests: every file was named by index.html (its tags or the early start's manifest), none found only once code ran.
  const html = await (await request.get('/login')).text();
  expect(sizes.map(({ file }) => file).filter((file) => !html.includes(`"${file}"`))).toEqual([]);
});

/**
 * Issue 27 §2: nothing of the staff console in the installer's bundles. /login loads no console
 * chunk (src/app/staff builds to staff-main-*.js) and no script that calls the staff API or holds
 * the console's messages (its catalog's chunks are named by language only).
 */
test('/login loads nothing of the staff console', async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, response.text());
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.size).toBeGreaterThan(0);
  const staffParts = await Promise.all([...scripts].map(async ([file, text]) => {
    const body = await text;
    return /\/staff[^/]*\.js$/.test(file) || body.includes('staff/v1') || body.includes('Staff console') ? [file] : [];
  }));
  expect(staffParts.flat()).toEqual([]);
});
