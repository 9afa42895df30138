/**
 * Orders: placement (points reserved in the ledger, stock taken, one order per vendor, vendor
 * minimums, balance, customer rules, Idempotency-Key), reading (company scoping), fulfilment
 * (the voucher simulator job, the operator's approve/complete/reject) and the release of points
 * and stock, exactly once. The races of the issue run here too: on PostgreSQL they really run in
 * parallel, on PGlite they interleave; the outcome must be the same.
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationsPage } from '../../src/contract/notifications';
import { ORDER_STATUS, OrderResponseBody, OrdersPage, PlacedOrders, PlacementOutcome, SHOP_MESSAGES } from '../../src/contract/shop';
import { CUSTOMER_PROBLEM_MESSAGES } from '../../src/contract/shop-customer';
import { notifications, orders, pointsLedger } from '../../src/server/db/schema';
import { fulfilDueOrders, voucherSimulator, type FulfilmentProvider } from '../../src/server/domain/order-status';
import { VOUCHER_DELAY_SECONDS } from '../../src/server/domain/orders';
import { strict } from '../contract/strict-schema';
import { createTestServer, type TestServer } from './harness';
import { DELIVERY, OFFICE, balanceOf, companyOf, setBalance, setStock, variantBySku } from './shop-fixtures';

let server: TestServer;
let owner: string;
let installer: string;
let czOwner: string;
beforeAll(async () => {
  server = await createTestServer();
  owner = (await server.signIn('owner@demo.pl')).pair.token;
  installer = (await server.signIn('installer@demo.pl')).pair.token;
  czOwner = (await server.signIn('owner@demo.cz')).pair.token;
});
afterAll(async () => {
  await server.close();
});

const deps = () => ({ db: server.db, clock: server.clock });
const simulator = () => voucherSimulator(server.config.secret);

const line = async (sku: string, quantity = 1) => ({ uuid: (await variantBySku(server, sku)).uuid, quantity });

function place(token: string, type: string, lines: { uuid: string; quantity: number }[], customer: object = OFFICE, key?: string) {
  return server.call('POST', '/api/v2/orders', {
    token, body: { type, order: lines, customer }, ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}
function placeMulti(token: string, groups: { type: string; order: { uuid: string; quantity: number }[] }[], customer: object = DELIVERY, key?: string) {
  return server.call('POST', '/api/v2/orders/multi', {
    token, body: { orders: groups, customer }, ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}
const ledgerOf = (orderId: number) => server.db.select().from(pointsLedger).where(eq(pointsLedger.orderId, orderId));
const orderRow = async (uuid: string) => {
  const [row] = await server.db.select().from(orders).where(eq(orders.uuid, uuid));
  if (!row) throw new Error(`no order ${uuid}`);
  return row;
};
const operator = (action: string, number: string) => server.dev('POST', '/api/dev/operator/orders', { body: { action, number } });
/** The operator's refusal of a step that does not apply (docs/server.md "Fulfilment": 409, saying why). */
const refusal = async (action: string, number: string) => {
  const { status, body } = await operator(action, number);
  return { status, message: body.message };
};
/** An order's status notifications as [title, type]: SPEC §3 Notification types; a refusal or failure warns. */
const statusNotices = async (uuid: string) => (await server.db.select().from(notifications).where(eq(notifications.event, 'order_status')))
  .filter((n) => n.meta.order_uuid === uuid).map((n) => [n.title, n.type]);

