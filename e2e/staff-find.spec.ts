import { expect, test } from './fixtures';
import { expectNoAxeViolations, readCode, signInToConsole } from './support';
import type { APIRequestContext } from '@playwright/test';

/**
 * The Find desk and the company page (issue 27 §2, §4): a support agent finds a company by a
 * member's phone typed in another format, opens it, and opens the portal as its owner in a new
 * tab: read-only with the banner, a write refused, the link on the audit log.
 * Demo data (README "Demo accounts"): Piotr Nowak, owner of Dachy Nowak Sp. z o.o., +48 600 000 001.
 */
const SUPPORT = 'support@staff.demo';
const ADMIN = 'admin@staff.demo';
const COMPANY = 'Dachy Nowak Sp. z o.o.';
/** The server's refusal of any write in an emulated session (SPEC §4 Session). */
const READ_ONLY_REFUSAL = 'This is an emulated session: changes are not allowed.';

// A long journey across two tabs, with axe on three screens: more than the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });

/** A staff token from the API's own sign-in, for reading the audit log as admin. */
async function staffToken(request: APIRequestContext, email: string): Promise<string> {
  const asked = await request.post('/api/staff/v1/auth/login', { data: { email } });
  const { login_request_id: loginRequestId } = (await asked.json()) as { login_request_id: string };
  const verified = await request.post('/api/staff/v1/auth/login/verify', { data: { login_request_id: loginRequestId, code: await readCode(request, email) } });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as { token: string }).token;
}

test('a support agent finds a company by phone, opens it and opens the portal as its owner, read-only and audited', async ({ page, context, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToConsole(page, SUPPORT);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find' })).toBeVisible();

  const box = page.getByRole('searchbox', { name: 'Person or company' });
  await box.fill('6');
  await expect(page.getByRole('status')).toHaveText('Type at least 2 characters.');
  // The number without spaces or country code; the search runs once typing pauses.
  await box.fill('600000001');
  const people = page.getByRole('region', { name: 'People' });
  await expect(people.getByRole('listitem')).toHaveCount(1);
  await expect(people.getByRole('listitem')).toContainText('+48 600 000 001');
  await expect(page).toHaveURL(/\/staff\/find\?q=/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/staff-find-1280.png', fullPage: true });

  // Typed with + and spaces, and Enter: the same person.
  await box.fill('+48 600 000 001');
  await box.press('Enter');
  await expect(people.getByRole('link')).toHaveText(`Piotr Nowak · ${COMPANY}`);
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.screenshot({ path: 'test-results/staff-find-768.png', fullPage: true });

  await box.fill('no such company at all');
  await expect(page.getByText('Nothing found for “no such company at all”.')).toBeVisible();
  await box.fill('Dachy Nowak');
  await page.getByRole('region', { name: 'Companies' }).getByRole('link', { name: COMPANY }).click();

  await expect(page.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Onboarding' })).toContainText('Terms accepted');
  const owner = page.getByRole('row').filter({ hasText: 'owner@demo.pl' });
  await expect(owner).toContainText('Owner');
  await expect(owner).toContainText('Active');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/staff-company-768.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/staff-company-1280.png', fullPage: true });

  // The records behind the tabs: the ledger's reasons, the projects with their scans' flags.
  await page.getByRole('tab', { name: 'Points' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Project survey completed' }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Projects' }).click();
  await expect(page.getByRole('columnheader', { name: 'Review' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/staff-company-projects-1280.png', fullPage: true });
  await page.getByRole('tab', { name: 'Members' }).click();

  const opened = context.waitForEvent('page');
  await owner.getByRole('button', { name: /Open as this user/ }).click();
  const portal = await opened;
  await expect(page.getByText(/The portal opened in a new tab as Piotr Nowak/)).toBeVisible();

  // The owner's portal, in his language, with the banner naming the agent.
  const banner = portal.getByRole('region', { name: /sesja emulowana/i });
  // A fresh tab boots the whole portal (its own session from the code): slow on a busy machine.
  await expect(banner).toBeVisible({ timeout: 60_000 });
  await expect(banner).toContainText('Piotr Nowak');
  await portal.screenshot({ path: 'test-results/staff-find-emulated-1280.png' });
  // A write from that tab (its own session, its own token) is refused.
  const refusal = await portal.evaluate(async () => {
    const { token } = JSON.parse(sessionStorage.getItem('emulation-session') ?? '{}') as { token?: string };
    const self = await fetch('/api/v1/company/user/self', { headers: { authorization: `Bearer ${token}` } });
    const { data } = (await self.json()) as { data: { id: number } };
    const write = await fetch(`/api/v1/installer/user/${data.id}`, {
      method: 'PATCH', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ email_consent: true }),
    });
    return { status: write.status, body: (await write.json()) as { message: string } };
  });
  expect(refusal).toEqual({ status: 403, body: expect.objectContaining({ message: READ_ONLY_REFUSAL }) });

  // On the audit log: the agent, the link, the member.
  const audit = await request.get('/api/staff/v1/audit', { headers: { authorization: `Bearer ${await staffToken(request, ADMIN)}` } });
  const entries = ((await audit.json()) as { data: { action: string; by: string; user_id: number | null }[] }).data;
  expect(entries.find((entry) => entry.action === 'emulation.link')).toMatchObject({ by: SUPPORT, user_id: expect.any(Number) });
});

test('fulfilment sees no Find desk, yet opens a company page and is offered no emulation', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToConsole(page, 'fulfilment@staff.demo');
  await expect(page.getByRole('link', { name: 'Find' })).toHaveCount(0);
  await page.goto('/staff/find');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  // The company page by its address, as an order's CompanyLink leads there (its uuid from an admin's search).
  const found = await request.get(`/api/staff/v1/find?q=${encodeURIComponent(COMPANY)}`, { headers: { authorization: `Bearer ${await staffToken(request, ADMIN)}` } });
  const [company] = ((await found.json()) as { data: { uuid: string }[] }).data;
  await page.goto(`/staff/companies/${company?.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /Open as this user/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
