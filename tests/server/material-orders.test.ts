/**
 * Ordering a stored material configuration (issue 26 §1, SPEC §2 /checkout/{uuid} and order
 * detail, §5 Material order voucher): the shop's placement with its points, stock and
 * Idempotency-Key; the order keeps its input data and links the logo and the proof; another
 * company's configuration is not found. Prices and stock are the demo catalogue's (demo-materials.ts):
 * the Polish sticker costs 60 points a pack.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderResponseBody, OrdersPage, PlacedOrders, SHOP_MESSAGES } from '../../src/contract/shop';
import { companies, orders, pointsLedger, users } from '../../src/server/db/schema';
import { strict } from '../contract/strict-schema';
import { createTestServer, type TestServer } from './harness';
import { DELIVERY, OFFICE, balanceOf, setBalance, setStock, variantBySku } from './shop-fixtures';

let server: TestServer;
let owner: string;
let czOwner: string;
beforeAll(async () => {
  server = await createTestServer();
  owner = (await server.signIn('owner@demo.pl')).pair.token;
  czOwner = (await server.signIn('owner@demo.cz')).pair.token;
});
afterAll(async () => {
  await server.close();
});

const STICKER_SKU = 'PL-MKT-STICKER-100';
const STICKER_PRICE = 60;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function uploadLogo(token = owner): Promise<string> {
  const body = new FormData();
  body.append('file', new File([new Uint8Array(PNG)], 'Logo Dachy.png', { type: 'image/png' }));
  const answer = await server.call('POST', '/api/v1/shop/order/files', { token, body });
  expect(answer.status).toBe(200);
  return answer.body.data.uuid as string;
}

async function stickerProduct(token = owner): Promise<string> {
  const list = await server.call('GET', '/api/v2/shop/products?type=marketing_material&limit=60', { token });
  for (const summary of list.body.data as { uuid: string }[]) {
    const detail = await server.call('GET', `/api/v2/shop/products/${summary.uuid}`, { token });
    if (detail.body.data.settings?.type === 'sticker') return summary.uuid;
  }
  throw new Error('no sticker');
}

/** A stored sticker configuration of the company (with a logo when given); its uuid. */
async function configure(token = owner, logo?: string): Promise<string> {
  const body = {
    product: await stickerProduct(token),
    fields: { companyName: 'Dachy Nowak', phone: '600 123 456', ...(logo ? { logo } : {}) },
    coverImage: 'cover-sticker-1',
    manufacturerLogo: 'logo-default',
  };
  const stored = await server.call('POST', '/api/v1/shop/configurations', { token, body });
  expect(stored.status).toBe(200);
  return stored.body.data.uuid as string;
}

