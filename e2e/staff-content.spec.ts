import { expect, test } from './fixtures';
import { expectNoAxeViolations, readCode, signInByEmail, signInToConsole } from './support';
import type { APIRequestContext } from '@playwright/test';

/**
 * The console's content desk (issue 27 §2 "Content"): the content member publishes a news item
 * for Poland, which the Polish owner then reads on the portal's news; an item dated tomorrow is
 * listed as scheduled and not shown; a small serial CSV is imported with its report; each write
 * is on the audit log. Demo accounts: README.
 */
const CONTENT = 'content@staff.demo';
const OWNER = 'owner@demo.pl';

/** The audit log's actions of the content member, read through the API as the demo admin. */
async function auditActions(request: APIRequestContext): Promise<{ action: string; by: string }[]> {
  const login = await request.post('/api/staff/v1/auth/login', { data: { email: 'admin@staff.demo' } });
  const { login_request_id } = (await login.json()) as { login_request_id: string };
  const verify = await request.post('/api/staff/v1/auth/login/verify', { data: { login_request_id, code: await readCode(request, 'admin@staff.demo') } });
  const { token } = (await verify.json()) as { token: string };
  const log = await request.get('/api/staff/v1/audit', { headers: { authorization: `Bearer ${token}` } });
  return ((await log.json()) as { data: { action: string; by: string }[] }).data;
}

test('a content member publishes news for Poland, schedules another, and imports serial numbers', async ({ page, request }) => {
  // One story through three pages and the portal: longer than one page's default.
  test.setTimeout(240_000);
  const title = `Zimowe szkolenie ${Date.now()}`;
  const later = `Zapowiedź na jutro ${Date.now()}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToConsole(page, CONTENT);
  await page.getByRole('main').getByRole('link', { name: 'Content', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);

  // A news item for Poland, published now; the preview follows the text as members will get it.
  await page.getByRole('link', { name: 'New item' }).click();
  await page.getByLabel('Region').selectOption('pl');
  await page.getByLabel('Language').selectOption('pl');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Summary').fill('Zapraszamy na szkolenie z montażu okien dachowych.');
  await page.getByLabel('Text (HTML)').fill('<p>Szkolenie odbędzie się w <strong>grudniu</strong>.</p><script>alert(1)</script>');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('Szkolenie odbędzie się w')).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.getByRole('heading', { name: title })).toHaveCount(2);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hide from members' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/staff-content-editor-1280.png', fullPage: true });

  // A second item dated tomorrow: scheduled. A missing title is refused first, keeping the rest.
  await page.getByRole('link', { name: 'Back to the content list' }).click();
  await page.getByRole('link', { name: 'New item' }).click();
  await page.getByLabel('Region').selectOption('pl');
  await page.getByLabel('Summary').fill('Wkrótce.');
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  const local = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}T09:00`;
  await page.getByLabel('Publication date').fill(local);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Give the item a title (at most 200 characters).')).toBeVisible();
  await expect(page.getByLabel('Summary')).toHaveValue('Wkrótce.');
  await page.getByLabel('Title').fill(later);
  await expect(page.getByRole('region', { name: 'Preview' }).getByText('Scheduled')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to the content list' }).click();
  await page.getByLabel('Region').selectOption('pl');
  await expect(page).toHaveURL(/region=pl/);
  await expect(page.getByRole('row').filter({ hasText: later }).getByText('Scheduled')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title }).getByText('Published')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/staff-content-list-1280.png', fullPage: true });
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.screenshot({ path: 'test-results/staff-content-list-768.png', fullPage: true });
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.screenshot({ path: 'test-results/staff-content-editor-768.png', fullPage: true });
  await expectNoAxeViolations(page);

  // The serial registry import of a small CSV, with its report.
  await page.getByRole('link', { name: 'Back to the content list' }).click();
  await page.getByRole('link', { name: 'Import serial numbers' }).click();
  const csv = ['serial_number;product_code;region', 'E2E-CSL-0001;AC-REMOTE;pl', 'E2E-CSL-0002;AC-REMOTE;pl', 'E2E-CSL-0001;AC-REMOTE;pl', 'E2E-CSL-0003;NO-SUCH;pl'].join('\n');
  await page.getByLabel('Choose a CSV file').setInputFiles({ name: 'serials.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Upload and import' }).click();
  const report = page.getByRole('region', { name: 'Import report' });
  await expect(report.getByRole('listitem').filter({ hasText: 'imported' })).toContainText('2');
  await expect(report.getByRole('row').filter({ hasText: 'repeats line 2' })).toContainText('4');
  await expect(report.getByRole('row').filter({ hasText: 'unknown product code' })).toContainText('5');
  await page.screenshot({ path: 'test-results/staff-content-serials-768.png', fullPage: true });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/staff-content-serials-1280.png', fullPage: true });

  // The Polish owner reads the published item on the portal's news; the scheduled one is not there.
  const portal = await page.context().newPage();
  await signInByEmail(portal, request, OWNER);
  await expect(portal).toHaveURL(/\/$/);
  await portal.goto('/news');
  await expect(portal.locator('.app-news-card').filter({ hasText: title })).toBeVisible();
  await expect(portal.locator('.app-news-card').filter({ hasText: later })).toHaveCount(0);

  const actions = (await auditActions(request)).filter((entry) => entry.by === CONTENT).map((entry) => entry.action);
  expect(actions).toEqual(expect.arrayContaining(['content.create', 'serials.import']));
  expect(actions.filter((action) => action === 'content.create')).toHaveLength(2);
});
