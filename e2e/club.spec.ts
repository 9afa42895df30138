/**
 * Issue 13 end to end: home as each demo role (what each must and must not see), the expiring-points
 * banner in October (Playwright's clock) and not again once seen, the demo order followed from
 * /balance, a tier reached by scans shown on /balance with its ledger entry, a news item opened
 * from home, and home's shop teasers.
 *
 * Read-only checks use emulated sessions (they ask no sign-in code, so they never meet another
 * spec's codes); the writes use a company registered for this spec, or the demo installer.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, serverOf, test } from './fixtures';
import { expectNoAxeViolations, readCode, registerOwner, type TokenPair } from './support';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
});

async function emulated(browser: Browser, request: APIRequestContext, email: string): Promise<Page> {
  const link = await request.post('/api/dev/operator/emulate', { data: { email, by: 'Club check' } });
  expect(link.ok()).toBeTruthy();
  const { code } = (await link.json()) as { code: string };
  const page = await (await browser.newContext({ baseURL: serverOf(test.info().parallelIndex) })).newPage();
  await page.goto(`/?x:${code}`);
  // A new browser starts the whole portal (code swap, profile, route table): on a busy CI machine more than 10 s.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  return page;
}

/** A real session; waits out the resend wait when another spec asked this account for a code a moment ago. */
async function session(request: APIRequestContext, email: string): Promise<TokenPair> {
  let login = await request.post('/api/v2/installer/login', { data: { email } });
  await expect.poll(async () => {
    if (login.status() === 429) login = await request.post('/api/v2/installer/login', { data: { email } });
    return login.status();
  }, { timeout: 90_000, intervals: [5_000] }).toBe(200);
  const { login_request_id, user_id } = (await login.json()) as { login_request_id: string; user_id: number };
  const verify = await request.post('/api/v2/installer/login/verify', { data: { userId: user_id, login_request_id, code: await readCode(request, email) } });
  expect(verify.ok()).toBeTruthy();
  return (await verify.json()) as TokenPair;
}

async function openSignedIn(page: Page, pair: TokenPair, path: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((stored) => localStorage.setItem('session', JSON.stringify(stored)), pair);
  await page.goto(path);
}

