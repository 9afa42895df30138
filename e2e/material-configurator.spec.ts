/**
 * Issue 26 §2, the configurator in Chromium against the real server: a vertical business card
 * designed on a phone (the problems listed and the first focused, five services, a logo uploaded
 * with its progress, stored and on to /checkout/{uuid}); every type's configurator at 375 and 1280
 * px (docs/screenshots/material-<type>-<width>.png) without axe violations; the configurator's own
 * JavaScript within 60 kB gzip.
 */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { expectNoAxeViolations, registerOwner, requestSession, type TokenPair } from './support';

/** Issue 26 §3: the configurator's route JavaScript under 60 kB gzip. */
const CONFIGURATOR_BUDGET_BYTES = 60_000;
const SCREENSHOTS = join(import.meta.dirname, '../docs/screenshots');
const MATERIALS = {
  'business-card-horizontal': 'MKT-CARD-HORIZONTAL', 'business-card-vertical': 'MKT-CARD-VERTICAL', banner: 'MKT-BANNER',
  sticker: 'MKT-STICKER', billboard: 'MKT-BILLBOARD', flyer: 'MKT-FLYER',
} as const;
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function productUuid(request: APIRequestContext, token: string, sku: string): Promise<string> {
  const answer = await request.get('/api/v2/shop/products?limit=60', { headers: { authorization: `Bearer ${token}` } });
  const product = ((await answer.json()) as { data: { uuid: string; sku: string }[] }).data.find((candidate) => candidate.sku === sku);
  if (!product) throw new Error(`no product ${sku}`);
  return product.uuid;
}

async function owner(request: APIRequestContext, baseURL: string | undefined, surname: string): Promise<TokenPair> {
  const person = await registerOwner(baseURL, { name: 'Marek', surname, language: 'en' });
  return requestSession(request, person.email);
}

async function openSignedIn(page: Page, pair: TokenPair, path: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((stored) => localStorage.setItem('session', JSON.stringify(stored)), pair);
  await page.goto(path);
}

test('a vertical business card designed on a phone goes to its checkout', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const pair = await owner(request, baseURL, 'Wizytówka');
  await openSignedIn(page, pair, `/shop/${await productUuid(request, pair.token, 'MKT-CARD-VERTICAL')}`);
  const submit = page.getByRole('button', { name: 'Continue to the order' });
  await expect(submit).toBeVisible();
  // Prefilled from the user: name and surname; no service chosen yet (SPEC §5: 5 on a vertical card).
  await expect(page.getByLabel('First name')).toHaveValue('Marek');
  await expect(page.getByText('Chosen: 0 of 5')).toBeVisible();

  await submit.click();
  await expect(page.getByText('Please correct the following:')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Services' })).toBeFocused();

  const services = page.getByRole('group', { name: 'Services' }).getByRole('checkbox');
  for (let i = 0; i < 5; i += 1) await services.nth(i).check();
  await expect(page.getByText('Chosen: 5 of 5')).toBeVisible();
  // Capped at the number required.
  await expect(services.nth(5)).toBeDisabled();
  await expect(page.getByText('Please correct the following:')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add: Your logo' }).click();
  await page.getByLabel('Choose your logo').setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<html></html>') });
  await expect(page.getByText('The file must be a PDF, AI, EPS, PNG, JPG or SVG file.')).toBeVisible();
  await page.getByLabel('Choose your logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Remove the logo' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A reload keeps the design (the draft) and the logo (FileDB).
  await expect.poll(() => page.evaluate(() => JSON.stringify(sessionStorage))).toMatch(/material-draft:.*\\"logo\\":\\"[0-9a-f-]{36}/);
  await page.reload();
  await expect(page.getByText('Chosen: 5 of 5')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove the logo' })).toBeVisible();

  await page.getByRole('button', { name: 'Continue to the order' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  const uuid = page.url().split('/').at(-1) ?? '';
  const stored = await request.get(`/api/v1/shop/configurations/${uuid}`, { headers: { authorization: `Bearer ${pair.token}` } });
  const body = (await stored.json()) as { data: { configuration: { services: unknown[]; fields: Record<string, string> } } };
  expect(body.data.configuration.services).toHaveLength(5);
  expect(body.data.configuration.fields).toMatchObject({ name: 'Marek', surname: 'Wizytówka' });
  expect(body.data.configuration.fields.logo).toMatch(/^[0-9a-f-]{36}$/);
});

test("every type's configurator at 375 and 1280 px, without axe violations", async ({ page, request, baseURL }) => {
  const pair = await owner(request, baseURL, 'Obrazki');
  await openSignedIn(page, pair, '/shop');
  for (const [name, sku] of Object.entries(MATERIALS)) {
    const uuid = await productUuid(request, pair.token, sku);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await page.goto(`/shop/${uuid}`);
      await expect(page.getByRole('button', { name: 'Continue to the order' })).toBeVisible();
      if (width === 375) await page.getByRole('button', { name: 'Show the preview' }).click();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: join(SCREENSHOTS, `material-${name}-${width}.png`), fullPage: true });
    }
  }
});

test("the configurator's own JavaScript stays within 60 kB gzip", async ({ page, request, baseURL }) => {
  const pair = await owner(request, baseURL, 'Budżet');
  /** The scripts a fresh load of `path` fetches, gzip. */
  const scriptsOf = async (path: string, ready: () => Promise<void>) => {
    const scripts = new Map<string, Promise<number>>();
    const record = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, response.body().then((body) => gzipSync(body, { level: 9 }).length));
    };
    page.on('response', record);
    await openSignedIn(page, pair, path);
    await ready();
    page.off('response', record);
    return new Map(await Promise.all([...scripts].map(async ([file, size]) => [file, await size] as const)));
  };
  // What any product page loads (a voucher's), and what the flyer's loads beyond it.
  const listed = await request.get('/api/v2/shop/products?type=voucher&limit=1', { headers: { authorization: `Bearer ${pair.token}` } });
  const voucher = ((await listed.json()) as { data: { uuid: string }[] }).data[0]?.uuid ?? '';
  const product = await scriptsOf(`/shop/${voucher}`, () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  const flyer = await scriptsOf(`/shop/${await productUuid(request, pair.token, 'MKT-FLYER')}`,
    () => expect(page.getByRole('button', { name: 'Continue to the order' })).toBeVisible());
  const own = [...flyer].filter(([file]) => !product.has(file)).sort((a, b) => b[1] - a[1]);
  for (const [file, bytes] of own) console.log(`${(bytes / 1000).toFixed(1).padStart(7)} kB  ${file}`);
  const total = own.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(`JavaScript the configurator loads beyond a product page: ${total} bytes = ${(total / 1000).toFixed(1)} kB gzip (budget ${CONFIGURATOR_BUDGET_BYTES / 1000} kB)`);
  expect(own.some(([file]) => file.includes('MaterialConfigurator'))).toBe(true);
  expect(total).toBeLessThanOrEqual(CONFIGURATOR_BUDGET_BYTES);
});
