import { expect, test } from '@playwright/test';
import { signInAlongModelPath } from './login-paths';

/**
 * The Czech demo owner walks every onboarding step, along the login machine's shortest path to
 * "signed in" computed with the account's real login answer and its region's real settings.
 */
test('the Czech owner completes every onboarding step and reaches home', async ({ page, request }) => {
  const steps = await signInAlongModelPath(page, request, 'owner@demo.cz', 'cz');

  const onboarding = steps.filter((step) => step.state.matches('onboarding')).map((step) => JSON.stringify(step.state.value));
  expect([...new Set(onboarding)]).toEqual(
    ['terms', 'registrationNumber', 'registrationNumber2', 'companyType', 'disclaimer', 'declaration', 'consent', 'survey']
      .map((step) => JSON.stringify({ onboarding: step })),
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Sign in/);
  // The wizard's progress, with its token, is gone from session storage.
  expect(await page.evaluate(() => sessionStorage.getItem('login'))).toBeNull();
});
