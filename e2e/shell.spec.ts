import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, serverOf, test } from './fixtures';
import { expectNoAxeViolations, readCode, registerOwner, requestSession, type TokenPair } from './support';

/**
 * The signed-in shell (SPEC §2 "Header and navigation"): header controls, the phone menu, the
 * footer per region, notifications, the mini cart and the language choice. The demo owner's
 * session (its demo notifications, which this spec alone reads and marks) comes from the API once
 * for the file; the language spec signs a new owner of its own in through the UI.
 */
test.describe.configure({ mode: 'serial' });

const OWNER = 'owner@demo.pl';
// Demo notifications of owner@demo.pl (src/server/db/demo-data.ts): the support reply, and one
// of the installer's, which the owner must never open.
const SUPPORT_REPLY = '00000000-0000-4000-8000-000000000105';
const SUPPORT_TICKET = '00000000-0000-4000-8000-000000001001';
const INSTALLERS_NOTIFICATION = '00000000-0000-4000-8000-000000000201';

let owner: TokenPair;

test.beforeAll(async ({ request }) => {
  owner = await requestSession(request, OWNER);
  // The notifications spec marks the support reply read: start from the demo's three unread, whatever ran before.
  const unread = await request.patch(`/api/v1/notifications/${SUPPORT_REPLY}`, {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { mark: 'unread' },
  });
  expect(unread.ok()).toBeTruthy();
});

async function openSignedIn(page: Page, pair: TokenPair, path = '/'): Promise<void> {
  await page.goto('/login');
  await page.evaluate((stored) => localStorage.setItem('session', JSON.stringify(stored)), pair);
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
}

async function api<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const answer = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()) as T;
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /powiadomienia|notifications/i });
const userMenuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Piotr Nowak/ });