describe('POST /api/v2/orders', () => {
  it('reserves the points in the ledger naming order and installer, takes the stock, and answers the new balance', async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    const before = (await variantBySku(server, 'PL-VOUCHER-BUDMARKET-200')).stock;
    const res = await place(owner, 'voucher', [await line('PL-VOUCHER-BUDMARKET-200')]);
    expect(res.status).toBe(200);
    const { data, company_points } = v.parse(PlacedOrders, res.body);
    expect(company_points).toBe(800);
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(800);
    const [order] = data;
    expect(order).toMatchObject({ points: 200, status: ORDER_STATUS.pending, item_count: 1, vendor: { name: 'BudMarket' }, meta: { type: 'voucher', response: null } });
    expect(order?.number).toMatch(/^PL-\d{6}$/);
    // Vouchers and services go to the company's address; the e-mail falls back to the orderer's.
    expect(order?.customer).toMatchObject({ street: 'ul. Ogrodowa 12', house_number: '1', city: 'Kraków', email: 'owner@demo.pl' });
    expect((await variantBySku(server, 'PL-VOUCHER-BUDMARKET-200')).stock).toBe(before - 1);
    const row = await orderRow(order?.uuid ?? '');
    const entries = await ledgerOf(row.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ reason: 'order_reservation', variation: 'reserved', points: 200, installerId: row.installerId });
  });

  it('refuses an order below the vendor minimum, naming vendor and minimum', async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    const res = await place(owner, 'product', [await line('PL-WEAR-HELMET-1', 2)], DELIVERY);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(SHOP_MESSAGES.belowVendorMinimum);
    expect(res.body.errors.vendor_minimum).toEqual(['Installer Club Store: 90 / 128']);
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(1000);
  });

  it('refuses an order the balance does not cover, taking nothing', async () => {
    await setBalance(server, 'owner@demo.pl', 199);
    const stock = (await variantBySku(server, 'PL-VOUCHER-BUDMARKET-200')).stock;
    const res = await place(owner, 'voucher', [await line('PL-VOUCHER-BUDMARKET-200')]);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(SHOP_MESSAGES.notEnoughPoints);
    expect((await variantBySku(server, 'PL-VOUCHER-BUDMARKET-200')).stock).toBe(stock);
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(199);
  });

  it('refuses a sold-out variant, an inactive or hidden product, another region\'s and another type\'s', async () => {
    await setBalance(server, 'owner@demo.pl', 5000);
    expect((await place(owner, 'product', [await line('PL-TOOL-LASER-METER-1')], DELIVERY)).body.message).toBe(SHOP_MESSAGES.stockChanged);
    expect((await place(owner, 'product', [await line('PL-TOOL-BAG-1', 2)], DELIVERY)).status).toBe(409);
    expect((await place(owner, 'product', [await line('PL-WEAR-GLOVES-1', 5)], DELIVERY)).status).toBe(409);
    expect((await place(owner, 'product', [await line('CZ-TOOL-DRILL-18V-SET')], DELIVERY)).status).toBe(409);
    const mixed = await place(owner, 'voucher', [await line('PL-TOOL-DRILL-18V-SET')]);
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors.order).toEqual([SHOP_MESSAGES.mixedTypes]);
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(5000);
  });

  it('is for owners only (SPEC §6 as decided in permissions.ts)', async () => {
    expect((await place(installer, 'voucher', [await line('PL-VOUCHER-BUDMARKET-200')])).status).toBe(403);
  });

  it('checks the delivery of physical goods as SPEC §5 says', async () => {
    await setBalance(server, 'owner@demo.pl', 5000);
    const drill = [await line('PL-TOOL-DRILL-18V-SET')];
    const missing = await place(owner, 'product', drill, { ...OFFICE, phone_region: 10, phone_number: '512345678' });
    expect(Object.keys(missing.body.errors).sort()).toEqual(['city', 'company_name', 'house_number', 'postal_code', 'region', 'street']);
    const badPhone = await place(owner, 'product', drill, { ...DELIVERY, phone_number: '12' });
    expect(badPhone.body.errors).toEqual({ phone_number: [CUSTOMER_PROBLEM_MESSAGES.invalidPhone] });
    const otherCountry = await place(owner, 'product', drill, { ...DELIVERY, phone_region: 5, phone_number: '601 123 456' });
    expect(otherCountry.body.errors).toEqual({ phone_number: [CUSTOMER_PROBLEM_MESSAGES.phoneRegionDiffers] });
    const personal = await place(owner, 'product', drill, { ...DELIVERY, delivery: 'personal', company_name: '', phone_number: '999999999912' });
    expect(personal.status).toBe(200);
    expect(personal.body.data[0].customer).toMatchObject({ delivery: 'personal', phone_number: '999999999912', street: 'ul. Ogrodowa' });
  });
});

