import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, requestSession, type TokenPair } from './support';

/** The signed-in account of these specs, which only read it (login-sign-in also signs it in). */
const INSTALLER = { email: 'installer@demo.pl', name: /Anna/ };
const OWNER_EMAIL = 'owner@demo.pl';
// Both demo accounts have Polish as their language, which the portal applies at sign-in.
const LOG_OUT = /wyloguj się/i;

// One sign-in for the file (codes can be requested once a minute per account); the tests run in
// order and hand the session on, and the logout test comes last.
test.describe.configure({ mode: 'serial' });
let pair: TokenPair;

test.beforeAll(async ({ request }) => {
  pair = await requestSession(request, INSTALLER.email);
});

/** Hands the file's session to the portal and opens home. */
async function openSignedIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.evaluate((stored) => localStorage.setItem('session', JSON.stringify(stored)), pair);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: INSTALLER.name })).toBeVisible();
}

async function setMaintenance(request: APIRequestContext, on: boolean): Promise<void> {
  const answer = await request.post('/api/dev/operator/maintenance', { data: { on } });
  expect(answer.ok()).toBeTruthy();
}

test('signed in: home welcomes the user, reload keeps the session, guest pages send home', async ({ page }) => {
  await openSignedIn(page);
  await expect(page.getByRole('banner').getByRole('button', { name: /Anna/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'e2e-artifacts/app-home-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'e2e-artifacts/app-home-1280.png', fullPage: true });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: INSTALLER.name })).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('a page inside a section shows where it is, and the first crumb leads home, at the top of the page', async ({ page }) => {
  await openSignedIn(page);
  await page.goto('/shop/club-card');
  const breadcrumbs = page.getByRole('navigation', { name: /ścieżka nawigacji/i });
  // Home and the shop as links, the page itself as the current one.
  await expect(breadcrumbs.getByRole('link')).toHaveCount(2);
  await expect(breadcrumbs.locator('[aria-current="page"]')).toBeVisible();
  await expectNoAxeViolations(page);

  await breadcrumbs.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
});

test('maintenance: a 503 leads to /maintenance, which returns home once the API answers again', async ({ page, request }) => {
  await page.clock.install();
  await openSignedIn(page);
  await setMaintenance(request, true);
  try {
    await page.reload();
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'e2e-artifacts/app-maintenance-1280.png', fullPage: true });

    await page.clock.runFor(61_000);
    await expect(page).toHaveURL(/\/maintenance$/);
  } finally {
    await setMaintenance(request, false);
  }
  await page.clock.runFor(61_000);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: INSTALLER.name })).toBeVisible();
});

test('emulation link: code gone from the address bar, banner, writes refused, language not stored', async ({ page, request }) => {
  const link = await request.post('/api/dev/operator/emulate', { data: { email: OWNER_EMAIL, by: 'Support Sam' } });
  expect(link.ok()).toBeTruthy();
  const { code } = (await link.json()) as { code: string };

  await page.goto(`/?x:${code}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  // Matches the banner in Polish and, after the switch below, in Czech.
  const banner = page.getByRole('region', { name: /sesja emulowana|emulovaná relace/i });
  await expect(banner).toContainText('Support Sam');
  await expect(page).toHaveURL(/\/$/);
  expect(page.url()).not.toContain(code);
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/app-emulation-1280.png', fullPage: true });

  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('emulation-session') ?? '{}') as { token?: string }).token);
  expect(token).toBeTruthy();
  const self = async () => (await (await request.get('/api/v1/company/user/self', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: number; language: { code: string } } };
  const before = await self();
  const write = await request.patch(`/api/v1/installer/user/${before.data.id}`, { headers: { authorization: `Bearer ${token}` }, data: { email_consent: true } });
  expect(write.status()).toBe(403);

  const otherLanguage = 'cs';
  await page.getByRole('combobox', { name: /język/i }).selectOption(otherLanguage);
  await expect(page.locator('html')).toHaveAttribute('lang', otherLanguage);
  expect((await self()).data.language.code).toBe(before.data.language.code);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();

  await banner.getByRole('button').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('emulation-session'))).toBeNull();

  const reused = await request.post('/api/v2/installer/emulate', { data: { code } });
  expect(reused.ok()).toBeFalsy();
});

test('logout revokes the session on the server and goes to /login', async ({ page, request }) => {
  await openSignedIn(page);
  // Logout sits in the user menu, opened by the user's name.
  await page.getByRole('banner').getByRole('button', { name: /Anna/ }).click();
  await page.getByRole('button', { name: LOG_OUT }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();
  const refresh = await request.post('/api/v2/installer/refresh', { data: pair });
  expect(refresh.status()).toBe(401);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});