const call = async <T>(request: APIRequestContext, method: 'get' | 'post', path: string, token: string, data?: unknown): Promise<T> => {
  const answer = await request.fetch(`/api${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBeTruthy();
  return (await answer.json()) as T;
};

test.describe('home by role', () => {
  test('the owner sees the job first, hero, notices, the tiles, tier progress, 4 news and 4 videos behind their facade', async ({ browser, request }) => {
    const page = await emulated(browser, request, 'owner@demo.pl');
    await expect(page.locator('.app-hero img').first()).toHaveAttribute('src', '/content/hero-owner.webp');
    // SPEC §2's tiles: shop, projects, balance, and the owner's company points and project in progress (issue 28: the job block).
    await expect(page.locator('.app-tile')).toHaveCount(3);
    await expect(page.locator('.app-job__points')).toContainText(/\d/);
    await expect(page.locator('.app-job__project')).toHaveCount(1);
    await expect(page.locator('.app-tier').first()).toBeVisible();
    // The base-points table: three window classes, other products and the project survey.
    await expect(page.locator('section[aria-labelledby="home-base-points"] tbody tr')).toHaveCount(5);
    await expect(page.locator('.app-news-card')).toHaveCount(4);
    await expect(page.locator('.app-video__play')).toHaveCount(4);
    // No third-party request until play is pressed: then the privacy-enhanced player.
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.locator('.app-video__play').first().click();
    await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expectNoAxeViolations(page);
  });

  test('the installer sees the project to scan into first, no company-points tile and no tiers', async ({ browser, request }) => {
    const page = await emulated(browser, request, 'installer@demo.pl');
    await expect(page.locator('.app-news-card')).toHaveCount(4);
    await expect(page.locator('.app-tile')).toHaveCount(3);
    await expect(page.locator('.app-job__points')).toHaveCount(0);
    await expect(page.locator('.app-tier')).toHaveCount(0);
    // Issue 28: every member scans, so every member gets the project in progress and a new project.
    await expect(page.locator('.app-job__project a[href="/projects/add"]')).toBeVisible();
    // The demo company's project in progress (ul. Słoneczna 21), with the way to scan into it.
    await expect(page.locator('.app-job__project')).toContainText('ul. Słoneczna 21');
    await expect(page.locator('.app-job__project a[href^="/projects/"]:not([href="/projects/add"])')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // Issue 28: on a phone, the job (scan into the project in progress, start one, the points) comes
  // before the hero and the news, within the first screen, and the page is about half as tall.
  for (const email of ['owner@demo.pl', 'installer@demo.pl']) {
    test(`on a phone, ${email} finds the job on the first screen, the hero after it`, async ({ browser, request }) => {
      const page = await emulated(browser, request, email);
      await page.setViewportSize({ width: 375, height: 812 });
      const job = page.locator('.app-job');
      await expect(job.locator('.app-job__project a').first()).toBeVisible();
      await expect(page.locator('.app-hero img').first()).toBeVisible();
      const jobBox = await job.boundingBox();
      const heroBox = await page.locator('.app-hero').boundingBox();
      expect(jobBox && jobBox.y + jobBox.height).toBeLessThanOrEqual(812);
      expect(jobBox && heroBox && jobBox.y < heroBox.y).toBe(true);
      // Every block below the fold rendered: the videos are the last.
      await expect(page.locator('.app-video__play')).toHaveCount(4);
      await page.waitForLoadState('networkidle');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      console.log(`home 375px ${email}: page height ${height} px`);
      await page.screenshot({ path: `test-results/home-375-${email.split('@')[0]}.png`, fullPage: true });
      await expectNoAxeViolations(page);
    });
  }

  test('the decor owner sees the decor hero and the company tiles, but no tiers; decor staff neither', async ({ browser, request }) => {
    const owner = await emulated(browser, request, 'decor@demo.sk');
    await expect(owner.locator('.app-hero img').first()).toHaveAttribute('src', '/content/hero-decor.webp');
    await expect(owner.locator('.app-tile')).toHaveCount(3);
    await expect(owner.locator('.app-job__points')).toHaveCount(1);
    await expect(owner.locator('.app-tier')).toHaveCount(0);
    // Only the decor rows of the base-points table: decor products and the project survey.
    await expect(owner.locator('section[aria-labelledby="home-base-points"] tbody tr')).toHaveCount(2);
    await expectNoAxeViolations(owner);
    const staff = await emulated(browser, request, 'staff@demo.sk');
    await expect(staff.locator('.app-news-card').first()).toBeVisible();
    await expect(staff.locator('.app-tile')).toHaveCount(3);
    await expect(staff.locator('.app-job__points')).toHaveCount(0);
    await expect(staff.locator('.app-tier')).toHaveCount(0);
  });

  test('home shows two voucher teasers and the region\'s sticky shop products, each opening its product', async ({ browser, request }) => {
    const page = await emulated(browser, request, 'owner@demo.pl');
    const vouchers = page.locator('section[aria-labelledby="home-vouchers"] .ui-product-card');
    await expect(vouchers).toHaveCount(2);
    await expect(vouchers.first().locator('.ui-product-card__price')).toContainText(/\d/);
    // The demo region's sticky products, newest first: the softshell, the drill and one voucher.
    const sticky = page.locator('section[aria-labelledby="home-sticky"]');
    await expect(sticky.locator('.ui-product-card h3')).toHaveText(['Kurtka softshell z logo klubu', 'Wkrętarka akumulatorowa 18 V', 'Bon podarunkowy BudMarket']);
    await expectNoAxeViolations(page);
    await sticky.getByRole('link', { name: 'Wkrętarka akumulatorowa 18 V' }).click();
    await expect(page).toHaveURL(/\/shop\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wkrętarka akumulatorowa 18 V');
    // Decor owners see the teasers too, with their own region's products.
    const decor = await emulated(browser, request, 'decor@demo.sk');
    await expect(decor.locator('section[aria-labelledby="home-vouchers"] .ui-product-card')).toHaveCount(2);
    await expect(decor.locator('section[aria-labelledby="home-sticky"] .ui-product-card').first()).toBeVisible();
  });

  test('a news item opens from home', async ({ browser, request }) => {
    const page = await emulated(browser, request, 'owner@demo.pl');
    const first = page.locator('.app-news-card').first();
    const title = (await first.locator('h3').textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/news\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expectNoAxeViolations(page);
  });
});

test('the expiring-points banner shows in October and not again once seen', async ({ page, request }) => {
  // The demo installer's company has 155 points of 2025 that expire at the end of 2026.
  const pair = await session(request, 'installer@demo.pl');
  await page.clock.install({ time: new Date('2026-09-20T10:00:00') });
  await openSignedIn(page, pair, '/');
  await expect(page.locator('.app-news-card').first()).toBeVisible();
  await expect(page.getByText('Spend them in the shop', { exact: false })).toHaveCount(0);

  await page.clock.setSystemTime(new Date('2026-10-02T10:00:00'));
  await page.reload();
  const banner = page.locator('.ui-alert--warning').filter({ hasText: /155/ });
  await expect(banner).toBeVisible();
  await banner.getByRole('button').click();
  await expect(banner).toHaveCount(0);
  await expect.poll(async () => (await call<{ data: { options: string } }>(request, 'get', '/v1/company/user/self', pair.token)).data.options)
    .toContain('expPtsSeen');
  await page.reload();
  await expect(page.locator('.app-news-card').first()).toBeVisible();
  await expect(page.locator('.ui-alert--warning').filter({ hasText: /155/ })).toHaveCount(0);
});

test('an order reservation on /balance links to its order', async ({ browser, request }) => {
  const page = await emulated(browser, request, 'owner@demo.pl');
  await page.goto('/balance');
  // The demo order of December 2025 (its 150 points); a spec's later orders would sit above it.
  const entry = page.locator('main .app-history__line').filter({ hasText: '−150' }).filter({ has: page.locator('a[href^="/orders/"]') });
  const link = entry.getByRole('link');
  const number = ((await link.textContent()) ?? '').match(/PL-\d+/)?.[0];
  expect(number).toBeTruthy();
  await link.click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number ?? '');
  await expect(page.locator('.app-order__facts').first()).toContainText('150');
  await expect(page.locator('.app-order__items')).toContainText(/profil/i);
});

test('a tier level reached by scans shows on /balance with its ledger entry', async ({ page, request, baseURL }) => {
  const owner = await registerOwner(baseURL, { name: 'Tomasz', surname: 'Poziomy', language: 'en' });
  const pair = await session(request, owner.email);
  const serials = Array.from({ length: 10 }, (_, i) => `PL-E2E-TIER-${Date.now()}-${i}`);
  const imported = await request.post('/api/dev/operator/serials', {
    data: { rows: serials.map((serial_number, i) => ({ line: i + 2, serial_number, product_code: 'RW-MK06-PU', region: 'pl' })) },
  });
  expect(imported.ok()).toBeTruthy();
  const project = await call<{ data: { uuid: string } }>(request, 'post', '/v1/project', pair.token, {
    streetName: 'ul. Wysoka', houseNumber: '10', postalCode: '31-001', city: 'Kraków',
  });
  for (const serial_number of serials) await call(request, 'post', '/v2/scans', pair.token, { project_uuid: project.data.uuid, serial_number });

  await openSignedIn(page, pair, '/balance');
  const windows = page.locator('.app-tier').filter({ hasText: 'Roof windows' });
  await expect(windows).toContainText('Level 1');
  await expect(windows).toContainText('10 scans this year');
  const entry = page.locator('.app-history__line').filter({ hasText: 'Tier level reached' });
  await expect(entry).toContainText('Roof windows, level 1');
  await expect(entry).toContainText('+50');
  await expectNoAxeViolations(page);
});

test('the history shows a project as one line named by its address, opened to its entries (issue 28)', async ({ browser, request }) => {
  const page = await emulated(browser, request, 'owner@demo.pl');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/balance');
    const project = page.locator('main details.app-history__group').first();
    await expect(project).toBeVisible();
    // Named by street, house number and city, never "Projekt N".
    await expect(project.locator('summary')).toContainText(/\S+ \S+, \S+/);
    await expect(page.locator('main .app-history')).not.toContainText(/Projekt \d|Project \d/);
    await page.screenshot({ path: `test-results/balance-${width}.png`, fullPage: true });
    console.log(`balance ${width}px: page height ${await page.evaluate(() => document.documentElement.scrollHeight)} px`);
    await project.locator('summary').click();
    await expect(project.getByRole('link', { name: /Otwórz projekt|Open the project/ })).toBeVisible();
    expect(await project.locator('.app-history__entries .app-history__line').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `test-results/balance-${width}-open.png`, fullPage: true });
    await expectNoAxeViolations(page);
  }
});

/**
 * Issue 10, a short loading chain: the early-start script (src/app/boot/early-start.ts) asks for
 * home's first answers and the hero picture while the portal's code downloads, and the portal
 * takes those answers over instead of asking again.
 */
test('signed in, home gets its first answers from the early start, each asked for once', async ({ page, request, baseURL }) => {
  const owner = await registerOwner(baseURL, { name: 'Ewa', surname: 'Wczesna', language: 'pl' });
  const pair = await session(request, owner.email);
  await page.goto('/login');
  await page.evaluate((stored) => localStorage.setItem('session', JSON.stringify(stored)), pair);
  // A first visit stores the welcome notice as seen (and asks for the profile again): measured on the next one.
  await page.goto('/');
  await expect(page.locator('.app-hero img').first()).toBeVisible();
  // The first visit's write has landed (else the measured visit would store it, and ask again).
  await expect.poll(async () => {
    const self = await request.get('/api/v1/company/user/self', { headers: { authorization: `Bearer ${pair.token}` } });
    const options = ((await self.json()) as { data: { options: string | null } }).data.options;
    return (JSON.parse(options ?? '{}') as { firstTime?: boolean }).firstTime;
  }).toBe(false);
  await page.waitForLoadState('networkidle');

  const asked = new Map<string, number>();
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/content/')) asked.set(url.pathname + url.search, (asked.get(url.pathname + url.search) ?? 0) + 1);
  });
  await page.reload();
  const hero = page.locator('.app-hero img').first();
  await expect(hero).toBeVisible();
  const heroPicture = await hero.getAttribute('src');
  // The project block (no project yet): asked for by home's loader, taken by the block.
  await expect(page.locator('.app-job a[href="/projects/add"]')).toBeVisible();

  expect(asked.get('/api/v1/company/user/self')).toBe(1);
  expect(asked.get('/api/v1/content?content_types=hero&limit=1&page=1&visible=1')).toBe(1);
  expect(asked.get('/api/v1/content?content_types=news&limit=5&page=1&sticky=1&visible=1')).toBe(1);
  const countsOf = (prefix: string) => [...asked].filter(([key]) => key.startsWith(prefix)).map(([, count]) => count);
  expect(countsOf('/api/v1/company/points/')).toEqual([1]);
  expect(countsOf('/api/v1/config/public')).toEqual([1]);
  expect(countsOf('/api/v1/project?')).toEqual([1]);
  expect(asked.get(heroPicture ?? '')).toBe(1);
});

/**
 * The brand font (src/app/boot/brand-font.ts): a signed-in page paints in the fallback, then gets
 * Manrope's files for its text and swaps the font in; a guest's /login has it preloaded, never held.
 */
test('signed in, the brand font comes once home has painted; a guest never waits for it', async ({ page, request, baseURL }) => {
  const fontFiles: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('.woff2')) fontFiles.push(new URL(sent.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/brand-font-pending/);
  expect(fontFiles.some((file) => file.includes('manrope-latin-wght'))).toBe(true);

  const owner = await registerOwner(baseURL, { name: 'Łucja', surname: 'Krój', language: 'pl' });
  const pair = await session(request, owner.email);
  await page.evaluate((stored) => {
    localStorage.clear();
    localStorage.setItem('session', JSON.stringify(stored));
  }, pair);
  await page.goto('/');
  await expect(page.locator('.app-hero img').first()).toBeVisible();
  // Released after the first paint, with the Polish letters' file loaded for the page's text.
  await expect(page.locator('html')).not.toHaveClass(/brand-font-pending/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('1em "Manrope Variable"', 'Łucja'))).toBe(true);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Manrope Variable"/);
  expect(await page.evaluate(() => localStorage.getItem('brand-font-loaded'))).toBe('true');
});

test("a guest's /login gets the footer's config from the early start, asked for once", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/v1/config/public') asked.push(sent.url());
  });
  await page.goto('/login');
  await expect(page.locator('footer').getByRole('link').first()).toBeVisible();
  expect(asked).toHaveLength(1);
});