describe('POST /api/v2/orders/multi', () => {
  it('writes one order per vendor, each reserved apart, in one go', async () => {
    await setBalance(server, 'owner@demo.pl', 2000);
    const res = await placeMulti(owner, [
      { type: 'voucher', order: [await line('PL-VOUCHER-BUDMARKET-200'), await line('PL-VOUCHER-MOTOFUEL-250')] },
      { type: 'product', order: [await line('PL-WEAR-SOFTSHELL-L'), await line('PL-WEAR-HELMET-1')] },
    ]);
    expect(res.status).toBe(200);
    const { data, company_points } = v.parse(PlacedOrders, res.body);
    expect(data.map((order) => [order.vendor.name, order.meta.type, order.points])).toEqual([
      ['BudMarket', 'voucher', 200], ['MotoFuel', 'voucher', 250], ['Installer Club Store', 'product', 205],
    ]);
    expect(company_points).toBe(2000 - 655);
    for (const order of data) expect(await ledgerOf((await orderRow(order.uuid)).id)).toHaveLength(1);
  });

  it('checks every vendor\'s minimum: one below refuses the whole cart', async () => {
    await setBalance(server, 'owner@demo.pl', 2000);
    const res = await placeMulti(owner, [
      { type: 'voucher', order: [await line('PL-VOUCHER-BUDMARKET-200')] },
      { type: 'product', order: [await line('PL-WEAR-HELMET-1')] },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors.vendor_minimum).toEqual(['Installer Club Store: 45 / 128']);
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(2000);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first placement\'s orders, and refuses the key for another request', async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    const lines = [await line('PL-VOUCHER-BUDMARKET-200')];
    const first = await place(owner, 'voucher', lines, OFFICE, 'retry-key-0001');
    const again = await place(owner, 'voucher', lines, OFFICE, 'retry-key-0001');
    expect(again.status).toBe(200);
    expect(again.body.data.map((o: { uuid: string }) => o.uuid)).toEqual(first.body.data.map((o: { uuid: string }) => o.uuid));
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(800);
    const other = await place(owner, 'voucher', [await line('PL-VOUCHER-BUDMARKET-100')], OFFICE, 'retry-key-0001');
    expect(other.status).toBe(422);
    expect(other.body.errors.idempotency_key).toEqual([SHOP_MESSAGES.idempotencyKeyReused]);
    // Keys belong to a company: another company's same key is its own placement.
    expect((await place(owner, 'voucher', lines, OFFICE, 'bad key!')).status).toBe(422);
  });
});

describe('GET /api/v2/orders/placements/{key}: the outcome of a placement whose answer was lost', () => {
  const lookup = (token: string, key: string) => server.call('GET', `/api/v2/orders/placements/${key}`, { token });

  it('answers what placing under the key answered: its orders and the company\'s points', async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    const placed = await place(owner, 'voucher', [await line('PL-VOUCHER-BUDMARKET-200')], OFFICE, 'lost-answer-0001');
    expect(placed.status).toBe(200);
    const found = await lookup(owner, 'lost-answer-0001');
    expect(found.status).toBe(200);
    expect(v.parse(strict(PlacementOutcome), found.body)).toEqual(placed.body);
    expect(found.body.company_points).toBe(800);
  });

  it('answers every order of a multi placement', async () => {
    await setBalance(server, 'owner@demo.pl', 2000);
    const placed = await placeMulti(owner, [
      { type: 'voucher', order: [await line('PL-VOUCHER-BUDMARKET-200'), await line('PL-VOUCHER-MOTOFUEL-250')] },
    ], OFFICE, 'lost-answer-multi-0001');
    expect(placed.status).toBe(200);
    expect(placed.body.data).toHaveLength(2);
    const found = await lookup(owner, 'lost-answer-multi-0001');
    expect(found.body).toEqual(placed.body);
  });

  it('answers 404 for a key nothing was placed under, a refused placement, a malformed key and another company\'s key', async () => {
    expect((await lookup(owner, 'never-used-0001')).status).toBe(404);
    await setBalance(server, 'owner@demo.pl', 10);
    const refused = await place(owner, 'voucher', [await line('PL-VOUCHER-BUDMARKET-200')], OFFICE, 'refused-0001');
    expect(refused.status).toBe(422);
    expect((await lookup(owner, 'refused-0001')).status).toBe(404);
    expect((await lookup(owner, 'bad%20key!')).status).toBe(404);
    expect((await lookup(czOwner, 'lost-answer-0001')).status).toBe(404);
  });

  it('is the placing roles\' read: an emulated owner may read it, an installer may not', async () => {
    const link = await server.dev('POST', '/api/dev/operator/emulate', { body: { email: 'owner@demo.pl', by: 'orders test' } });
    const emulated = (await server.call('POST', '/api/v2/installer/emulate', { body: { code: link.body.code } })).body.token;
    expect((await lookup(emulated, 'lost-answer-0001')).status).toBe(200);
    expect((await lookup(installer, 'lost-answer-0001')).status).toBe(403);
  });
});

