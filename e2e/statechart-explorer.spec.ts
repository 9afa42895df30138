import type { Page } from '@playwright/test';
import { buildWhenStale } from '../scripts/build-when-stale';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support';

/**
 * Issue 30: the statechart explorer, served by the e2e server at /docs/ (DOCS is on outside
 * production). Its pages open with no console error and no accessibility violation, and in walk
 * mode the checkout reaches Placed and the login wizard the portal through its buttons alone.
 */

/** What the explorer is built from (vite.docs.config.ts): its build is redone when one changed. */
const EXPLORER_SOURCES = [
  'src/explorer', 'machines', 'src/contract', 'scripts/statechart', 'tests/machines', 'tests/app/support/fake-actors.ts',
  'docs/statecharts/README.md', 'vite.docs.config.ts', 'package.json',
];

test.beforeAll(() => {
  test.setTimeout(300_000);
  expect(buildWhenStale('the statechart explorer', 'dist/docs/index.html', EXPLORER_SOURCES, 'docs')).toBe(true);
});

/** Console errors and uncaught exceptions of the page, a Content Security Policy refusal among them. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const GROUPS = ['Session', 'Sign-in and registration', 'Projects', 'Shop and checkout', 'Club card', 'Configurator', 'Team and profile', 'Home', 'Staff console'];

test('the index groups the machines and opens with no console error', async ({ page }) => {
  const errors = consoleErrors(page);
  const answer = await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/$/);
  // The portal's own policy: Mermaid's inline SVG and styles need nothing looser (a refusal would be a console error).
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
  await expect(page.getByRole('heading', { level: 1, name: 'Installer Club statecharts' })).toBeVisible();
  for (const group of GROUPS) await expect(page.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Checkout', exact: true })).toHaveAttribute('href', '?machine=checkout-machine');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

/** The walk's panel, and the state it says the machine is in. */
const walkPanel = (page: Page) => page.getByRole('region', { name: 'Walk', exact: true });
const now = (page: Page) => walkPanel(page).locator('.now strong');

test('the checkout is walked to Placed through its buttons, and its link replays the walk', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/docs/?machine=checkout-machine');
  await expect(page.locator('.chart svg')).toBeVisible();
  // A state chosen in the chart is the row selected in the states table.
  await page.locator('.chart').getByRole('button', { name: 'Reviewing', exact: true }).click();
  await expect(page.locator('tr.is-selected th')).toContainText('Reviewing');
  // And with the keyboard: the focus moves to the row's button, which unselects it.
  await page.locator('.chart').getByRole('button', { name: 'Editing', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('tr.is-selected th')).toContainText('Editing');
  await expect(page.getByRole('button', { name: 'Editing', exact: true, pressed: true })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('tr.is-selected')).toHaveCount(0);

  await page.getByRole('button', { name: 'Walk this machine' }).click();
  const walk = walkPanel(page);
  await expect(now(page)).toHaveText('Editing');
  await expect(walk.getByRole('button', { name: /^Place/ })).toHaveCount(0);
  await walk.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(now(page)).toHaveText('Reviewing');
  await walk.getByRole('button', { name: 'Place: the cart (300 points)' }).click();
  await expect(now(page)).toHaveText('Placing');
  await expect(walk.getByRole('button', { name: 'Place: the cart (300 points)' })).toHaveCount(0);
  await walk.getByRole('button', { name: 'Succeeds: placed' }).click();
  await expect(now(page)).toHaveText('Placed');
  await expect(page.locator('.chart-target.is-current')).toHaveAccessibleName('Placed');
  await expect(page.locator('ol.path > li')).toHaveCount(3);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(now(page)).toHaveText('Placed');
  await expect(page.locator('ol.path > li')).toHaveCount(3);
  expect(errors).toEqual([]);
});

test('the login wizard reaches the portal through its buttons', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/docs/?machine=login-machine');
  // Its four parts are drawn one after the other; walking needs none of them.
  await expect(page.locator('.chart svg').first()).toBeVisible();
  await page.getByRole('button', { name: 'Walk this machine' }).click();
  const walk = walkPanel(page);
  await walk.getByRole('button', { name: 'Choose email' }).click();
  await walk.getByRole('button', { name: 'Change email: owner@demo.cz' }).click();
  await walk.getByRole('button', { name: 'Submit', exact: true }).click();
  await walk.getByRole('button', { name: 'Succeeds: code sent (a new one after 60 seconds)' }).click();
  await expect(now(page)).toContainText('Enter code › Code › Editing');
  // A new code waits for the countdown: Resend is there, disabled, with its condition.
  await expect(walk.getByRole('button', { name: 'Resend', exact: true })).toBeDisabled();
  await expect(walk.getByText('resend [resend is available] → Resending / clear alert')).toBeVisible();
  await walk.getByRole('button', { name: 'Change code: 12345' }).click();
  await walk.getByRole('button', { name: 'Submit', exact: true }).click();
  await walk.getByRole('button', { name: 'Succeeds: right code: a Polish owner with nothing left to set up' }).click();
  await walk.getByRole('button', { name: 'Succeeds: Polish settings' }).click();
  await expect(now(page)).toHaveText('Signed in (finished)');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
