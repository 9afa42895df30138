/**
 * The shop catalogue: /v2/shop/products (filters, sort, paging), one product, club-card
 * products, categories, the cart sync, the generated pictures, and product HTML that never
 * carries a script to the browser. Every answer is scoped to the caller's region.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoriesResponse, ProductResponse, ProductsPage, ProductsResponse, SHOP_PAGE_SIZE } from '../../src/contract/shop';
import { shopProducts } from '../../src/server/db/schema';
import { createTestServer, type TestServer } from './harness';
import { setStock } from './shop-fixtures';
import { XSS_PAYLOADS } from './xss-payloads';

let server: TestServer;
let pl: string;
let cz: string;
beforeAll(async () => {
  server = await createTestServer();
  pl = (await server.signIn('owner@demo.pl')).pair.token;
  cz = (await server.signIn('owner@demo.cz')).pair.token;
});
afterAll(async () => {
  await server.close();
});

const get = (token: string, path: string) => server.call('GET', `/api${path}`, { token });
const page = async (token: string, query = '') => {
  const res = await get(token, `/v2/shop/products${query}`);
  expect(res.status).toBe(200);
  return v.parse(ProductsPage, res.body);
};
const productBySku = async (sku: string) => {
  const [row] = await server.db.select({ uuid: shopProducts.uuid }).from(shopProducts).where(eq(shopProducts.sku, sku));
  return row?.uuid ?? '';
};

describe('GET /api/v2/shop/products', () => {
  it('lists the region\'s active, visible products, 21 to a page, newest first', async () => {
    const { data, meta } = await page(pl);
    expect(meta).toMatchObject({ current_page: 1, per_page: SHOP_PAGE_SIZE, last_page: 1 });
    const skus = data.map((product) => product.sku);
    expect(skus.every((sku) => sku.startsWith('PL-'))).toBe(true);
    expect(skus).not.toContain('PL-TOOL-BAG');
    expect(skus).not.toContain('PL-WEAR-GLOVES');
    expect(skus).toContain('PL-VOUCHER-BUDMARKET');
    expect(meta.total).toBe(data.length);
    // The catalogue is written oldest first: the last written comes first. Club-card products have their own list.
    expect(skus[0]).toBe('PL-MKT-SOCIAL-CAMPAIGN');
    expect(skus).not.toContain('PL-CARD-CLUB');
    expect((await page(pl, '?type=top_up')).data.map((p) => p.sku)).toEqual(['PL-CARD-TOPUP']);
  });

  it('pages with limit and page, and answers its total past the end', async () => {
    const first = await page(pl, '?limit=5&page=1');
    const second = await page(pl, '?limit=5&page=2');
    expect(first.data).toHaveLength(5);
    expect(second.data.map((p) => p.uuid)).not.toContain(first.data[0]?.uuid);
    expect(first.meta.last_page).toBe(Math.ceil(first.meta.total / 5));
    const past = await page(pl, '?limit=5&page=99');
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(first.meta.total);
  });

  it('filters by categories, type and sticky, and sorts by price', async () => {
    const tools = await page(pl, '?categories=tools');
    expect(tools.data.map((p) => p.sku).sort()).toEqual(['PL-TOOL-DRILL-18V', 'PL-TOOL-LASER-METER', 'PL-TOOL-ROOF-HAMMER', 'PL-WEAR-HELMET']);
    const either = await page(pl, '?categories=tools,marketing');
    // The marketing category: two services and the six materials (issue 26).
    expect(either.meta.total).toBe(tools.meta.total + 8);
    const vouchers = await page(pl, '?type=voucher');
    expect(vouchers.data.every((p) => p.type === 'voucher')).toBe(true);
    expect(vouchers.data).toHaveLength(2);
    const sticky = await page(pl, '?sticky=1');
    expect(sticky.data.map((p) => p.sku).sort()).toEqual(['PL-TOOL-DRILL-18V', 'PL-VOUCHER-BUDMARKET', 'PL-WEAR-SOFTSHELL']);
    const cheap = await page(pl, '?sort=price_asc&type=product');
    const prices = cheap.data.map((p) => p.prices.min);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = await page(pl, '?sort=price_desc&type=product');
    expect(dear.data.map((p) => p.uuid)).toEqual(cheap.data.map((p) => p.uuid).reverse());
  });

  it('lists inactive products only when asked to', async () => {
    const inactive = await page(pl, '?active=0');
    expect(inactive.data.map((p) => p.sku)).toEqual(['PL-TOOL-BAG']);
    const hidden = await page(pl, '?is_visible=0');
    expect(hidden.data.map((p) => p.sku)).toEqual(['PL-WEAR-GLOVES']);
  });

  it('shows price range, total stock, categories and vendor with the region\'s minimum', async () => {
    const { data } = await page(pl, '?categories=vouchers');
    const voucher = data.find((p) => p.sku === 'PL-VOUCHER-BUDMARKET');
    expect(voucher).toMatchObject({ prices: { min: 50, max: 200 }, stock: 920, vendor: { name: 'BudMarket', minimum: 128 } });
    expect(voucher?.categories.map((c) => c.slug)).toEqual(['vouchers']);
    const czVouchers = await page(cz, '?categories=vouchers');
    expect(czVouchers.data[0]?.vendor.minimum).toBe(40);
    expect(czVouchers.data.every((p) => p.sku.startsWith('CZ-'))).toBe(true);
  });

  it('refuses a bad query with 422', async () => {
    for (const query of ['?limit=0', '?limit=61', '?sort=cheapest', '?type=car', '?categories=Tools!', '?page=-1']) {
      expect((await get(pl, `/v2/shop/products${query}`)).status).toBe(422);
    }
  });
});

describe('GET /api/v2/shop/products/{uuid}', () => {
  it('answers the product with its variants, attributes and sanitised description', async () => {
    const res = await get(pl, `/v2/shop/products/${await productBySku('PL-WEAR-TROUSERS')}`);
    expect(res.status).toBe(200);
    const { data } = v.parse(ProductResponse, res.body);
    expect(data.variants.map((variant) => [variant.title, variant.stock])).toEqual([['M', 8], ['L', 3], ['XL', 0]]);
    expect(data.variants[0]?.attrs[0]).toMatchObject({ attrName: 'Rozmiar', attrValueName: 'M' });
    // The same attribute keeps its id across variants and products.
    expect(new Set(data.variants.map((variant) => variant.attrs[0]?.attrUuid)).size).toBe(1);
    expect(data.description).toContain('<p>');
  });

  it('opens an inactive product (the page shows its notice)', async () => {
    const res = await get(pl, `/v2/shop/products/${await productBySku('PL-TOOL-BAG')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.active).toBe(false);
  });

  it('answers 404 for another region\'s product, an unknown and a malformed uuid', async () => {
    expect((await get(pl, `/v2/shop/products/${await productBySku('CZ-TOOL-DRILL-18V')}`)).status).toBe(404);
    expect((await get(pl, '/v2/shop/products/3f2b8c1e-9d4a-4e6f-8b7c-1a2d3e4f5a6b')).status).toBe(404);
    expect((await get(pl, '/v2/shop/products/not-a-uuid')).status).toBe(404);
  });
});

describe('product HTML', () => {
  it('is sanitised again on the way out, whatever the row holds', async () => {
    const uuid = await productBySku('PL-TOOL-DRILL-18V');
    await server.db.update(shopProducts).set({ description: XSS_PAYLOADS.join('') }).where(eq(shopProducts.uuid, uuid));
    const res = await get(pl, `/v2/shop/products/${uuid}`);
    expect(res.body.data.description).not.toMatch(/<script|onerror|onload|javascript:|<iframe/i);
  });
});

describe('GET /api/v1/shop/images/{uuid}/{size}.webp', () => {
  it('answers a WebP picture cached for a year, in three sizes', async () => {
    const { data } = await page(pl, '?limit=1');
    const product = data[0];
    if (!product) throw new Error('no product');
    expect(product.images.thumbnail).toMatch(/^\/api\/v1\/shop\/images\/[0-9a-f-]+\/thumbnail\.webp\?v=[\w-]+$/);
    for (const url of [product.images.thumbnail, product.images.list[0]?.xs, product.images.list[0]?.l]) {
      const res = await server.app.request(url ?? '');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(new TextDecoder().decode((await res.arrayBuffer()).slice(8, 12))).toBe('WEBP');
    }
  });

  it('answers 404 for an unknown product, size or format', async () => {
    const uuid = await productBySku('PL-TOOL-DRILL-18V');
    for (const path of [`${uuid}/huge.webp`, `${uuid}/l.png`, '3f2b8c1e-9d4a-4e6f-8b7c-1a2d3e4f5a6b/l.webp', 'x/l.webp']) {
      expect((await server.call('GET', `/api/v1/shop/images/${path}`)).status).toBe(404);
    }
  });
});

describe('GET /api/v1/shop/categories and /api/v2/shop/products/cards', () => {
  it('lists the region\'s categories in order', async () => {
    const res = await get(cz, '/v1/shop/categories?type=1');
    const { data } = v.parse(CategoriesResponse, res.body);
    expect(data.map((c) => [c.slug, c.name])).toEqual([
      ['vouchers', 'Poukázky'], ['tools', 'Nářadí'], ['workwear', 'Pracovní oděvy'], ['marketing', 'Marketingové služby'],
    ]);
  });

  it('lists the club card and top-up of the club-card region only', async () => {
    const plCards = v.parse(ProductsResponse, (await get(pl, '/v2/shop/products/cards')).body).data;
    expect(plCards.map((p) => p.type).sort()).toEqual(['club_card', 'top_up']);
    expect(v.parse(ProductsResponse, (await get(pl, '/v2/shop/products/cards?type=top_up')).body).data).toHaveLength(1);
    expect((await get(cz, '/v2/shop/products/cards')).body.data).toEqual([]);
  });
});

describe('GET /api/v2/cart', () => {
  it('answers the cart\'s products as they are now, leaving out what is no longer offered', async () => {
    const uuids = await Promise.all(['PL-WEAR-HELMET', 'PL-TOOL-BAG', 'PL-WEAR-GLOVES', 'CZ-WEAR-HELMET'].map(productBySku));
    await setStock(server, 'PL-WEAR-HELMET-1', 7);
    const res = await get(pl, `/v2/cart?uuids=${uuids.join(',')}`);
    expect(res.status).toBe(200);
    const { data } = v.parse(ProductsResponse, res.body);
    expect(data.map((p) => p.sku)).toEqual(['PL-WEAR-HELMET']);
    expect(data[0]?.variants[0]).toMatchObject({ stock: 7, price: 45 });
  });

  it('refuses a list that is not uuids', async () => {
    expect((await get(pl, '/v2/cart?uuids=a,b')).status).toBe(422);
    expect((await get(pl, '/v2/cart')).status).toBe(422);
  });
});
