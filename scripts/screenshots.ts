/**
 * `npm run screenshots`: pictures of the portal at 375 px (a phone) and 1280 px (a laptop) in
 * docs/screenshots/, named <page>-<width>.png: the sign-in page and its code step, an onboarding
 * step, the registration wizard's first and review steps, and signed in as owner@demo.pl the
 * home page (the shell), the notifications dropdown and page, a 404, and the team, profile,
 * e-mail verification and support pages.
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
    const shell = await newPage();
    await signInAndShell(shell, server.url);
    await teamProfileSupport(shell);
    await onboarding(await newPage(), server.url);
    await registration(await newPage());
  } finally {
    await browser?.close();
    await server.stop();
  }
  console.log(`Screenshots written to ${OUT_DIR}`);
}

/** /login, its code step, then (signed in) home, the notifications dropdown and page, and a 404. */
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

/** The page at each width, as <name>-<width>.png; the whole page unless a dropdown is the subject. */
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