describe('GET /api/v2/orders and /{uuid}', () => {
  it('lists the company\'s orders newest first, 20 to a page, for every member', async () => {
    const list = v.parse(OrdersPage, (await server.call('GET', '/api/v2/orders', { token: installer })).body);
    expect(list.meta.per_page).toBe(20);
    expect(list.data.length).toBeGreaterThan(0);
    const times = list.data.map((order) => order.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const detail = await server.call('GET', `/api/v2/orders/${list.data[0]?.uuid}`, { token: installer });
    expect(v.parse(OrderResponseBody, detail.body).data.meta.contents[0]).toMatchObject({ quantity: expect.any(Number), variantGuid: expect.any(String) });
    expect(JSON.stringify(detail.body)).not.toContain('variantId');
  });

  it('answers 404 for another company\'s order', async () => {
    const list = (await server.call('GET', '/api/v2/orders', { token: owner })).body;
    const uuid = list.data[0].uuid;
    expect((await server.call('GET', `/api/v2/orders/${uuid}`, { token: czOwner })).status).toBe(404);
    expect((await server.call('GET', '/api/v2/orders', { token: czOwner })).body.data).toEqual([]);
    expect((await server.call('GET', '/api/v2/orders/not-a-uuid', { token: owner })).status).toBe(404);
  });
});

describe('fulfilment', () => {
  it('issues a voucher after the delay: code, expiry and password, the orderer notified; the same on a second run', async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    const placed = await place(owner, 'voucher', [await line('PL-VOUCHER-MOTOFUEL-100', 2)]);
    const uuid = placed.body.data[0].uuid as string;
    await fulfilDueOrders(deps(), simulator());
    expect((await orderRow(uuid)).status).toBe(ORDER_STATUS.pending);
    server.clock.advance(VOUCHER_DELAY_SECONDS);
    expect(await fulfilDueOrders(deps(), simulator())).toBeGreaterThan(0);
    const detail = v.parse(OrderResponseBody, (await server.call('GET', `/api/v2/orders/${uuid}`, { token: owner })).body).data;
    expect(detail.status).toBe(ORDER_STATUS.completed);
    expect(detail.meta.response?.number).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(detail.meta.response?.password).toMatch(/^\d{4}$/);
    // Restart-safe: the simulator issues the same voucher for the same order.
    expect(await simulator().issue(await orderRow(uuid))).toEqual(detail.meta.response);
    expect(await fulfilDueOrders(deps(), simulator())).toBe(0);
    const inbox = v.parse(NotificationsPage, (await server.call('GET', '/api/v1/notifications', { token: owner })).body);
    expect(inbox.data.find((n) => n.meta.order_uuid === uuid)).toMatchObject({ title: 'Zamówienie zrealizowane', event: 'order_status' });
  });

  it('issues one voucher per unit ordered, each with its line, and still shows the single voucher of an order issued before (issue 28)', async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    const placed = await place(owner, 'voucher', [await line('PL-VOUCHER-MOTOFUEL-100', 2), await line('PL-VOUCHER-MOTOFUEL-250', 1)]);
    const uuid = placed.body.data[0].uuid as string;
    server.clock.advance(VOUCHER_DELAY_SECONDS);
    await fulfilDueOrders(deps(), simulator());
    const detail = async () => v.parse(OrderResponseBody, (await server.call('GET', `/api/v2/orders/${uuid}`, { token: owner })).body).data;
    const { meta } = await detail();
    expect(meta.vouchers.map(({ name, title, points }) => ({ name, title, points }))).toEqual([
      { name: 'Karta paliwowa MotoFuel', title: '100', points: 100 },
      { name: 'Karta paliwowa MotoFuel', title: '100', points: 100 },
      { name: 'Karta paliwowa MotoFuel', title: '250', points: 250 },
    ]);
    expect(new Set(meta.vouchers.map((voucher) => voucher.number)).size).toBe(3);
    for (const voucher of meta.vouchers) {
      expect(voucher.number).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(voucher.password).toMatch(/^\d{4}$/);
    }
    // SPEC's single response is the first voucher.
    expect(meta.response).toEqual({ number: meta.vouchers[0]?.number, expiresAt: meta.vouchers[0]?.expiresAt, password: meta.vouchers[0]?.password });

    // An order completed before one voucher per unit stored its one voucher alone: it shows, for the first line.
    const old = { number: 'ABCD-EFGH-JKLM', expiresAt: '2027-01-01T00:00:00.000Z', password: '0042' };
    await server.db.update(orders).set({ response: old }).where(eq(orders.uuid, uuid));
    expect((await detail()).meta).toMatchObject({ response: old, vouchers: [{ ...old, name: 'Karta paliwowa MotoFuel', title: '100', points: 100 }] });
  });

  it('fails a voucher the provider refuses: points and stock back, once', async () => {
    // The vouchers of earlier tests are issued first, so that only this one meets the refusing provider.
    server.clock.advance(VOUCHER_DELAY_SECONDS);
    await fulfilDueOrders(deps(), simulator(), 1000);
    await setBalance(server, 'owner@demo.pl', 1000);
    const stock = (await variantBySku(server, 'PL-VOUCHER-MOTOFUEL-100')).stock;
    const placed = await place(owner, 'voucher', [await line('PL-VOUCHER-MOTOFUEL-100', 2)]);
    const uuid = placed.body.data[0].uuid as string;
    server.clock.advance(VOUCHER_DELAY_SECONDS);
    const refusing: FulfilmentProvider = { issue: () => Promise.reject(new Error('vendor down')) };
    const counts = await Promise.all([fulfilDueOrders(deps(), refusing), fulfilDueOrders(deps(), refusing)]);
    // One order was due: of the two runs, one changed it.
    expect(counts[0] + counts[1]).toBe(1);
    const row = await orderRow(uuid);
    expect(row.status).toBe(ORDER_STATUS.failed);
    expect(row.releasedAt).toEqual(server.clock.now());
    expect(await statusNotices(uuid)).toEqual([['Zamówienie nieudane', 'warning']]);
    expect(await refusal('reject', placed.body.data[0].number)).toEqual({ status: 409, message: 'The order is failed: it cannot be rejected.' });
    expect((await ledgerOf(row.id)).map((entry) => [entry.reason, entry.variation, entry.points])).toEqual([
      ['order_reservation', 'reserved', 200], ['reject', 'positive', 200],
    ]);
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(1000);
    expect((await variantBySku(server, 'PL-VOUCHER-MOTOFUEL-100')).stock).toBe(stock);
  });

  it('approves, completes and rejects physical orders by the operator, refusing steps that do not apply', async () => {
    await setBalance(server, 'owner@demo.pl', 5000);
    const first = (await place(owner, 'product', [await line('PL-TOOL-DRILL-18V-SET')], DELIVERY)).body.data[0];
    expect((await operator('complete', first.number)).status).toBe(200);
    expect(await refusal('approve', first.number)).toEqual({ status: 409, message: 'The order is completed: it cannot be approved.' });
    expect(await refusal('reject', first.number)).toEqual({ status: 409, message: 'The order is completed: it cannot be rejected.' });
    // Completion keeps the points spent: nothing released.
    expect((await orderRow(first.uuid)).releasedAt).toBeNull();
    const second = (await place(owner, 'product', [await line('PL-TOOL-DRILL-18V-SET')], DELIVERY)).body.data[0];
    expect((await operator('approve', second.number)).body.status).toBe(ORDER_STATUS.approved);
    expect(await refusal('approve', second.number)).toEqual({ status: 409, message: 'The order is approved: it cannot be approved.' });
    expect((await operator('reject', second.number)).body.status).toBe(ORDER_STATUS.rejected);
    expect((await orderRow(second.uuid)).releasedAt).toEqual(server.clock.now());
    expect(await refusal('complete', second.number)).toEqual({ status: 409, message: 'The order is rejected: it cannot be completed.' });
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(5000 - 420);
    expect((await operator('approve', 'PL-999999')).status).toBe(404);
    const voucher = (await place(owner, 'voucher', [await line('PL-VOUCHER-BUDMARKET-200')])).body.data[0];
    for (const action of ['approve', 'complete']) {
      expect(await refusal(action, voucher.number)).toEqual({ status: 409, message: 'Voucher orders are fulfilled automatically; only a reject applies.' });
    }
    expect(await statusNotices(first.uuid)).toEqual([['Zamówienie zrealizowane', 'info']]);
    expect(await statusNotices(second.uuid)).toEqual([['Zamówienie zatwierdzone', 'info'], ['Zamówienie odrzucone', 'warning']]);
  });

  it('lets the operator reject a voucher not issued yet: points and stock back', async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    const stock = (await variantBySku(server, 'PL-VOUCHER-BUDMARKET-200')).stock;
    const voucher = (await place(owner, 'voucher', [await line('PL-VOUCHER-BUDMARKET-200')])).body.data[0];
    expect((await operator('reject', voucher.number)).body).toEqual({ number: voucher.number, status: ORDER_STATUS.rejected });
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(1000);
    expect((await variantBySku(server, 'PL-VOUCHER-BUDMARKET-200')).stock).toBe(stock);
  });
});

