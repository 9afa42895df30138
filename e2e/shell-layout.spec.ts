import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, serverOf, test } from './fixtures';
import { UI_LANGUAGE_CODES, type UiLanguageCode } from '../src/contract/languages';

/**
 * The shell holds on every width in every language (issue 9 §2): no page wider than the screen,
 * no navigation item on two lines, the company's points in the header, the notifications
 * dropdown on the screen, and no message shown before its catalog is compiled and loaded. One
 * emulated session of the demo owner (265 points, the club card link: the fullest header) walks
 * all 15 languages through the header's own language select; an emulated session stores no
 * language, so the demo account stays as the other specs expect it.
 */
test.describe.configure({ mode: 'serial' });

const WIDTHS = [360, 768, 1024, 1280] as const;
const OWNER = 'owner@demo.pl';

/** Lingui's warning for a message it has no compiled translation for (a missing or uncompiled catalog). */
const UNCOMPILED = 'Uncompiled message';

async function emulate(browser: Browser, request: APIRequestContext, email: string, startLanguage?: UiLanguageCode) {
  const link = await request.post('/api/dev/operator/emulate', { data: { email, by: 'Layout check' } });
  expect(link.ok()).toBeTruthy();
  const { code } = (await link.json()) as { code: string };
  const page = await (await browser.newContext({ baseURL: serverOf(test.info().parallelIndex) })).newPage();
  const uncompiled = collectConsole(page, UNCOMPILED);
  if (startLanguage) {
    await page.goto('/login');
    await page.evaluate((language) => localStorage.setItem('language', JSON.stringify(language)), startLanguage);
  }
  await page.goto(`/?x:${code}`);
  await expect(page.getByRole('banner').locator('.app-points:visible')).toHaveCount(1);
  return { page, uncompiled };
}

/** Console lines containing `text`, from now on. */
function collectConsole(page: Page, text: string): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes(text)) lines.push(message.text().split('\n').slice(0, 3).join(' '));
  });
  return lines;
}

/** Picks a language with the select of the page's header (the desktop one: call it at a desktop width). */
async function chooseLanguage(page: Page, code: UiLanguageCode): Promise<void> {
  await page.getByRole('banner').getByRole('combobox').selectOption(code);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

/** What is wrong with the layout at the current size: a page wider than the screen, a wrapped navigation item. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth) problems.push(`the page is ${scrollWidth} px wide on a ${clientWidth} px screen`);
    for (const link of document.querySelectorAll<HTMLElement>('.app-nav__link')) {
      if (link.getClientRects().length === 0) continue; // in the closed phone menu or the hidden desktop row
      const text = document.createRange();
      text.selectNodeContents(link);
      const lines = new Set([...text.getClientRects()].map((line) => Math.round(line.top)));
      if (lines.size > 1) problems.push(`"${link.textContent}" takes ${lines.size} lines`);
    }
    return problems;
  });
}

async function companyPoints(page: Page, request: APIRequestContext): Promise<number> {
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('emulation-session') ?? '{}') as { token?: string }).token);
  const headers = { authorization: `Bearer ${token}` };
  const self = (await (await request.get('/api/v1/company/user/self', { headers })).json()) as { data: { company: { id: number } } };
  const summary = (await (await request.get(`/api/v1/company/points/${self.data.company.id}`, { headers })).json()) as { data: { company_points: number } };
  return summary.data.company_points;
}

/**
 * Switches the page to each language (at 1280 px, where the select is in the header) and checks
 * the layout at every width, then runs the test's own checks there.
 */
async function inEveryLanguageAndWidth(page: Page, check?: (code: string, width: number) => Promise<void>): Promise<void> {
  for (const code of UI_LANGUAGE_CODES) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await chooseLanguage(page, code);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect.soft(await layoutProblems(page), `${code} at ${width} px`).toEqual([]);
      await check?.(code, width);
    }
  }
}

test('the signed-in shell fits 360, 768, 1024 and 1280 px in all 15 languages, with the points in the header', async ({ browser, request }) => {
  const { page, uncompiled } = await emulate(browser, request, OWNER);
  const points = await companyPoints(page, request);
  expect(points).toBeGreaterThan(0);
  await inEveryLanguageAndWidth(page, async (code, width) => {
    const pill = page.getByRole('banner').locator('.app-points:visible');
    await expect.soft(pill, `${code} at ${width} px`).toHaveAccessibleName(new RegExp(new Intl.NumberFormat(code).format(points)));
    const box = await pill.boundingBox();
    expect.soft(box && box.x >= 0 && box.x + box.width <= width, `${code} at ${width} px: points on the screen`).toBe(true);
  });
  expect(uncompiled).toEqual([]);
});

