import { expect, test } from './fixtures';
import { expectNoAxeViolations, signInToConsole } from './support';

/**
 * The staff console's foundation (issue 27 §2, slice 3a): an admin signs in at /staff/login with
 * the outbox code, reads the audit log (an entry the operator made: staff sign-in itself writes
 * none) and signs out; a support agent has no audit log link and is told "not allowed" at
 * /staff/audit. Demo staff accounts: README.
 */
const ADMIN = 'admin@staff.demo';
const SUPPORT = 'support@staff.demo';

test('an admin signs in with the outbox code, reads the audit log and signs out', async ({ page, request }) => {
  // An entry written as "operator": the bootstrap of a staff account from the server's shell.
  const added = await request.post('/api/dev/operator/staff', { data: { email: 'new.agent@staff.demo', name: 'New Agent', roles: ['support'] } });
  expect(added.status(), await added.text()).toBeLessThan(300);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToConsole(page, ADMIN);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  // Admin works at every desk (issue 27 §2), each a link to its page.
  for (const desk of ['Find', 'Chat', 'Review', 'Orders', 'Content', 'Audit log', 'Maintenance', 'Staff accounts']) {
    await expect(page.getByRole('heading', { level: 2 }).getByRole('link', { name: desk, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/staff-home-1280.png', fullPage: true });

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  // The staff accounts spec may have added one too, as an admin: the operator's entry is ours.
  const row = page.getByRole('row').filter({ hasText: 'staff.add' }).filter({ hasText: 'Operator (server shell)' });
  await expect(row).toBeVisible();
  // The action in words, its code (what the filter searches by) under it.
  await expect(row).toContainText('Added a staff account');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/staff-audit-1280.png', fullPage: true });
  await page.setViewportSize({ width: 768, height: 1000 });
  // At 768 px each entry is a card of label and value pairs.
  await expect.poll(() => page.locator('tbody tr').first().evaluate((row) => getComputedStyle(row).display)).toBe('block');
  await page.screenshot({ path: 'test-results/staff-audit-768.png', fullPage: true });
  await expectNoAxeViolations(page);

  // A reload keeps the session (this tab's storage), apart from the installer's.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  // Back at sign-in with the e-mail kept.
  await expect(page.getByLabel('E-mail address')).toHaveValue(ADMIN);
  await page.screenshot({ path: 'test-results/staff-login-768.png', fullPage: true });
  await expectNoAxeViolations(page);
  await page.goto('/staff/audit');
  await expect(page).toHaveURL(/\/staff\/login$/);
});

test('a support agent sees no audit log link and is not allowed at /staff/audit', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1000 });
  await signInToConsole(page, SUPPORT);
  await expect(page.getByRole('heading', { level: 2, name: 'Find' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Chat' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Orders' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/staff-home-768.png', fullPage: true });
  await expectNoAxeViolations(page);

  await page.goto('/staff/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The server refuses him too.
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('staff-session') ?? '{}') as { token?: string }).token);
  const audit = await page.request.get('/api/staff/v1/audit', { headers: { authorization: `Bearer ${token}` } });
  expect(audit.status()).toBe(403);
});
