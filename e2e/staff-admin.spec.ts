import { expect, test } from './fixtures';
import { expectNoAxeViolations, signInByEmail, signInToConsole } from './support';

/**
 * The admin desk (issue 27 §1, §2): an admin adds a support agent, who signs in with the outbox
 * code and sees only support's desks; the admin switches maintenance on (an installer's page shows
 * the maintenance page) and off again; the audit log names who did it. Screenshots at 1280 and
 * 768 px, axe on each screen. Demo accounts: README.
 */
const ADMIN = 'admin@staff.demo';

test.describe.configure({ timeout: 180_000 });

test('an admin adds a support agent, who signs in and sees only support\'s desks', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToConsole(page, ADMIN);
  for (const desk of ['Audit log', 'Maintenance', 'Staff accounts']) await expect(page.getByRole('heading', { level: 2, name: desk })).toBeVisible();
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
  await expect(page).toHaveTitle('Staff accounts · Staff console');
  // The admin's own row says he cannot deactivate himself.
  await expect(page.getByRole('row').filter({ hasText: ADMIN })).toContainText('You cannot deactivate your own account.');

  await page.getByRole('button', { name: 'Add a staff member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a staff member' });
  // Nothing filled: the form says what it needs and keeps the dialog open.
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Tick at least one role.')).toBeVisible();
  await dialog.getByLabel('E-mail').fill('nina.support@staff.demo');
  await dialog.getByLabel('Name').fill('Nina Support');
  await dialog.getByRole('checkbox', { name: 'Support' }).check();
  await dialog.getByRole('checkbox', { name: 'Poland' }).check();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/staff-accounts-add-1280.png' });
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'nina.support@staff.demo' });
  await expect(row).toContainText('Support');
  await expect(row).toContainText('Poland');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/staff-accounts-1280.png', fullPage: true });

  // The same e-mail again: the dialog says so by the field and keeps what was typed.
  await page.getByRole('button', { name: 'Add a staff member' }).click();
  await dialog.getByLabel('E-mail').fill('nina.support@staff.demo');
  await dialog.getByLabel('Name').fill('Nina Again');
  await dialog.getByRole('checkbox', { name: 'Support' }).check();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('A staff member with this e-mail exists.')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Nina Again');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.setViewportSize({ width: 768, height: 1000 });
  await expect.poll(() => page.locator('tbody tr').first().evaluate((tr) => getComputedStyle(tr).display)).toBe('block');
  await page.screenshot({ path: 'test-results/staff-accounts-768.png', fullPage: true });
  await expectNoAxeViolations(page);

  // The new agent, in a browser of her own.
  const agentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const agent = await agentContext.newPage();
  await signInToConsole(agent, 'nina.support@staff.demo');
  await expect(agent.getByRole('heading', { level: 2, name: 'Find' })).toBeVisible();
  await expect(agent.getByRole('heading', { level: 2, name: 'Chat' })).toBeVisible();
  for (const desk of ['Review', 'Orders', 'Content', 'Audit log', 'Maintenance', 'Staff accounts']) {
    await expect(agent.getByRole('heading', { level: 2, name: desk })).toHaveCount(0);
  }
  await agent.goto('/staff/accounts');
  await expect(agent.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await agentContext.close();

  // Deactivated, with a confirm that says what follows.
  await page.setViewportSize({ width: 1280, height: 900 });
  await row.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate Nina Support?' });
  await expect(confirm).toContainText('Their sessions end at once');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Deactivated');
  await expect(row.getByRole('button', { name: 'Reactivate' })).toBeVisible();
});

test('an admin switches maintenance on, an installer sees the maintenance page, and off again; the audit log names them', async ({ page, browser, request }) => {
  const installerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const installer = await installerContext.newPage();
  await signInByEmail(installer, installer.request, 'owner@demo.pl');
  await expect(installer).not.toHaveURL(/\/login/);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToConsole(page, ADMIN);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Maintenance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maintenance' })).toBeVisible();
  await expect(page).toHaveTitle('Maintenance · Staff console');
  await expect(page.getByText('Installers use the portal as usual.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/staff-maintenance-off-1280.png', fullPage: true });

  await page.getByRole('button', { name: 'Switch maintenance on' }).click();
  const confirm = page.getByRole('dialog', { name: 'Switch maintenance on?' });
  await expect(confirm).toContainText('Installers will see the maintenance page');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/staff-maintenance-confirm-1280.png' });
  try {
    await confirm.getByRole('button', { name: 'Switch on' }).click();
    await expect(page.getByText('Installers see the maintenance page now.')).toBeVisible();
    await page.setViewportSize({ width: 768, height: 1000 });
    await page.screenshot({ path: 'test-results/staff-maintenance-on-768.png', fullPage: true });
    await expectNoAxeViolations(page);

    await installer.reload();
    await expect(installer).toHaveURL(/\/maintenance$/);

    await page.getByRole('button', { name: 'Switch maintenance off' }).click();
    await page.getByRole('dialog', { name: 'Switch maintenance off?' }).getByRole('button', { name: 'Switch off' }).click();
    await expect(page.getByText('Installers use the portal as usual.')).toBeVisible();
  } finally {
    // Whatever failed above, the next tests need the portal answering.
    await request.post('/api/dev/operator/maintenance', { data: { on: false } });
  }
  await installer.goto('/');
  await expect(installer).not.toHaveURL(/\/maintenance$/);
  await installerContext.close();

  // On the record by name, and the filter finds only the switches.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  // The admin's two switches (the safety net above writes one more, as the operator's).
  await page.getByLabel('Action').fill('maintenance.');
  await page.getByLabel('Who').fill(ADMIN);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=maintenance\./);
  const switches = page.locator('tbody tr');
  await expect(switches).toHaveCount(2);
  await expect(switches.first()).toContainText('maintenance.off');
  await expect(switches.first()).toContainText('Switched maintenance off');
  await expect(switches.first()).toContainText('Adam Admin');
  await expect(switches.nth(1)).toContainText('maintenance.on');
  await expect(switches.nth(1)).toContainText('Switched maintenance on');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/staff-audit-filtered-1280.png', fullPage: true });
});

test('the audit log names the company and the installer of an emulation link, and links the company', async ({ page, request }) => {
  const made = await request.post('/api/dev/operator/emulate', { data: { email: 'owner@demo.pl', by: 'night shift' } });
  expect(made.status(), await made.text()).toBeLessThan(300);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToConsole(page, ADMIN);
  await page.goto('/staff/audit');
  const row = page.getByRole('row').filter({ hasText: 'emulation.link' }).first();
  await expect(row).toContainText('Operator (server shell)');
  await expect(row).toContainText('Piotr Nowak');
  await expect(row.getByRole('link', { name: 'Dachy Nowak Sp. z o.o.' })).toHaveAttribute('href', /^\/staff\/companies\/[0-9a-f-]{36}$/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/staff-audit-names-1280.png', fullPage: true });
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.screenshot({ path: 'test-results/staff-audit-names-768.png', fullPage: true });
  await expectNoAxeViolations(page);
});