function order(configuration: string, quantity: number, { token = owner, key, customer = DELIVERY }: { token?: string; key?: string; customer?: object } = {}) {
  return server.call('POST', '/api/v2/orders', {
    token, body: { type: 'marketing_material', configuration, quantity, customer }, ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}

const stockOf = async () => (await variantBySku(server, STICKER_SKU)).stock;

describe('POST /v2/orders {type: marketing_material}', () => {
  it('orders the configuration in its quantity: price × quantity reserved, the stock taken, the input data kept with its download links', async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    await setStock(server, STICKER_SKU, 10);
    const logo = await uploadLogo();
    const configuration = await configure(owner, logo);
    const placed = await order(configuration, 3);
    expect(placed.status).toBe(200);
    v.parse(strict(PlacedOrders), placed.body);
    const answer = v.parse(PlacedOrders, placed.body);
    expect(answer.company_points).toBe(1000 - 3 * STICKER_PRICE);
    const [made] = answer.data;
    expect(made?.points).toBe(3 * STICKER_PRICE);
    expect(made?.meta.type).toBe('marketing_material');
    expect(made?.meta.contents.map((line) => ({ sku: line.sku, quantity: line.quantity }))).toEqual([{ sku: STICKER_SKU, quantity: 3 }]);
    expect(made?.customer.street).toBe('ul. Ogrodowa');
    expect(await stockOf()).toBe(7);

    const detail = await server.call('GET', `/api/v2/orders/${made?.uuid}`, { token: owner });
    v.parse(strict(OrderResponseBody), detail.body);
    const material = v.parse(OrderResponseBody, detail.body).data.meta.material;
    expect(material).toEqual({
      configuration_uuid: configuration,
      material_type: 'sticker',
      configuration: expect.objectContaining({
        fields: { companyName: 'Dachy Nowak', phone: '600 123 456', logo },
        coverImage: 'cover-sticker-1',
        manufacturerLogo: 'logo-default',
      }),
      logo: { name: 'Logo-Dachy.png', url: `/api/v1/shop/order/files/${logo}` },
      proof_url: `/api/v1/shop/orders/${made?.uuid}/proof.pdf`,
    });
    const file = await server.call('GET', material?.logo?.url ?? '', { token: owner });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="Logo-Dachy.png"');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');

    const listed = (await server.call('GET', '/api/v2/orders', { token: owner })).body;
    v.parse(strict(OrdersPage), listed);
    const list = v.parse(OrdersPage, listed);
    expect(list.data.find((row) => row.uuid === made?.uuid)?.configuration_uuid).toBe(configuration);
    expect(list.data.filter((row) => row.type !== 'marketing_material').every((row) => row.configuration_uuid === null)).toBe(true);

    // Another company sees neither the order nor its logo.
    expect((await server.call('GET', `/api/v2/orders/${made?.uuid}`, { token: czOwner })).status).toBe(404);
    expect((await server.call('GET', material?.logo?.url ?? '', { token: czOwner })).status).toBe(404);
  });

  it('answers no logo for a configuration without one', async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    await setStock(server, STICKER_SKU, 10);
    const placed = await order(await configure(), 1);
    expect(placed.status).toBe(200);
    expect(placed.body.data[0].meta.material.logo).toBeNull();
  });

  it('refuses a quantity above the stock (409) or below 1 (422), and a balance short of price × quantity (422), taking nothing', async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    await setStock(server, STICKER_SKU, 2);
    const configuration = await configure();
    const above = await order(configuration, 3);
    expect({ status: above.status, errors: above.body.errors }).toEqual({ status: 409, errors: { order: [SHOP_MESSAGES.stockChanged] } });
    for (const quantity of [0, -1, 1.5]) expect((await order(configuration, quantity)).status).toBe(422);
    await setBalance(server, 'owner@demo.pl', 2 * STICKER_PRICE - 1);
    const short = await order(configuration, 2);
    expect({ status: short.status, errors: short.body.errors }).toEqual({ status: 422, errors: { points: [SHOP_MESSAGES.notEnoughPoints] } });
    expect(await stockOf()).toBe(2);
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(2 * STICKER_PRICE - 1);
    // Exactly enough: the last two packs.
    await setBalance(server, 'owner@demo.pl', 2 * STICKER_PRICE);
    expect((await order(configuration, 2)).status).toBe(200);
    expect(await stockOf()).toBe(0);
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(0);
  });

  it('is delivered: the delivery address is required (SPEC §5 checkout customer form)', async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    await setStock(server, STICKER_SKU, 10);
    const refused = await order(await configure(), 1, { customer: OFFICE });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(expect.arrayContaining(['street', 'city', 'postal_code']));
  });

  it("answers 404 for another company's configuration, an unknown one and a malformed id; an installer gets 403", async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    await setStock(server, STICKER_SKU, 10);
    const czConfiguration = await configure(czOwner);
    expect((await order(czConfiguration, 1)).status).toBe(404);
    expect((await order('00000000-0000-4000-8000-000000000000', 1)).status).toBe(404);
    expect((await order('not-a-uuid', 1)).status).toBe(422);
    const installer = (await server.signIn('installer@demo.pl')).pair.token;
    expect((await order(await configure(), 1, { token: installer })).status).toBe(403);
    expect(await stockOf()).toBe(10);
  });

  it('the same Idempotency-Key 20 times at once places one order: the stock and the points taken once', async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    await setStock(server, STICKER_SKU, 10);
    const configuration = await configure();
    const results = await Promise.all(Array.from({ length: 20 }, () => order(configuration, 2, { key: 'material-key-twenty' })));
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(200));
    const uuids = new Set(results.map((result) => result.body.data[0].uuid as string));
    expect(uuids.size).toBe(1);
    const [uuid] = [...uuids];
    const [row] = await server.db.select().from(orders).where(eq(orders.uuid, uuid ?? ''));
    expect(await server.db.select().from(pointsLedger).where(eq(pointsLedger.orderId, row?.id ?? 0))).toHaveLength(1);
    expect(await stockOf()).toBe(8);
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(1000 - 2 * STICKER_PRICE);
    // The key names that request: another configuration or quantity under it is refused.
    const other = await order(await configure(), 2, { key: 'material-key-twenty' });
    expect({ status: other.status, errors: other.body.errors }).toEqual({ status: 422, errors: { idempotency_key: [SHOP_MESSAGES.idempotencyKeyReused] } });
    expect((await order(configuration, 1, { key: 'material-key-twenty' })).status).toBe(422);
  });

  it("refuses the recommended logo once the club's recommendation is withdrawn, taking nothing (SPEC §5 Prefill)", async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    await setStock(server, STICKER_SKU, 10);
    // Dachy Nowak is recommended (docs/decisions.md "Recommended companies"): its sticker may carry the recommended logo.
    const stored = await server.call('POST', '/api/v1/shop/configurations', {
      token: owner,
      body: { product: await stickerProduct(), fields: { companyName: 'Dachy Nowak', phone: '600 123 456' }, coverImage: 'cover-sticker-1', manufacturerLogo: 'logo-recommended-pl' },
    });
    expect(stored.status).toBe(200);
    const company = (await server.db.select({ id: users.companyId }).from(users).where(eq(users.email, 'owner@demo.pl')))[0]?.id ?? 0;
    await server.db.update(companies).set({ isRecommended: false }).where(eq(companies.id, company));
    try {
      const refused = await order(stored.body.data.uuid as string, 1);
      expect({ status: refused.status, errors: refused.body.errors }).toEqual({ status: 422, errors: { manufacturerLogo: ["Choose one of the manufacturer's logos."] } });
      expect(await stockOf()).toBe(10);
      expect(await balanceOf(server, 'owner@demo.pl')).toBe(1000);
    } finally {
      await server.db.update(companies).set({ isRecommended: true }).where(eq(companies.id, company));
    }
    expect((await order(stored.body.data.uuid as string, 1)).status).toBe(200);
  });

  it('cannot order a material by its variant, without a configuration', async () => {
    const variant = (await variantBySku(server, STICKER_SKU)).uuid;
    const answer = await server.call('POST', '/api/v2/orders', {
      token: owner, body: { type: 'marketing_material', order: [{ uuid: variant, quantity: 1 }], customer: DELIVERY },
    });
    expect(answer.status).toBe(422);
  });
});
