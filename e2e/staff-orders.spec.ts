/**
 * Issue 27 §4 "fulfilment completes a product order": an owner (a Polish company of its own)
 * places a product order through the API, the fulfilment member signs in at /staff/login, finds
 * it in the pending queue (filtered by its vendor), approves it and completes it, each after a
 * confirmation; the owner's order page shows it completed, and the audit log has both steps.
 * Screenshots of the queue, the order and the top-ups at 1280 and 768 px; axe on each.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, registerOwner, requestSession, signInToConsole, type TokenPair } from './support';

const FULFILMENT = 'fulfilment@staff.demo';
/** An admin of this spec's own (no other spec signs in with it): reads the audit log. */
const AUDITOR = 'orders.auditor@staff.demo';
/** A physical product of the Polish demo shop (demo-data.ts). */
const DRILL = 'PL-TOOL-DRILL-18V';

test.setTimeout(180_000);

async function api<T>(request: APIRequestContext, method: 'get' | 'post', path: string, token: string, data?: unknown): Promise<T> {
  const answer = await request.fetch(`/api${path}`, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBeTruthy();
  return (await answer.json()) as T;
}

/** The owner's product order, placed as the shop's checkout does. */
async function placeDrillOrder(request: APIRequestContext, pair: TokenPair): Promise<{ uuid: string; number: string }> {
  const products = await api<{ data: { uuid: string; sku: string }[] }>(request, 'get', '/v2/shop/products?limit=60&type=product', pair.token);
  const drill = products.data.find((product) => product.sku === DRILL);
  if (!drill) throw new Error(`no product ${DRILL}`);
  const detail = await api<{ data: { variants: { uuid: string }[] } }>(request, 'get', `/v2/shop/products/${drill.uuid}`, pair.token);
  const placed = await api<{ data: { uuid: string; number: string }[] }>(request, 'post', '/v2/orders', pair.token, {
    type: 'product', order: [{ uuid: detail.data.variants[0]?.uuid, quantity: 1 }],
    customer: { name: 'Marek', surname: 'Wiertarka', company_name: 'Wiertarka', phone_region: 10, phone_number: '512345678', street: 'Lipowa', house_number: '1', city: 'Kraków', postal_code: '30-001', region: 10 },
  });
  const order = placed.data[0];
  if (!order) throw new Error('no order placed');
  return order;
}

test('fulfilment finds a pending product order, approves and completes it; the owner sees it completed, the audit log has both steps', async ({ page, browser, request, baseURL }) => {
  const owner = await registerOwner(baseURL, { name: 'Marek', surname: 'Wiertarka', language: 'en' });
  expect((await request.post('/api/dev/operator/points', { data: { email: owner.email, points: 50_000 } })).ok()).toBeTruthy();
  const pair = await requestSession(request, owner.email);
  const order = await placeDrillOrder(request, pair);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToConsole(page, FULFILMENT);
  await page.getByRole('link', { name: 'Orders' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  // Only the drill's vendor: the order is there.
  const vendor = page.getByLabel('Vendor');
  await expect(vendor).toBeEnabled();
  const vendorName = (await api<{ data: { vendor: { name: string } } }>(request, 'get', `/v2/orders/${order.uuid}`, pair.token)).data.vendor.name;
  await vendor.selectOption({ label: `${vendorName} (PL)` });
  await expect(page).toHaveURL(/vendor=\d+/);
  const row = page.getByRole('row').filter({ hasText: order.number });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/staff-orders-queue-1280.png', fullPage: true });

  await row.getByRole('link', { name: order.number }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Order ${order.number}`) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order' })).toContainText(owner.email);
  await expect(page.getByRole('region', { name: 'Items' })).toContainText(DRILL);
  await expectNoAxeViolations(page);

  // Approve, asked first.
  await page.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: `Approve order ${order.number}?` });
  await expect(approve).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/staff-orders-confirm-1280.png' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Order ${order.number} is approved.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Approved');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The reject dialog says the points and stock go back; cancelled, nothing changes.
  await page.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: `Reject order ${order.number}?` });
  await expect(reject).toContainText('The points go back to the company and the stock back to the shop, once.');
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await expect(reject).toBeHidden();

  await page.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('dialog', { name: `Complete order ${order.number}?` }).getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText(`Order ${order.number} is completed.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Completed');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/staff-orders-order-1280.png', fullPage: true });
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.screenshot({ path: 'test-results/staff-orders-order-768.png', fullPage: true });
  await expectNoAxeViolations(page);

  // The queue at 768 px: the completed tab has it now.
  await page.goto('/staff/orders?tab=completed');
  await expect(page.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: order.number })).toBeVisible();
  await page.screenshot({ path: 'test-results/staff-orders-queue-768.png', fullPage: true });
  await expectNoAxeViolations(page);
  await page.goto('/staff/orders/top-ups');
  await expect(page.getByRole('heading', { level: 1, name: 'Card top-ups awaiting an outcome' })).toBeVisible();
  await expect(page.getByText('No top-up waits for an outcome.')).toBeVisible();
  await page.screenshot({ path: 'test-results/staff-orders-top-ups-768.png', fullPage: true });
  await expectNoAxeViolations(page);

  // The owner's order page shows it completed.
  const portal = await browser.newPage({ baseURL });
  await portal.goto('/login');
  await portal.evaluate((stored) => localStorage.setItem('session', JSON.stringify(stored)), pair);
  await portal.goto(`/orders/${order.uuid}`);
  await expect(async () => {
    await portal.reload();
    await expect(portal.getByText('Completed', { exact: true }).first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await portal.close();

  // The audit log has both steps, by the fulfilment member.
  const added = await request.post('/api/dev/operator/staff', { data: { email: AUDITOR, name: 'Orders Auditor', roles: ['admin'] } });
  expect(added.status(), await added.text()).toBeLessThan(300);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/staff\/login$/);
  await signInToConsole(page, AUDITOR);
  await page.goto('/staff/audit');
  for (const action of ['order.approve', 'order.complete']) {
    const entry = page.getByRole('row').filter({ hasText: action }).filter({ hasText: order.number });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(FULFILMENT);
  }
});
