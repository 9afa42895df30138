import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { readCode } from './support';

/** Signs in at /staff/login with the outbox code (each spec with staff accounts no other spec signs in with). */
export async function signInToConsole(page: Page, email: string): Promise<void> {
  await page.goto('/staff/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('Sign-in code').fill(await readCode(page.request, email));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
