/**
 * `npm run screenshots`: pictures of the portal at 375 px (a phone) and 1280 px (a laptop) in
 * docs/screenshots/, named <page>-<width>.png: the sign-in page and its code step, an onboarding
 * step, the registration wizard's first and review steps, and signed in as owner@demo.pl the
 * home page (the shell), the notifications dropdown and page, a 404, /balance; the projects: the
 * list, the add form, a project in progress with its scans and with scans waiting offline, a
 * project in review with its flags, and a project's survey (its welcome and first question); the
 * shop: list, product pages, cart, both checkout steps, the thank-you dialog, orders and an order;
 * the club card: its shop page, the card's checkout, the serial-number form, the page with a
 * top-up placed and its history, and a top-up's order; a marketing material's checkout and its
 * order with the input data;
 * and the team, profile, e-mail verification and support pages.
 *
 * It starts a fresh server as the end-to-end tests do (scripts/fresh-server.ts), so every run
 * shows the same demo data; animations are off, the time zone and browser language fixed. Dates
 * of the demo notifications are relative to the day of the run (the demo data is seeded so).
 * The wizards are walked with the end-to-end tests' own steps (e2e/register-steps.ts).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, expect, type Browser, type Page } from '@playwright/test';
import {
  acceptAgreement, answerSurvey, chooseCompanyType, chooseRegion, fillAddress, fillCompanyInfo, fillUserInfo, giveConsent, heading,
  type Registration,
} from '../e2e/register-steps';
import { storeFlyerConfiguration } from '../e2e/material-steps';
import { PACKAGE_ROOT } from '../src/server/paths';
import { startFreshServer } from './fresh-server';

const OUT_DIR = join(PACKAGE_ROOT, 'docs/screenshots');
const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The demo owner of the Polish company (points, notifications, the club card) and the Czech owner who walks the onboarding. */
const OWNER = 'owner@demo.pl';
const ONBOARDING_OWNER = 'owner@demo.cz';

const REGISTRATION: Registration = {
  country: 'Poland', name: 'Marek', surname: 'Zieliński', email: 'marek@dachy-zielinski.pl', phone: '512 345 678',
  companyName: 'Dachy Zieliński', numbers: { NIP: '5260250274', REGON: '012345675' },
  street: 'Marszałkowska', houseNumber: '10', postalCode: '00-001', city: 'Warszawa', companyType: 'Roofing company',
};

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startFreshServer();
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    const newPage = async () => {
      const context = await browser!.newContext({
        baseURL: server.url, locale: 'en-GB', timezoneId: 'Europe/Warsaw', reducedMotion: 'reduce', viewport: WIDTHS[1],
      });
      return context.newPage();
    };
    const signedIn = await newPage();
    await signInAndShell(signedIn, server.url);
    await shop(signedIn, server.url);
    await clubCard(signedIn, server.url);
    await materialOrder(signedIn, server.url);
    // The projects end offline: the team, profile and support pages get a session of their own.
    await projects(signedIn);
    const another = await newPage();
    await signIn(another, server.url);
    await teamProfileSupport(another);
    await onboarding(await newPage(), server.url);
    await registration(await newPage());
  } finally {
    await browser?.close();
    await server.stop();
  }
  console.log(`Screenshots written to ${OUT_DIR}`);
}

/** /login, its code step, then (signed in) home, the notifications dropdown and page, a 404 and /balance. */
async function signInAndShell(page: Page, base: string): Promise<void> {
  await page.goto('/login');
  await shoot(page, 'login');
  await requestCode(page, OWNER);
  await shoot(page, 'login-code');
  await enterCode(page, base, OWNER);
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole('banner');
  const bell = banner.getByRole('button', { name: /powiadomienia|notifications/i });
  // Everything the shell shows is in: the points, the unread count, the region's footer.
  await expect(banner.locator('.app-points').first()).toHaveText(/\d/);
  await expect(bell).toHaveAccessibleName(/\d/);
  await expect(page.getByRole('contentinfo').locator('address')).toBeVisible();
  await shoot(page, 'home');

  await bell.click();
  await expect(page.locator('.app-notifications-menu .app-notification').first()).toBeVisible();
  await shoot(page, 'notifications-menu', { fullPage: false });
  await page.keyboard.press('Escape');

  await page.goto('/notifications');
  await expect(page.locator('main .app-notification').first()).toBeVisible();
  await shoot(page, 'notifications');

  await page.goto('/no/such/page');
  await expect(page.getByRole('main').getByText('404')).toBeVisible();
  await shoot(page, 'not-found');

  // Before the shop adds orders: the demo history, its order reservation linked to the order.
  await page.goto('/balance');
  await inOwnersLanguage(page);
  await expect(page.locator('article.app-tier').first()).toBeVisible();
  await expect(page.locator('main tr a[href^="/orders/"]')).toBeVisible();
  await shoot(page, 'balance');
}

