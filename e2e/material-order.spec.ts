/**
 * Issue 26 end to end, on a phone (375 px): a stored flyer-services configuration ordered at
 * /checkout/{uuid} in a quantity of 2 (price × quantity from the points), the thank-you dialog,
 * the order in the list, and its detail with the input data; the logo's download link saves the
 * uploaded file. The configuration is made through the API (e2e/material-steps.ts); the
 * configurator's own path is e2e/material-configurator.spec.ts. The owner is a Polish company of its own (English UI),
 * credited with points through the development operator.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { FLYER_TEXTS, LOGO_PNG, storeFlyerConfiguration } from './material-steps';
import { expectNoAxeViolations, registerOwner, requestSession } from './support';

test.use({ viewport: { width: 375, height: 812 } });
// The walk signs up a company, stores a configuration, orders and downloads: more than the default minute on a busy machine.
test.setTimeout(180_000);

/** The demo flyer (demo-materials.ts): 120 points a pack of 500. */
const FLYER_PRICE = 120;
const POINTS = 1000;

/** The company's points now (a new company starts with its welcome points, then the credit). */
async function companyPoints(request: APIRequestContext, token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const self = (await (await request.get('/api/v1/company/user/self', { headers })).json()) as { data: { company: { id: number } } };
  const points = (await (await request.get(`/api/v1/company/points/${self.data.company.id}`, { headers })).json()) as { data: { company_points: number } };
  return points.data.company_points;
}

test('a stored flyer configuration ordered in a quantity of 2, its order detail showing the input data and the logo downloading', async ({ page, request, baseURL }) => {
  const owner = await registerOwner(baseURL, { name: 'Marek', surname: 'Ulotka', language: 'en' });
  expect((await request.post('/api/dev/operator/points', { data: { email: owner.email, points: POINTS } })).ok()).toBeTruthy();
  const pair = await requestSession(request, owner.email);
  const configuration = await storeFlyerConfiguration(request, pair.token);
  const balance = await companyPoints(request, pair.token);

  await page.goto('/login');
  await page.evaluate((stored) => localStorage.setItem('session', JSON.stringify(stored)), pair);
  await page.goto(`/checkout/${configuration.uuid}`);
  // The portal's first start on a cold server (the build's chunks, the catalogs) may take longer than one expectation.
  await expect(page.getByRole('heading', { level: 2, name: 'Your material' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Flyer: Services')).toBeVisible();
  await expect(page.getByText(FLYER_TEXTS.shortDescription)).toBeVisible();
  await page.getByLabel('Quantity').fill('2');
  await expect(page.getByText(`2 × ${FLYER_PRICE} points = ${2 * FLYER_PRICE} points`)).toBeVisible();
  await page.getByLabel('Phone', { exact: true }).fill('512 345 678');
  await page.getByLabel('Street').fill('ul. Ogrodowa');
  await page.getByLabel('House number').fill('12');
  await page.getByLabel('Postal code').fill('30-001');
  await page.getByLabel('City').fill('Kraków');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next: summary' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: summary' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Place order' }).click();

  const thanks = page.getByRole('dialog', { name: 'Thank you for your order' });
  await expect(thanks.getByText(`Your company now has ${balance - 2 * FLYER_PRICE} points.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await thanks.getByRole('link', { name: 'See your orders' }).click();

  await expect(page).toHaveURL(/\/orders$/);
  const row = page.getByRole('row').filter({ hasText: String(2 * FLYER_PRICE) });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
  const input = page.getByRole('region', { name: 'Your material' });
  for (const text of Object.values(FLYER_TEXTS)) await expect(input.getByText(text, { exact: true })).toBeVisible();
  await expect(input.getByRole('button', { name: 'Download the print proof (PDF)' })).toBeVisible();
  await expectNoAxeViolations(page);

  const saving = page.waitForEvent('download');
  await input.getByRole('button', { name: 'Download your logo' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe(configuration.logoName);
  expect(Buffer.compare(await readFile(await download.path()), LOGO_PNG)).toBe(0);
});

test('another company\'s configuration, or an unknown one, is not found at /checkout/{uuid}', async ({ page, request, baseURL }) => {
  const first = await registerOwner(baseURL, { name: 'Marek', surname: 'Pierwszy', language: 'en' });
  const other = await registerOwner(baseURL, { name: 'Marek', surname: 'Drugi', language: 'en' });
  const configuration = await storeFlyerConfiguration(request, (await requestSession(request, first.email)).token);
  const pair = await requestSession(request, other.email);
  await page.goto('/login');
  await page.evaluate((stored) => localStorage.setItem('session', JSON.stringify(stored)), pair);
  for (const uuid of [configuration.uuid, '00000000-0000-4000-8000-000000000000']) {
    await page.goto(`/checkout/${uuid}`);
    await expect(page.getByRole('main').getByText('404')).toBeVisible({ timeout: 30_000 });
  }
});
