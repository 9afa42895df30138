import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, newSerials, openSignedIn } from './project-steps';
import { expectNoAxeViolations, readCode, registerOwner, requestSession, signInToConsole } from './support';

/**
 * The review desk (issue 27 §2 "Review queue", §4): a reviewer finds a project whose scans the
 * fraud rules flagged (sold for another region) in the queue, rejects one with a preset reason
 * (a rejection without a reason is refused first), accepts the other, confirms, and the project
 * closes; the installer sees the reason on the project's page; the decision is on the audit log.
 */
const REVIEWER = 'reviewer@staff.demo';
/** A common reason as the (English-speaking) reviewer picks it, and as it is written for the Polish installer. */
const REASON_PICKED = 'This product was sold for another country, so it does not earn points here.';
const REASON = 'Ten produkt został sprzedany na inny kraj, więc nie daje tu punktów.';

/** A staff token of a new admin of this spec's own (no other spec asks codes for it), to read the audit log. */
async function auditReader(request: APIRequestContext): Promise<string> {
  const email = `review-audit-${Date.now()}@staff.demo`;
  expect((await request.post('/api/dev/operator/staff', { data: { email, name: 'Audit Reader', roles: ['admin'] } })).ok()).toBeTruthy();
  const login = await request.post('/api/staff/v1/auth/login', { data: { email } });
  const { login_request_id } = (await login.json()) as { login_request_id: string };
  const verify = await request.post('/api/staff/v1/auth/login/verify', { data: { login_request_id, code: await readCode(request, email) } });
  return ((await verify.json()) as { token: string }).token;
}

test('a reviewer rejects a flagged scan with a reason; the installer sees why; the decision is on the audit log', async ({ page, browser, request, baseURL }) => {
  // A Polish company's project with two roof windows sold for Czechia: the survey sends it to review.
  const owner = await registerOwner(baseURL, { name: 'Rafał', surname: 'Przeglądowy', language: 'pl' });
  const pair = await requestSession(request, owner.email);
  const [rejected = '', accepted = ''] = await newSerials(request, 'cz', 2);
  const street = `ulica Przeglądu ${Date.now() % 1000}`;
  const created = await api<{ data: { uuid: string } }>(request, 'post', '/v1/project', pair.token, { streetName: street, postalCode: '00-950', city: 'Warszawa' });
  const project = created.body.data.uuid;
  const scans: string[] = [];
  for (const serial_number of [rejected, accepted]) {
    const scanned = await api<{ data: { uuid: string } }>(request, 'post', '/v2/scans', pair.token, { project_uuid: project, serial_number });
    expect(scanned.status).toBe(200);
    scans.push(scanned.body.data.uuid);
  }
  const response = scans.flatMap((uuid) => [
    { uuid, question_id: 'installation', answer_id: 'replacement' },
    { uuid, question_id: 'building', answer_id: 'detached-house' },
  ]);
  const posted = await api<{ data: { status: { id: number } } }>(request, 'post', `/v1/project/${project}/survey`, pair.token, { response: JSON.stringify(response) });
  expect(posted.body.data.status.id).toBe(5);

  // The queue: the project with both flagged serials and why.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToConsole(page, REVIEWER);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Review', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review queue' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: street });
  await expect(row).toContainText(rejected);
  await expect(row).toContainText(accepted);
  await expect(row.getByText('Sold for another region').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/staff-review-queue-1280.png', fullPage: true });

  // The project: reject one (first without a reason: refused), accept the other.
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(street);
  const rejectedCard = page.getByRole('region', { name: rejected });
  const acceptedCard = page.getByRole('region', { name: accepted });
  await rejectedCard.getByText('Reject scan', { exact: true }).click();
  await acceptedCard.getByText('Accept scan', { exact: true }).click();
  await page.getByRole('button', { name: 'Review decisions' }).click();
  await expect(page.getByText('Give a reason for every rejected scan: the installer reads it.')).toBeVisible();
  await expect(rejectedCard.getByText('Give a reason for this rejection.')).toBeVisible();
  await expectNoAxeViolations(page);
  await rejectedCard.getByLabel('A common reason').selectOption({ label: REASON_PICKED });
  await expect(rejectedCard.getByLabel('Reason the installer reads')).toHaveValue(REASON);
  await expect(rejectedCard.getByText('Filled in in the installer\'s language: Polski.')).toBeVisible();
  await page.screenshot({ path: 'test-results/staff-review-project-1280.png', fullPage: true });
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.screenshot({ path: 'test-results/staff-review-project-768.png', fullPage: true });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Review decisions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save these decisions?' });
  await expect(dialog).toContainText(`${rejected}: ${REASON}`);
  await expect(dialog).toContainText(accepted);
  await page.screenshot({ path: 'test-results/staff-review-confirm-768.png' });
  await dialog.getByRole('button', { name: 'Save decisions' }).click();
  // Both decided: the project closes; the accepted pine window (5 points in Poland, SPEC §9) and the survey bonus (30) are credited.
  await expect(page.getByText('Decisions saved')).toBeVisible();
  await expect(page.getByText('The project is closed: 35 points credited to the company.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: rejected })).toContainText(REASON);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/staff-review-outcome-768.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/staff-review-outcome-1280.png', fullPage: true });

  // On the audit log as the reviewer's, with the reason.
  const audit = await request.get('/api/staff/v1/audit', { headers: { authorization: `Bearer ${await auditReader(request)}` } });
  const entries = ((await audit.json()) as { data: { action: string; by: string; details: { project?: string; rejected?: { serial: string; reason: string }[] } }[] }).data;
  expect(entries.find((entry) => entry.action === 'review.decide' && entry.details.project === project)).toMatchObject({
    by: REVIEWER, details: { rejected: [{ serial: rejected, reason: REASON }] },
  });

  // The installer sees why, in the portal, in Polish: his language.
  const portal = await browser.newPage({ baseURL });
  await portal.setViewportSize({ width: 768, height: 1000 });
  await openSignedIn(portal, pair, `/projects/${project}`);
  const scan = portal.getByTestId('scan').filter({ hasText: rejected });
  await expect(scan).toContainText(REASON);
  await expectNoAxeViolations(portal);
  await portal.screenshot({ path: 'test-results/staff-review-installer-768.png', fullPage: true });
  await portal.close();
});
