import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, signInByEmail } from './support';

/**
 * Declining the Czech/Slovak terms deactivates the demo company, so this spec runs on a fresh
 * server of its own: the other specs keep their owner@demo.cz.
 */
// Far from E2E_PORT: engineers running specs side by side take neighbouring ports.
const port = Number(process.env.E2E_PORT ?? 4173) + 1000;
const baseURL = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

test.use({ baseURL });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  await expect(async () => {
    const response = await fetch(`${baseURL}/api/v1/config/public`);
    expect(response.ok).toBe(true);
  }).toPass({ timeout: 180_000, intervals: [1000] });
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('declining the terms deactivates the profile and starts over with a warning', async ({ page, request }) => {
  const email = 'owner@demo.cz';
  await signInByEmail(page, request, email);

  await expect(page.getByRole('heading', { level: 1, name: 'New club terms' })).toBeVisible();
  await page.getByRole('button', { name: 'I do not agree' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Decline the terms?' })).toBeFocused();
  // Keeping the profile is the main action; deleting it is the danger one, not the primary.
  await expect(page.getByRole('button', { name: 'Back to the terms' })).toHaveClass(/ui-button--primary/);
  await expect(page.getByRole('button', { name: 'Decline and delete my profile' })).toHaveClass(/ui-button--danger/);
  await expectNoAxeViolations(page);
  // Changing one's mind is possible until the decline is confirmed, also with the browser's back button.
  await page.getByRole('button', { name: 'Back to the terms' }).click();
  await page.getByRole('button', { name: 'I do not agree' }).click();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'New club terms' })).toBeVisible();
  await page.getByRole('button', { name: 'I do not agree' }).click();
  await page.getByRole('button', { name: 'Decline and delete my profile' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Installer Club' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You declined the terms' })).toContainText(
    'Your profile has been deactivated and will be deleted.',
  );
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('login'))).toBeNull();
  await expectNoAxeViolations(page);

  // The deactivated profile can no longer sign in.
  await page.getByRole('button', { name: 'Sign in with e-mail' }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Installer not found.');
});
