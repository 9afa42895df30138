/**
 * The points shop (SPEC §7): the catalogue under /v2/shop and /v1/shop, the cart sync
 * (/v2/cart), orders (/v2/orders, and /v2/orders/placements/{key} after a lost answer) and the
 * generated product pictures.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  CardsQuery, CartQuery, CategoriesQuery, IdempotencyKey, NewMultiOrder, NewOrder, OrdersQuery, ProductsQuery, SHOP_CATEGORY_TYPE,
} from '../../contract/shop';
import type { AppDeps } from '../deps';
import { topUpOrder } from '../domain/club-card-orders';
import { materialOrder } from '../domain/material-orders';
import { getOrder, listOrders, placeOrders, placementOutcome } from '../domain/orders';
import { cardProducts, cartProducts, getProduct, listCategories, listProducts } from '../domain/shop-catalogue';
import { isImageSize, productPicture } from '../domain/shop-images';
import type { AppEnv } from '../http/env';
import { invalid, notFound } from '../http/errors';
import { jsonBody, queryParams } from '../http/validation';

/** The Idempotency-Key header, when sent; a malformed one is refused rather than ignored. */
function idempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!v.is(IdempotencyKey, header)) throw invalid({ idempotency_key: ['The Idempotency-Key header must be 8 to 100 letters, digits, - or _.'] });
  return header;
}

/** A year: picture addresses change with the picture (imageUrl), so a cached one never goes stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function shopRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/v2/shop/products', queryParams(ProductsQuery), async (c) =>
      c.json(await listProducts(deps, c.get('auth').account, c.req.valid('query'))))
    .get('/v2/shop/products/cards', queryParams(CardsQuery), async (c) =>
      c.json({ data: await cardProducts(deps, c.get('auth').account, c.req.valid('query')) }))
    .get('/v2/shop/products/:uuid', async (c) =>
      c.json({ data: await getProduct(deps, c.get('auth').account, c.req.param('uuid')) }))
    .get('/v1/shop/categories', queryParams(CategoriesQuery), async (c) =>
      c.json({ data: await listCategories(deps, c.get('auth').account, c.req.valid('query').type ?? SHOP_CATEGORY_TYPE) }))
    .get('/v1/shop/images/:uuid/:file', async (c) => {
      const [size = '', extension] = c.req.param('file').split('.');
      if (extension !== 'webp' || !isImageSize(size)) throw notFound();
      const picture = await productPicture(deps.db, c.req.param('uuid'), size);
      if (!picture) throw notFound();
      return c.body(new Uint8Array(picture), 200, { 'content-type': 'image/webp', 'cache-control': IMMUTABLE });
    })
    .get('/v2/cart', queryParams(CartQuery), async (c) =>
      c.json({ data: await cartProducts(deps, c.get('auth').account, c.req.valid('query').uuids) }))
    .post('/v2/orders', jsonBody(NewOrder), async (c) => {
      const body = c.req.valid('json');
      const key = idempotencyKey(c.req.header('idempotency-key'));
      const caller = c.get('auth').account;
      if (body.type === 'top_up') {
        const { group, customer } = await topUpOrder(deps, caller, body.amount);
        return c.json(await placeOrders(deps, caller, [group], customer, key));
      }
      if (body.type === 'marketing_material') {
        const { group, customer } = await materialOrder(deps, caller, body);
        return c.json(await placeOrders(deps, caller, [group], customer, key));
      }
      const { type, order, customer } = body;
      return c.json(await placeOrders(deps, caller, [{ type, order }], customer, key));
    })
    .post('/v2/orders/multi', jsonBody(NewMultiOrder), async (c) => {
      const { orders, customer } = c.req.valid('json');
      const key = idempotencyKey(c.req.header('idempotency-key'));
      return c.json(await placeOrders(deps, c.get('auth').account, orders, customer, key));
    })
    .get('/v2/orders/placements/:key', async (c) =>
      c.json(await placementOutcome(deps, c.get('auth').account, c.req.param('key'))))
    .get('/v2/orders', queryParams(OrdersQuery), async (c) =>
      c.json(await listOrders(deps, c.get('auth').account, c.req.valid('query'))))
    .get('/v2/orders/:uuid', async (c) =>
      c.json({ data: await getOrder(deps, c.get('auth').account, c.req.param('uuid')) }));
}