describe('operator points credit', () => {
  it('credits the company of a user with one "other" entry and answers the balance; an unknown e-mail is 404', async () => {
    await setBalance(server, 'owner@demo.pl', 100);
    const res = await server.dev('POST', '/api/dev/operator/points', { body: { email: 'installer@demo.pl', points: 250 } });
    expect(res.body).toEqual({ company_points: 350 });
    const { userId } = await companyOf(server, 'installer@demo.pl');
    const credits = await server.db.select().from(pointsLedger).where(and(eq(pointsLedger.installerId, userId), eq(pointsLedger.reason, 'other')));
    expect(credits.map((entry) => [entry.variation, entry.points, entry.orderId])).toEqual([['positive', 250, null]]);
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(350);
    expect((await server.dev('POST', '/api/dev/operator/points', { body: { email: 'nobody@demo.pl', points: 1 } })).status).toBe(404);
    expect((await server.dev('POST', '/api/dev/operator/points', { body: { email: 'owner@demo.pl', points: 0 } })).status).toBe(422);
  });
});

describe('races', () => {
  it('50 orders at once against a balance that covers one: exactly one succeeds, the balance never negative', async () => {
    await setBalance(server, 'owner@demo.pl', 399);
    const lines = [await line('PL-VOUCHER-BUDMARKET-200')];
    const results = await Promise.all(Array.from({ length: 50 }, () => place(owner, 'voucher', lines)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422 && r.body.message === SHOP_MESSAGES.notEnoughPoints)).toHaveLength(49);
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(199);
  });

  it('50 orders at once for the last 3 items of a variant: exactly 3 succeed, stock ends at 0', async () => {
    await setBalance(server, 'owner@demo.pl', 100_000);
    await setStock(server, 'PL-TOOL-DRILL-18V-SET', 3);
    const lines = [await line('PL-TOOL-DRILL-18V-SET')];
    const results = await Promise.all(Array.from({ length: 50 }, () => place(owner, 'product', lines, DELIVERY)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(47);
    expect((await variantBySku(server, 'PL-TOOL-DRILL-18V-SET')).stock).toBe(0);
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(100_000 - 3 * 420);
  });

  it('the same Idempotency-Key 20 times at once places one order', async () => {
    await setBalance(server, 'owner@demo.pl', 10_000);
    const lines = [await line('PL-VOUCHER-BUDMARKET-200')];
    const results = await Promise.all(Array.from({ length: 20 }, () => place(owner, 'voucher', lines, OFFICE, 'same-key-twenty')));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.data[0].uuid)).size).toBe(1);
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(9800);
  });

  it('two rejects of one order at once release its points and stock once', async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    await setStock(server, 'PL-WEAR-SOFTSHELL-M', 10);
    const order = (await place(owner, 'product', [await line('PL-WEAR-SOFTSHELL-M')], DELIVERY)).body.data[0];
    const results = await Promise.all([operator('reject', order.number), operator('reject', order.number)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await ledgerOf((await orderRow(order.uuid)).id)).filter((entry) => entry.reason === 'reject')).toHaveLength(1);
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(1000);
    expect((await variantBySku(server, 'PL-WEAR-SOFTSHELL-M')).stock).toBe(10);
  });
});