async function signIn(page: Page, base: string): Promise<void> {
  await page.goto('/login');
  await requestCode(page, OWNER);
  await enterCode(page, base, OWNER);
  await expect(page).toHaveURL(/\/$/);
}

/**
 * The shop as the Polish owner (Polish texts): the list, a voucher and a product with sizes, the
 * cart of two vendors, both checkout steps, the thank-you dialog, the orders and an order.
 * The company is credited first (the demo balance covers one vendor's minimum only).
 */
async function shop(page: Page, base: string): Promise<void> {
  await fetch(`${base}/api/dev/operator/points`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: OWNER, points: 1000 }),
  });
  await page.goto('/shop');
  await expect(page.locator('.ui-product-card').first()).toBeVisible();
  await shoot(page, 'shop');
  const addToCart = async (product: string, variant: string | null) => {
    await page.goto('/shop');
    await page.getByRole('link', { name: product }).click();
    await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
    if (variant) await page.getByRole('radio', { name: new RegExp(`^${variant}`) }).check();
    await page.locator('.app-product__buy button[type="submit"]').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
  };
  await addToCart('Bon podarunkowy BudMarket', '200');
  await shoot(page, 'shop-voucher');
  await addToCart('Kurtka softshell z logo klubu', 'M');
  await shoot(page, 'shop-product');
  await page.goto('/cart');
  await expect(page.locator('.app-cart__vendor')).toHaveCount(2);
  await expect(page.locator('.app-cart__syncing')).toHaveCount(0);
  await shoot(page, 'cart');
  await page.locator('.app-cart__summary button').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.locator('input[name="phone_number"]').fill('512 345 678');
  await shoot(page, 'checkout-details');
  await page.locator('.app-checkout__form button[type="submit"]').click();
  await expect(page.locator('.app-checkout__summary')).toBeVisible();
  await shoot(page, 'checkout-summary');
  await page.locator('.app-checkout__summary > button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot(page, 'checkout-thanks', { fullPage: false });
  await page.goto('/orders');
  await expect(page.locator('main table')).toBeVisible();
  await shoot(page, 'orders');
  await page.locator('main table a').first().click();
  await expect(page.locator('.app-order')).toBeVisible();
  await shoot(page, 'order');
}

/** The demo company's projects (src/server/db/demo-data.ts): the list, the add form, scans, offline scans, review flags and the survey. */
async function projects(page: Page): Promise<void> {
  await page.goto('/projects');
  await expect(page.locator('.app-project-card').first()).toBeVisible();
  await shoot(page, 'projects');
  await page.goto('/projects?tab=review');
  await expect(page.locator('.app-project-card').first()).toBeVisible();
  await shoot(page, 'projects-review-tab');

  await page.goto('/projects/add');
  await expect(page.locator('input[name="street"]')).toBeVisible();
  await shoot(page, 'project-add');

  // In review: ul. Lipowa 8, whose Czech window waits for a decision.
  await page.goto('/projects?tab=review');
  await page.locator('.app-project-card', { hasText: 'Lipowa' }).click();
  await expect(page.getByTestId('scan').first()).toBeVisible();
  await shoot(page, 'project-review');

  // In progress: ul. Słoneczna 21 with four scans, and its survey.
  await page.goto('/projects');
  await page.locator('.app-project-card', { hasText: 'Słoneczna' }).click();
  await expect(page.getByTestId('scan').first()).toBeVisible();
  const project = page.url();
  await shoot(page, 'project');

  await page.goto(`${project}/survey`);
  await expect(page.getByTestId('survey-start')).toBeVisible();
  await shoot(page, 'project-survey');
  await page.getByTestId('survey-start').click();
  await expect(page.getByTestId('survey-next')).toBeVisible();
  await shoot(page, 'project-survey-question');

  // Last: the scan stays queued (the page is closed offline), so the demo data stays as written.
  await page.goto(project);
  await expect(page.getByTestId('scan').first()).toBeVisible();
  await page.context().setOffline(true);
  await page.locator('input[name="serial"]').fill('PL-100002');
  await page.getByTestId('serial-add').click();
  await expect(page.getByTestId('queued-scan')).toBeVisible();
  await shoot(page, 'project-offline');
}