test('the notifications dropdown stays on a phone screen from 360 to 414 px', async ({ browser, request }) => {
  const { page } = await emulate(browser, request, OWNER);
  for (const width of [360, 375, 390, 414]) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByRole('banner').getByRole('button', { name: /powiadomienia/i }).click();
    const panel = page.locator('.app-notifications-menu');
    await expect(panel.getByRole('link', { name: /wszystkie powiadomienia/i })).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x, `left edge at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `right edge at ${width} px`).toBeLessThanOrEqual(width);
    expect(await layoutProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
});

test('/login fits 360, 768, 1024 and 1280 px in all 15 languages', async ({ page }) => {
  const uncompiled = collectConsole(page, UNCOMPILED);
  await page.goto('/login');
  await inEveryLanguageAndWidth(page);
  expect(uncompiled).toEqual([]);
});

test('signed-in loads show only compiled messages: a Slovak owner starting in Ukrainian, the Polish owner in English', async ({ browser, request }) => {
  for (const [email, startLanguage] of [['decor@demo.sk', 'uk'], [OWNER, 'en']] as const) {
    const { page, uncompiled } = await emulate(browser, request, email, startLanguage);
    await page.getByRole('banner').getByRole('button', { name: /oznámenia|powiadomienia/i }).click();
    await expect(page.locator('.app-notifications-menu .app-notification').first()).toBeVisible();
    await page.goto('/notifications');
    await expect(page.locator('main .app-notification').first()).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByRole('main').getByText('404')).toBeVisible();
    expect(uncompiled, email).toEqual([]);
  }
});

/** The focus ring of the focused element: solid, 3 px, and 3:1 against the background it is drawn on (WCAG 2.2 focus appearance). */
function focusRingProblems(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || !element.matches(':focus-visible')) return 'nothing has visible focus';
    const style = getComputedStyle(element);
    if (style.outlineStyle !== 'solid' || parseFloat(style.outlineWidth) < 3) return `outline ${style.outlineStyle} ${style.outlineWidth}`;
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((c) => ((c! / 255) <= 0.04045 ? c! / 255 / 12.92 : ((c! / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
    };
    // An outline drawn outside the element lies on its surroundings; one drawn inside, on the element.
    let backdrop: HTMLElement | null = parseFloat(style.outlineOffset) >= 0 ? element.parentElement : element;
    while (backdrop && (rgb(getComputedStyle(backdrop).backgroundColor)[3] ?? 1) === 0) backdrop = backdrop.parentElement;
    const [ring, behind] = [luminance(rgb(style.outlineColor)), luminance(rgb(getComputedStyle(backdrop ?? document.body).backgroundColor))];
    const contrast = (Math.max(ring, behind) + 0.05) / (Math.min(ring, behind) + 0.05);
    return contrast >= 3 ? null : `ring ${style.outlineColor} on ${getComputedStyle(backdrop ?? document.body).backgroundColor}: ${contrast.toFixed(2)}:1`;
  });
}

test('keyboard focus shows a clear ring on the header, navigation, dropdowns, phone menu and the navy footer', async ({ browser, request }) => {
  const { page } = await emulate(browser, request, OWNER);
  await page.setViewportSize({ width: 1280, height: 800 });
  const banner = page.getByRole('banner');
  const focusByKeyboard = async (target: ReturnType<Page['locator']>, name: string) => {
    // Focus that follows a key press is keyboard focus, which :focus-visible shows.
    await page.keyboard.press('Shift');
    await target.focus();
    expect(await focusRingProblems(page), name).toBeNull();
  };
  await focusByKeyboard(banner.getByRole('link', { name: 'Installer Club' }), 'logo');
  await focusByKeyboard(banner.getByRole('button', { name: /powiadomienia/i }), 'bell');
  await focusByKeyboard(banner.getByRole('button', { name: /piotr nowak/i }), 'user menu');
  await focusByKeyboard(page.getByRole('navigation', { name: /nawigacja główna/i }).getByRole('link', { name: 'Projekty' }), 'navigation link');
  await focusByKeyboard(banner.getByRole('link', { name: /punkty firmy/i }), 'points');
  await focusByKeyboard(page.getByRole('contentinfo').getByRole('link').first(), 'footer link');

  await banner.getByRole('button', { name: /powiadomienia/i }).press('Enter');
  await focusByKeyboard(page.locator('.app-notifications-menu').getByRole('link').first(), 'dropdown link');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 375, height: 800 });
  await banner.getByRole('button', { name: /otwórz menu/i }).press('Enter');
  await focusByKeyboard(banner.getByRole('link', { name: 'Projekty' }), 'phone menu link');
});