test('desktop header: logo, club card, cart, notifications, language, user menu and points', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, owner, '/projects');
  const banner = page.getByRole('banner');

  const self = await api<{ data: { company: { id: number } } }>(request, '/api/v1/company/user/self', owner.token);
  const summary = await api<{ data: { company_points: number } }>(request, `/api/v1/company/points/${self.data.company.id}`, owner.token);
  const balance = new Intl.NumberFormat('pl-PL').format(summary.data.company_points);
  await expect(banner.getByRole('link', { name: /punkty firmy/i })).toContainText(balance);

  await expect(bell(page)).toHaveAccessibleName(/3/);
  await expect(page.getByRole('navigation', { name: /nawigacja główna/i }).getByRole('list').getByRole('link')).toHaveCount(6);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/shell-1280.png', fullPage: true });

  await bell(page).click();
  const dropdown = page.locator('.app-notifications-menu');
  await expect(dropdown.getByRole('link', { name: /nieprzeczytane/i })).toHaveCount(3);
  await expect(dropdown.getByRole('link', { name: /wszystkie powiadomienia/i })).toHaveAttribute('href', '/notifications');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/shell-1280-notifications.png' });
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  await expect(bell(page)).toBeFocused();

  await userMenuButton(page).click();
  await expect(banner.getByRole('link', { name: /mój profil/i })).toHaveAttribute('href', '/user');
  await expect(banner.getByRole('link', { name: /moje zamówienia/i })).toHaveAttribute('href', '/orders');
  await expect(banner.getByRole('button', { name: /wyloguj się/i })).toBeVisible();
  await page.mouse.click(640, 600);
  await expect(banner.getByRole('link', { name: /mój profil/i })).toBeHidden();

  await expect(banner.getByRole('combobox', { name: /język/i })).toHaveValue('pl');
  await expect(banner.getByRole('combobox', { name: /język/i }).locator('option')).toHaveCount(15);

  await banner.getByRole('link', { name: /karta klubowa/i }).click();
  await expect(page).toHaveURL(/\/club-card$/);
  await banner.getByRole('link', { name: /koszyk/i }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await banner.getByRole('link', { name: 'Installer Club' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the club-card link shows only for a company in the card programme', async ({ page, request }) => {
  const link = await request.post('/api/dev/operator/emulate', { data: { email: 'decor@demo.sk', by: 'Support Sam' } });
  const { code } = (await link.json()) as { code: string };
  await page.goto(`/?x:${code}`);
  await expect(page.getByRole('banner').getByRole('button', { name: /oznámenia/i })).toBeVisible();
  await expect(page.getByRole('banner').locator('a[href="/club-card"]')).toHaveCount(0);
});

test('phone layout: the points in the header bar, the menu holds the navigation, language and the user links', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openSignedIn(page, owner);
  const banner = page.getByRole('banner');
  const menuButton = banner.getByRole('button', { name: /otwórz menu/i });
  await expect(banner.getByRole('link', { name: /punkty firmy/i })).toBeVisible();
  await expect(banner.getByRole('link', { name: /projekty/i })).toBeHidden();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/shell-375.png', fullPage: true });

  await menuButton.click();
  await expect(banner.getByRole('button', { name: /zamknij menu/i })).toHaveAttribute('aria-expanded', 'true');
  await expect(banner.getByRole('link', { name: /projekty/i })).toBeVisible();
  await expect(banner.getByRole('combobox', { name: /język/i })).toBeVisible();
  await expect(banner.getByRole('button', { name: /wyloguj się/i })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/shell-375-menu.png', fullPage: true });

  await page.keyboard.press('Escape');
  await expect(banner.getByRole('link', { name: /projekty/i })).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await banner.getByRole('link', { name: /projekty/i }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(banner.getByRole('link', { name: /projekty/i })).toBeHidden();
});

test('notifications: opening one marks it read, the counts follow without a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, owner);
  await expect(bell(page)).toHaveAccessibleName(/3/);

  await bell(page).click();
  await page.locator(`.app-notifications-menu a[href="/notifications/${SUPPORT_REPLY}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/notifications/${SUPPORT_REPLY}$`));
  await expect(page.getByRole('link', { name: /otwórz rozmowę/i })).toHaveAttribute('href', `/support/chat/${SUPPORT_TICKET}`);
  await expect(bell(page)).toHaveAccessibleName(/2/);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: 'e2e-artifacts/shell-notification-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: /wszystkie powiadomienia/i }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  const list = page.locator('main .app-notification-list');
  await expect(list.getByRole('link')).toHaveCount(5);
  await expect(list.getByRole('link', { name: /nieprzeczytane/i })).toHaveCount(2);
  await expect(page.locator(`main a[href="/notifications/${SUPPORT_REPLY}"]`)).not.toHaveClass(/unread/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/shell-notifications-1280.png', fullPage: true });

  // A page past the end (an old link) shows the last page rather than an empty list.
  await page.goto('/notifications?page=9');
  await expect(page).toHaveURL(/\/notifications\?page=1$/);
  await expect(list.getByRole('link')).toHaveCount(5);

  // Another user's notification does not exist for this one: a 404 inside the shell, as for an unknown path.
  for (const path of [`/notifications/${INSTALLERS_NOTIFICATION}`, '/no/such/page']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByText('404')).toBeVisible();
    await expect(page).toHaveTitle(/nie znaleziono strony/i);
    await expect(page.getByRole('navigation', { name: /nawigacja główna/i })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('navigation', { name: /ścieżka nawigacji/i })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: /strony głównej/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the footer follows the region: Poland, Czechia and Slovakia', async ({ page, request, browser }) => {
  const config = (await (await request.get('/api/v1/config/public')).json()) as {
    regions: { slug: string; footer: { email: string; phone: string; address: string; terms_url: string; whistleblower_url: string } | null }[];
  };
  const footerOf = (slug: string) => config.regions.find((region) => region.slug === slug)?.footer;

  await openSignedIn(page, owner);
  await expectFooter(page, footerOf('pl'));
  for (const [email, slug] of [['owner@demo.cz', 'cz'], ['decor@demo.sk', 'sk']] as const) {
    await expectFooter(await emulate(browser, request, email), footerOf(slug));
  }
});

async function emulate(browser: Browser, request: APIRequestContext, email: string): Promise<Page> {
  const link = await request.post('/api/dev/operator/emulate', { data: { email, by: 'Support Sam' } });
  expect(link.ok()).toBeTruthy();
  const { code } = (await link.json()) as { code: string };
  const page = await (await browser.newContext({ baseURL: serverOf(test.info().parallelIndex) })).newPage();
  await page.goto(`/?x:${code}`);
  return page;
}

async function expectFooter(page: Page, footer: { email: string; phone: string; address: string; terms_url: string; whistleblower_url: string } | null | undefined) {
  expect(footer).toBeTruthy();
  const contentinfo = page.getByRole('contentinfo');
  await expect(contentinfo).toContainText(footer!.address);
  await expect(contentinfo.getByRole('link', { name: footer!.email })).toHaveAttribute('href', `mailto:${footer!.email}`);
  await expect(contentinfo.getByRole('link', { name: footer!.phone })).toBeVisible();
  await expect(contentinfo.locator(`a[href="${footer!.terms_url}"]`)).toBeVisible();
  await expect(contentinfo.locator(`a[href="${footer!.whistleblower_url}"]`)).toBeVisible();
  await expect(contentinfo.locator('a[href*="facebook.com"]')).toBeVisible();
}

const VOUCHER = {
  vendor: { uuid: 'vendor-castorama', name: 'Castorama' },
  product: { uuid: 'product-gift-card', type: 'voucher', name: 'Karta podarunkowa Castorama', images: { thumbnail: null } },
  variant: { uuid: 'variant-150', stock: 5, price: 150, sku: 'CAST-150', title: '150 zł' },
};

test('the mini cart opens on an add in this tab; another tab only updates the count', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, owner);
  const cartLink = page.getByRole('banner').getByRole('link', { name: /koszyk/i });
  await expect(cartLink).not.toHaveAccessibleName(/\d/);

  await page.evaluate((item) => window.installerClub?.cart.add(item, 2), VOUCHER);
  const panel = page.getByRole('dialog');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(VOUCHER.product.name);
  await expect(panel).toContainText('300');
  await expect(cartLink).toHaveAccessibleName(/2/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/shell-mini-cart-1280.png' });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // More than the stock allows is capped at the stock.
  await page.evaluate((item) => window.installerClub?.cart.add(item, 10), VOUCHER);
  await expect(cartLink).toHaveAccessibleName(/5/);
  await panel.getByRole('link', { name: /przejdź do koszyka/i }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(panel).toBeHidden();

  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('banner')).toBeVisible();
  await other.evaluate(() => window.installerClub?.cart.clear());
  await expect(cartLink).not.toHaveAccessibleName(/\d/);
  await other.evaluate((item) => window.installerClub?.cart.add({ ...item, variant: { ...item.variant, uuid: 'variant-300' } }, 1), VOUCHER);
  await expect(cartLink).toHaveAccessibleName(/1/);
  await expect(panel).toBeHidden();
  await other.close();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.evaluate((item) => window.installerClub?.cart.add(item, 1), VOUCHER);
  await expect(panel).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e-artifacts/shell-mini-cart-375.png' });
});

test('language: the whole page changes, is stored on the user and applied on a new device', async ({ page, request, browser, baseURL }) => {
  // A real sign-in through the wizard, as a guest who reads Polish, of an account whose language this changes.
  const { email } = await registerOwner(baseURL, { name: 'Marta', surname: 'Wiśniewska', language: 'pl' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await page.getByRole('combobox', { name: /language/i }).selectOption('pl');
  await page.getByRole('button', { name: /e-mail/i }).click();
  await page.getByRole('textbox', { name: /adres e-mail/i }).fill(email);
  await page.getByRole('button', { name: /wyślij kod/i }).click();
  await page.getByLabel(/kod logowania/i).fill(await readCode(request, email));
  await page.getByRole('button', { name: /^zaloguj się$/i }).click();
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Projekty' })).toBeVisible();

  await banner.getByRole('combobox', { name: /język/i }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(banner.getByRole('link', { name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /terms and conditions/i })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/welcome/i);
  await expect(page).toHaveTitle(/Home · Installer Club/);

  const session = (await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? '{}'))) as TokenPair;
  await expect.poll(async () => (await api<{ data: { language: { code: string } } }>(request, '/api/v1/company/user/self', session.token)).data.language.code).toBe('en');

  // Another device whose visitor last chose Polish: the user's stored language wins once signed in.
  const device = await (await browser.newContext({ baseURL: serverOf(test.info().parallelIndex) })).newPage();
  await device.goto('/login');
  await device.evaluate((stored) => {
    localStorage.setItem('language', JSON.stringify('pl'));
    localStorage.setItem('session', JSON.stringify(stored));
  }, session);
  await device.goto('/');
  await expect(device.locator('html')).toHaveAttribute('lang', 'en');
  await expect(device.getByRole('banner').getByRole('link', { name: 'Projects' })).toBeVisible();
});
