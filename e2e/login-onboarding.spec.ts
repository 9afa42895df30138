import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SURVEY_REWARD_POINTS } from '../src/contract/limits';
import { signInAlongModelPath } from './login-paths';
import { expectNoAxeViolations, signInByEmail } from './support';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const stepCounter = (page: Page) => page.getByText(/^Step \d+ of \d+$/);

/**
 * Runs first and finishes nothing (no write reaches the server), so that owner@demo.cz keeps
 * every onboarding step for the walk below.
 */
test('the onboarding stepper keeps its total, focus follows the steps and the back button steps back', async ({ page, request }) => {
  const email = 'owner@demo.cz';
  await signInByEmail(page, request, email);

  // The terms step links the terms it asks to accept.
  await expect(heading(page, 'New club terms')).toBeFocused();
  await expect(stepCounter(page)).toHaveText('Step 1 of 8');
  await expect(page.getByRole('link', { name: /Read the new terms of the Installer Club/ })).toHaveAttribute('href', /\/terms$/);
  await page.getByRole('button', { name: 'I agree to the terms' }).click();

  await expect(heading(page, "Your company's IČO")).toBeFocused();
  await expect(stepCounter(page)).toHaveText('Step 2 of 8');
  await page.getByRole('textbox', { name: 'IČO' }).fill('27082440');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, "Your company's DIČ")).toBeFocused();
  await expect(stepCounter(page)).toHaveText('Step 3 of 8');

  // Back inside the wizard: one step, what was typed kept, still on /login.
  await page.goBack();
  await expect(heading(page, "Your company's IČO")).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'IČO' })).toHaveValue('27082440');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // A type without agreements: they stay counted, marked skipped, and the total stays 8.
  await expect(heading(page, 'What kind of company is yours?')).toBeFocused();
  await expect(stepCounter(page)).toHaveText('Step 4 of 8');
  await page.getByRole('radio', { name: 'Sole trader' }).check();
  await expect(stepCounter(page)).toHaveText('Step 4 of 8');
  await expect(page.locator('.ui-wizard-stepper__segment--skipped')).toHaveCount(2);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Stay in touch')).toBeFocused();
  await expect(stepCounter(page)).toHaveText('Step 7 of 8');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The survey opens with its welcome screen and the reward.
  await expect(heading(page, 'A few questions about your company')).toBeFocused();
  await expect(stepCounter(page)).toHaveText('Step 8 of 8');
  await expect(page.getByText(`+${SURVEY_REWARD_POINTS} points for your company`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Question 1 of 6')).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Question 2 of 6')).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Question 1 of 6')).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeChecked();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  await page.goBack();
  await expect(heading(page, 'Stay in touch')).toBeVisible();
  await page.goBack();
  await expect(heading(page, 'What kind of company is yours?')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Sole trader' })).toBeChecked();
});

/**
 * The Czech demo owner walks every onboarding step, along the login machine's shortest path to
 * "signed in" computed with the account's real login answer and its region's real settings. The
 * owner opened the notifications as a guest: that is where the walk ends.
 */
test('the Czech owner completes every onboarding step and reaches the page opened as a guest', async ({ page, request }) => {
  // Every step, each checked with axe: longer than the default on a busy machine.
  test.setTimeout(120_000);
  const steps = await signInAlongModelPath(page, request, 'owner@demo.cz', 'cz', { from: '/notifications' });

  // The onboarding step of each state ({ onboarding: 'terms' }, { onboarding: { survey: 'intro' } }).
  const stepOf = ({ onboarding }: Record<string, unknown>) => (typeof onboarding === 'string' ? onboarding : Object.keys(onboarding as object)[0]);
  const onboarding = steps.filter((step) => step.state.matches('onboarding')).map((step) => stepOf(step.state.value as Record<string, unknown>));
  expect([...new Set(onboarding)]).toEqual(
    ['terms', 'registrationNumber', 'registrationNumber2', 'companyType', 'disclaimer', 'declaration', 'consent', 'survey'],
  );
  // A short completion message came before home.
  expect(steps.some((step) => step.state.matches('allSet'))).toBe(true);
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Sign in/);
  // The wizard's progress, with its token, is gone from session storage.
  expect(await page.evaluate(() => sessionStorage.getItem('login'))).toBeNull();
});