/** Signed in as the Polish owner: the team, a member, the add form, the profile, e-mail verification and support pages. */
async function teamProfileSupport(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await page.goto('/team');
  await expect(main.locator('.app-team-row').first()).toBeVisible();
  await shoot(page, 'team');
  await main.locator('.app-team-row a[href^="/team/"]').first().click();
  await expect(main.locator('.app-facts')).toBeVisible();
  await shoot(page, 'team-member');
  await page.goto('/team/add');
  await main.getByRole('button').first().click();
  await expect(main.locator('.ui-field__errors').first()).toBeVisible();
  await shoot(page, 'team-add');
  await page.goto('/user');
  await expect(main.locator('.app-avatar-block')).toBeVisible();
  // The certificates load in a block of their own, after the page; only loaded ones have a name
  // (the skeleton has items too).
  await inOwnersLanguage(page);
  await expect(main.locator('.app-certificates__name').first()).toBeVisible();
  await shoot(page, 'user');
  await page.goto('/verify-email');
  await expect(main.locator('form, .ui-alert').first()).toBeVisible();
  await shoot(page, 'verify-email');
  await page.goto('/support/chat');
  await expect(main.locator('.app-ticket').first()).toBeVisible();
  await shoot(page, 'support-chat');
  await main.locator('.app-ticket').first().click();
  await expect(main.locator('.app-chat__message').first()).toBeVisible();
  await shoot(page, 'support-conversation');
  await page.goto('/support/chat/new');
  await expect(main.locator('textarea')).toBeVisible();
  await shoot(page, 'support-chat-new');
}

/** The Czech owner's first onboarding step after the code (the Czech and Slovak terms). */
async function onboarding(page: Page, base: string): Promise<void> {
  await page.goto('/login');
  await requestCode(page, ONBOARDING_OWNER);
  await enterCode(page, base, ONBOARDING_OWNER);
  await expect(page.getByRole('button', { name: 'I agree to the terms' })).toBeVisible();
  await shoot(page, 'onboarding');
}

/** The registration wizard's first step and, walked to the end, its review. */
async function registration(page: Page): Promise<void> {
  await page.goto('/register');
  await expect(heading(page, 'Where does your company work?')).toBeVisible();
  await shoot(page, 'register');
  await chooseRegion(page, REGISTRATION);
  await fillUserInfo(page, REGISTRATION);
  await fillCompanyInfo(page, REGISTRATION);
  await fillAddress(page, REGISTRATION);
  await chooseCompanyType(page, REGISTRATION);
  await acceptAgreement(page, 'Disclaimer');
  await acceptAgreement(page, 'Declaration');
  await answerSurvey(page);
  await giveConsent(page);
  await expect(heading(page, 'Check your details')).toBeVisible();
  await shoot(page, 'register-review');
}

/** A full page load starts in the browser's language and switches to the owner's (Polish) once it knows it. */
async function inOwnersLanguage(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
}

async function requestCode(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Sign-in code')).toBeVisible();
}

