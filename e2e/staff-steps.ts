import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { readCode } from './support';

/** Signs a staff member in at /staff/login with the outbox code (demo staff: README). */
export async function signInToConsole(page: Page, email: string): Promise<void> {
  await page.goto('/staff/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('Sign-in code').fill(await readCode(page.request, email));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