async function enterCode(page: Page, base: string, email: string): Promise<void> {
  await page.getByLabel('Sign-in code').fill(await readCode(base, email));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The newest code the development outbox holds for the address. */
async function readCode(base: string, email: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const answer = await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    code = ((await answer.json()) as { data: { code: string }[] }).data[0]?.code;
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code!;
}

/**
 * The club card as the Polish owner: the company scans its tenth window of the year, orders the
 * card (shop page, checkout), the simulator issues it (the operator's `card issue`), the owner
 * registers its serial number and tops it up; one top-up is loaded, one refused (`card outcome`).
 */
async function clubCard(page: Page, base: string): Promise<void> {
  const operator = async (path: string, body?: unknown) => {
    const answer = await fetch(`${base}/api/dev/operator/${path}`, body === undefined ? {} : {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    expect(answer.ok, `operator ${path}`).toBe(true);
    return answer.json() as Promise<unknown>;
  };
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? '{}') as { token?: string }).token ?? '');
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${base}/api${path}`, {
      method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(answer.ok, `${method} ${path}`).toBe(true);
    return answer.json() as Promise<T>;
  };
  const serial = `SHOT-${Date.now()}`;
  await operator('serials', { rows: [{ line: 2, serial_number: serial, product_code: 'RW-MK06-PINE', region: 'pl' }] });
  const project = await call<{ data: { uuid: string } }>('POST', '/v1/project', { streetName: 'ul. Okienna', houseNumber: '10', postalCode: '31-001', city: 'Kraków' });
  await call('POST', '/v2/scans', { project_uuid: project.data.uuid, serial_number: serial });

  await page.goto('/shop/club-card');
  await expect(page.locator('.app-club-card-order__windows')).toContainText('10');
  await shoot(page, 'club-card-shop');
  await page.locator('.app-product__buy a[href="/checkout"]').click();
  await page.locator('.app-checkout__form button[type="submit"]').click();
  await expect(page.locator('.app-checkout__summary')).toBeVisible();
  await shoot(page, 'club-card-checkout');
  await page.locator('.app-checkout__summary > button').click();
  await expect(page.getByRole('dialog')).toBeVisible();

  const orders = await call<{ data: { number: string; type: string; uuid: string }[] }>('GET', '/v2/orders');
  const cardOrder = orders.data.find((order) => order.type === 'club_card');
  await operator('card/issue', { number: cardOrder?.number });
  const cards = async () => (await operator('card') as { data: { serial_number: string | null; top_ups: { uuid: string; points: number }[] }[] }).data[0];
  await page.goto('/club-card');
  await page.locator('.app-club-card__csn button[type="submit"]').click();
  await expect(page.locator('.app-club-card__csn .ui-field__errors').first()).toBeVisible();
  await shoot(page, 'club-card-register');
  await page.locator('input[name="card_serial_number"]').fill((await cards())?.serial_number ?? '');
  await page.locator('.app-club-card__csn input[type="checkbox"]').check();
  await page.locator('.app-club-card__csn button[type="submit"]').click();

  const topUp = async (points: number) => {
    await page.locator('.app-club-card__amount-buttons button').filter({ has: page.locator('.app-club-card__amount-points', { hasText: new RegExp(`^${points} `) }) }).click();
    await page.locator('.app-club-card__top-up input[type="checkbox"]').check();
    await page.locator('.app-club-card__top-up button[type="submit"]').click();
    await expect(page.locator('.app-club-card__top-up .ui-alert--success')).toBeVisible();
  };
  await topUp(100);
  const [loaded] = (await cards())?.top_ups ?? [];
  await operator('card/outcome', { top_up: loaded?.uuid, status: 'SUCCEEDED' });
  await topUp(250);
  const refused = (await cards())?.top_ups.find((item) => item.points === 250);
  await operator('card/outcome', { top_up: refused?.uuid, status: 'REFUSED' });
  await page.reload();
  await topUp(100);
  await expect(page.locator('.app-club-card__history tbody tr')).toHaveCount(3);
  await shoot(page, 'club-card');

  const topUpOrder = (await call<{ data: { uuid: string; type: string }[] }>('GET', '/v2/orders')).data.find((order) => order.type === 'top_up');
  await page.goto(`/orders/${topUpOrder?.uuid}`);
  await expect(page.locator('.app-order')).toBeVisible();
  await shoot(page, 'club-card-top-up-order');
}

/** The page at each width, as <name>-<width>.png; the whole page unless a dropdown is the subject. */
/**
 * A marketing material (issue 26): a flyer-services configuration stored through the API (as the
 * configurator's submit stores it), its checkout at /checkout/{uuid}, and its order's detail with
 * the input data and the download buttons.
 */
async function materialOrder(page: Page, base: string): Promise<void> {
  await fetch(`${base}/api/dev/operator/points`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: OWNER, points: 500 }),
  });
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? '{}') as { token?: string }).token ?? '');
  const configuration = await storeFlyerConfiguration(page.request, token);
  await page.goto(`/checkout/${configuration.uuid}`);
  await expect(page.locator('.app-material-input')).toBeVisible();
  await page.locator('input[name="phone_number"]').fill('512 345 678');
  await artworkLoaded(page);
  await shoot(page, 'material-checkout');
  await page.locator('.app-checkout__form button[type="submit"]').click();
  await expect(page.locator('.app-checkout__summary')).toBeVisible();
  await page.locator('.app-checkout__summary > button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const orders = (await (await page.request.get('/api/v2/orders', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { uuid: string }[] };
  await page.goto(`/orders/${orders.data[0]?.uuid ?? ''}`);
  await expect(page.locator('.app-material-input__downloads button')).toHaveCount(2);
  await artworkLoaded(page);
  await shoot(page, 'material-order');
}

/** Every picture of the material's input data has loaded. */
async function artworkLoaded(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.app-material-input img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete))).toBe(true);
}

async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(OUT_DIR, `${name}-${size.width}.png`), fullPage, animations: 'disabled', caret: 'hide' });
  }
  await page.setViewportSize(WIDTHS[1]);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
