/**
 * Placing orders (POST /v2/orders, /v2/orders/multi), the outcome of one placement (GET
 * /v2/orders/placements/{key}) and reading them (GET /v2/orders, /{uuid}).
 * docs/server.md "The shop" explains the rules; in short, a placement first checks the customer
 * and prices every line (the region's active, visible products of the order's type, each vendor's
 * minimum), outside any lock, then runs one transaction of two statements that
 *
 * 1. locks the company row, so the company's spends run one after another, and claims its
 *    Idempotency-Key (a unique row: a retry, which waited for the first attempt at the lock,
 *    finds it and answers its orders; a key reused for another request is refused);
 * 2. reads the balance (after the lock: a statement of its own sees every spend committed before
 *    it), takes the stock with one conditional UPDATE (never below zero, rows locked in variant
 *    order; a line that does not fit rolls everything back), writes one order per type and vendor
 *    and reserves its points in the ledger: nothing is written unless the balance covers it all.
 *
 * The club card and its top-ups add their own rules (under the lock, before step 2) and records
 * (after it) in club-card-orders.ts.
 */
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { parseRegionPhone } from '../../contract/phone';
import { regionById } from '../../contract/regions';
import { CUSTOMER_PROBLEM_MESSAGES, customerProblems } from '../../contract/shop-customer';
import {
  CHECKOUT_TYPES,
  IdempotencyKey,
  ORDER_STATUS,
  SHOP_MESSAGES,
  isPhysical,
  vendorMinimum,
  type CheckoutType,
  type Customer,
  type Order,
  type OrderLine,
  type OrderSummary,
  type OrderVoucher,
  type PlacedOrders,
  type PlacementOutcome,
  type StoredCustomer,
} from '../../contract/shop';
import { addSeconds } from '../clock';
import type { Database } from '../db/database';
import { namedStatement, preparedFor } from '../db/prepared';
import {
  companies, orderNumbers, orderPlacements, orders, pointsLedger, shopProducts, shopVariants, shopVendors, type StoredOrderContent,
} from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiFailure, invalid, notFound } from '../http/errors';
import type { Account } from './accounts';
import { checkCardLines, orderCardInfo, recordCardOrders } from './club-card-orders';
import { orderMaterialInfo } from './material-orders';
import { balanceSum, ledgerBalance } from './company-points';
import { imagesOf } from './shop-catalogue';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type OrderRow = typeof orders.$inferSelect;

/** Seconds between placing a voucher order and the simulator issuing its code (orders-fulfilment.ts). */
export const VOUCHER_DELAY_SECONDS = 20;

export interface OrderGroup {
  type: CheckoutType;
  order: OrderLine[];
  /** A material order's stored configuration (material-orders.ts), kept by its order. */
  configurationId?: number;
}

const conflict = (message: string, errors?: Record<string, string[]>) => new ApiFailure(409, message, errors);

/**
 * SPEC §5 checkout customer form, on the server too. Physical goods need a full delivery address
 * and a phone valid for its phone region (test numbers pass); other orders go to the company's
 * address. An empty e-mail falls back to the orderer's.
 */
export function checkCustomer(caller: Account, customer: Customer, physical: boolean): StoredCustomer {
  const company = caller.company;
  const base = {
    name: customer.name,
    surname: customer.surname,
    delivery: customer.delivery,
    company_name: customer.company_name || (physical ? '' : company.name),
    email: customer.email || (caller.user.email ?? ''),
    phone_region: customer.phone_region ?? null,
    phone_number: customer.phone_number,
    country: customer.country,
  };
  if (!physical) {
    return {
      ...base,
      street: customer.street || company.address,
      house_number: customer.house_number || '1',
      city: customer.city || company.city,
      postal_code: customer.postal_code || company.postalCode,
      region: customer.region ?? company.regionId,
      country: customer.country || (regionById(company.regionId)?.country ?? ''),
    };
  }
  const errors: Record<string, string[]> = {};
  for (const [field, problem] of Object.entries(customerProblems(customer, physical))) {
    errors[field] = [field === 'company_name' ? SHOP_MESSAGES.companyNameRequired : CUSTOMER_PROBLEM_MESSAGES[problem]];
  }
  const phone = customer.phone_region === undefined ? null : parseRegionPhone(customer.phone_number, customer.phone_region);
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return {
    ...base,
    phone_number: phone?.national ?? '',
    street: customer.street,
    house_number: customer.house_number,
    city: customer.city,
    postal_code: customer.postal_code,
    region: customer.region ?? null,
    country: customer.country || (regionById(customer.region ?? 0)?.country ?? ''),
  };
}

interface PricedLine {
  type: CheckoutType;
  configurationId: number | null;
  variantId: number;
  quantity: number;
  vendor: { id: number; uuid: string; name: string };
  content: StoredOrderContent;
}

/** The offered variants of a region with these uuids, with product and vendor. */
const offeredVariants = preparedFor((db) => db
  .select({ variant: shopVariants, product: shopProducts, vendor: { id: shopVendors.id, uuid: shopVendors.uuid, name: shopVendors.name } })
  .from(shopVariants)
  .innerJoin(shopProducts, eq(shopProducts.id, shopVariants.productId))
  .innerJoin(shopVendors, eq(shopVendors.id, shopProducts.vendorId))
  .where(and(
    sql`${shopVariants.uuid} = any(${sql.placeholder('uuids')}::uuid[])`,
    eq(shopProducts.regionId, sql.placeholder('regionId')),
    eq(shopProducts.active, true),
    eq(shopProducts.isVisible, true),
  ))
  .prepare('offered_variants'));

/**
 * The lines as the catalogue prices them now; a line of another region, type or no longer offered
 * is refused. Read before the company's lock: a product withdrawn meanwhile is still sold to a
 * placement that priced it first, as it would have been a moment earlier; the stock is taken
 * under the lock.
 */
async function priceLines(db: Database, caller: Account, groups: readonly OrderGroup[]): Promise<PricedLine[]> {
  // One line per variant and type: the same variant twice adds up.
  const wanted = new Map<string, { type: CheckoutType; configurationId: number | null; uuid: string; quantity: number }>();
  for (const group of groups) {
    for (const line of group.order) {
      const key = `${group.type}/${line.uuid}`;
      const existing = wanted.get(key);
      wanted.set(key, { type: group.type, configurationId: group.configurationId ?? null, uuid: line.uuid, quantity: (existing?.quantity ?? 0) + line.quantity });
    }
  }
  const uuids = [...new Set([...wanted.values()].map((line) => line.uuid))];
  const rows = await offeredVariants(db).execute({ uuids, regionId: caller.company.regionId });
  const found = new Map(rows.map((row) => [row.variant.uuid, row]));
  return [...wanted.values()].map((line) => {
    const row = found.get(line.uuid);
    if (!row) throw conflict(SHOP_MESSAGES.unavailable, { order: [SHOP_MESSAGES.unavailable] });
    if (row.product.type !== line.type) throw invalid({ order: [SHOP_MESSAGES.mixedTypes] });
    return {
      type: line.type,
      configurationId: line.configurationId,
      variantId: row.variant.id,
      quantity: line.quantity,
      vendor: row.vendor,
      content: {
        name: row.product.name,
        image: imagesOf(row.product.uuid, row.product.image).thumbnail,
        quantity: line.quantity,
        price: row.variant.price,
        variantGuid: row.variant.uuid,
        sku: row.variant.sku,
        title: row.variant.title,
        variantId: row.variant.id,
      },
    };
  });
}

const lineTotal = (line: PricedLine) => line.content.price * line.quantity;

/** The vendor minimum is the cart's rule: the club card and its top-ups are ordered alone. */
function checkVendorMinimums(lines: readonly PricedLine[], regionId: number): void {
  const minimum = vendorMinimum(regionId);
  const totals = new Map<string, { name: string; total: number }>();
  for (const line of lines.filter((priced) => CHECKOUT_TYPES[priced.type].cart)) {
    const entry = totals.get(line.vendor.uuid) ?? { name: line.vendor.name, total: 0 };
    entry.total += lineTotal(line);
    totals.set(line.vendor.uuid, entry);
  }
  const below = [...totals.values()].filter((vendor) => vendor.total < minimum);
  if (below.length > 0) {
    throw new ApiFailure(422, SHOP_MESSAGES.belowVendorMinimum, {
      vendor_minimum: below.map((vendor) => `${vendor.name}: ${vendor.total} / ${minimum}`),
    });
  }
}

function requestHash(groups: readonly OrderGroup[], customer: Customer): string {
  return createHash('sha256').update(JSON.stringify({ groups, customer })).digest('base64url');
}

/**
 * Locks the company row and claims the placement, in one statement. Every spend of the company
 * waits here for the one before it; the lock comes first because the insert takes a key-share
 * lock on the company row, which a later lock would deadlock with ("no key update" leaves those
 * key-share locks of other writers, say a scan, alone). With a key, a racing or earlier attempt
 * with the same key has inserted it: nothing is inserted and the existing placement is answered.
 */
const claimStatement = namedStatement<{ id: number }>('claim_placement', sql`
  with locked as (select ${companies.id} from ${companies} where ${companies.id} = ${sql.placeholder('companyId')} for no key update)
  insert into ${orderPlacements} (company_id, idempotency_key, request_hash, created_at)
  select id, ${sql.placeholder('key')}::text, ${sql.placeholder('hash')}::text, ${sql.placeholder('now')}::timestamptz from locked
  on conflict (company_id, idempotency_key) do nothing
  returning id`);

async function claimPlacement(tx: Database, companyId: number, key: string | null, hash: string, now: Date) {
  const [claimed] = await claimStatement(tx, { companyId, key, hash, now: now.toISOString() });
  if (claimed) return { id: claimed.id, replay: false };
  const [existing] = await tx
    .select({ id: orderPlacements.id, requestHash: orderPlacements.requestHash })
    .from(orderPlacements)
    .where(and(eq(orderPlacements.companyId, companyId), eq(orderPlacements.idempotencyKey, key ?? '')));
  if (!existing) throw new Error('Idempotency key conflict without a row');
  if (existing.requestHash !== hash) throw invalid({ idempotency_key: [SHOP_MESSAGES.idempotencyKeyReused] });
  return { id: existing.id, replay: true };
}

/** A placement has one order per type and vendor. */
const orderKey = (type: string, vendorId: number) => `${type}/${vendorId}`;

/** The orders of a placement as placeOrders writes them, one per type and vendor, before they have ids. */
type NewOrderRow = Omit<OrderRow, 'id' | 'uuid' | 'number'>;

function newOrders(caller: Account, lines: readonly PricedLine[], customer: StoredCustomer, placementId: number, now: Date): NewOrderRow[] {
  const perOrder = new Map<string, PricedLine[]>();
  for (const line of lines) {
    const key = orderKey(line.type, line.vendor.id);
    perOrder.set(key, [...(perOrder.get(key) ?? []), line]);
  }
  return [...perOrder.values()].map((orderLines) => {
    const first = orderLines[0] as PricedLine;
    return {
      companyId: caller.company.id,
      installerId: caller.user.id,
      vendorId: first.vendor.id,
      placementId,
      type: first.type,
      status: ORDER_STATUS.pending,
      points: orderLines.reduce((sum, line) => sum + lineTotal(line), 0),
      customer,
      contents: orderLines.map((line) => line.content),
      response: null,
      materialConfigurationId: first.configurationId,
      fulfilAfter: first.type === 'voucher' ? addSeconds(now, VOUCHER_DELAY_SECONDS) : null,
      releasedAt: null,
      createdAt: now,
      updatedAt: now,
    };
  });
}

interface Reservation {
  /** The balance before the placement. */
  balance: number;
  /** The orders written, by orderKey (none unless the balance covered them and every line's stock was taken). */
  placed: Map<string, { id: number; uuid: string; number: string }>;
  /** Whether every variant's stock was taken. */
  stockTaken: boolean;
}

type PlacementRow = { balance: number; stock_taken: boolean; placed: { id: number; uuid: string; number: string; key: string }[] | null };

/** reserveAndPlace's statement; `stock` and `orders` are JSON arrays, `variants` the number of `stock`'s entries. */
const placeStatement = namedStatement<PlacementRow>('reserve_and_place', sql`
  with balance as (
    select (${balanceSum})::int as points
    from ${pointsLedger} where ${pointsLedger.companyId} = ${sql.placeholder('companyId')}
  ),
  wanted as (select * from jsonb_to_recordset(${sql.placeholder('stock')}::jsonb) as w(id int, quantity int)),
  locked as materialized (
    select v.id from shop_variants v where v.id in (select id from wanted) and (select points from balance) >= ${sql.placeholder('total')}::int
    order by v.id for no key update
  ),
  taken as (
    update shop_variants v set stock = v.stock - w.quantity
    from locked l join wanted w on w.id = l.id
    where v.id = l.id and v.stock >= w.quantity
    returning v.id
  ),
  placed as (
    insert into orders (number, company_id, installer_id, vendor_id, placement_id, type, status, points, customer, contents, material_configuration_id, fulfil_after, created_at, updated_at)
    select ${sql.placeholder('prefix')}::text || '-' || nextval(${sql.raw(`'${orderNumbers.seqName}'`)}), ${sql.placeholder('companyId')}::int, ${sql.placeholder('userId')}::int, o.vendor_id,
      ${sql.placeholder('placementId')}::int, o.type, ${sql.placeholder('status')}::smallint, o.points, ${sql.placeholder('customer')}::jsonb, o.contents, o.material_configuration_id, o.fulfil_after,
      ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('now')}::timestamptz
    from jsonb_to_recordset(${sql.placeholder('orders')}::jsonb) as o(position int, vendor_id int, type text, points int, contents jsonb, material_configuration_id int, fulfil_after timestamptz)
    where (select count(*) from taken) = ${sql.placeholder('variants')}::int
    order by o.position
    returning id, uuid, number, type, vendor_id, points
  ),
  reserved as (
    insert into points_ledger (company_id, installer_id, reason, variation, points, order_id, created_at)
    select ${sql.placeholder('companyId')}::int, ${sql.placeholder('userId')}::int, 'order_reservation', 'reserved', points, id, ${sql.placeholder('now')}::timestamptz from placed order by id
  )
  select (select points from balance) as balance, (select count(*) from taken) = ${sql.placeholder('variants')}::int as stock_taken,
    (select json_agg(json_build_object('id', id, 'uuid', uuid, 'number', number, 'key', type || '/' || vendor_id)) from placed) as placed`);

/**
 * The placement's writes in one statement, run once the company row is locked: the balance, and
 * only when it covers `total`, the stock of every variant (locked in id order, so two placements
 * never wait on each other in a circle; taken only where enough is left), then, only when all of
 * it was taken, the orders and their ledger reservations. What it did not take is rolled back by
 * the caller's transaction.
 */
async function reserveAndPlace(tx: Database, caller: Account, lines: readonly PricedLine[], rows: readonly NewOrderRow[], total: number): Promise<Reservation> {
  const byVariant = new Map<number, number>();
  for (const line of lines) byVariant.set(line.variantId, (byVariant.get(line.variantId) ?? 0) + line.quantity);
  const stock = JSON.stringify([...byVariant].map(([id, quantity]) => ({ id, quantity })));
  const companyId = caller.company.id;
  const prefix = (regionById(caller.company.regionId)?.slug ?? 'ic').toUpperCase();
  const [first] = rows;
  if (!first) throw new Error('A placement without orders');
  const newRows = JSON.stringify(rows.map((row, position) => ({
    position, vendor_id: row.vendorId, type: row.type, points: row.points, contents: row.contents, fulfil_after: row.fulfilAfter?.toISOString() ?? null,
    material_configuration_id: row.materialConfigurationId,
  })));
  const [row] = await placeStatement(tx, {
    companyId, stock, total, prefix, userId: caller.user.id, placementId: first.placementId, status: first.status,
    customer: JSON.stringify(first.customer), orders: newRows, now: first.createdAt.toISOString(), variants: byVariant.size,
  });
  if (!row) throw new Error('The placement statement answered nothing');
  const placed = new Map((row.placed ?? []).map(({ key, ...written }) => [key, written]));
  return { balance: row.balance, stockTaken: row.stock_taken, placed };
}

/**
 * The lines priced and checked before the lock, or why they are refused: the refusal is thrown
 * only once the key is claimed, so that a retry still finds its placement and a reused key is
 * still told so first.
 */
async function checkedLines(db: Database, caller: Account, groups: readonly OrderGroup[]): Promise<PricedLine[] | ApiFailure> {
  try {
    const lines = await priceLines(db, caller, groups);
    checkVendorMinimums(lines, caller.company.regionId);
    return lines;
  } catch (error) {
    if (error instanceof ApiFailure) return error;
    throw error;
  }
}

/** POST /v2/orders and /v2/orders/multi. */
export async function placeOrders(
  { db, clock }: Deps,
  caller: Account,
  groups: readonly OrderGroup[],
  customer: Customer,
  idempotencyKey: string | null,
): Promise<PlacedOrders> {
  const stored = checkCustomer(caller, customer, groups.some((group) => isPhysical(group.type)));
  const hash = requestHash(groups, customer);
  const companyId = caller.company.id;
  const lines = await checkedLines(db, caller, groups);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const placement = await claimPlacement(tx, companyId, idempotencyKey, hash, now);
    if (placement.replay) return placementAnswer(tx, companyId, placement.id);
    // The club card's rules first (a company outside the programme is told so), under the lock: a
    // card order placed a moment ago shows here.
    await checkCardLines(tx, companyId, groups.flatMap((group) => group.order.map((line) => ({ type: group.type, quantity: line.quantity }))), now);
    if (lines instanceof ApiFailure) throw lines;
    const total = lines.reduce((sum, line) => sum + lineTotal(line), 0);
    const rows = newOrders(caller, lines, stored, placement.id, now);
    const reservation = await reserveAndPlace(tx, caller, lines, rows, total);
    if (total > reservation.balance) throw new ApiFailure(422, SHOP_MESSAGES.notEnoughPoints, { points: [SHOP_MESSAGES.notEnoughPoints] });
    if (!reservation.stockTaken) throw conflict(SHOP_MESSAGES.stockChanged, { order: [SHOP_MESSAGES.stockChanged] });
    const placed = rows.map((row) => {
      const written = reservation.placed.get(orderKey(row.type, row.vendorId));
      if (!written) throw new Error('An order of the placement was not written');
      return { ...row, ...written };
    });
    await recordCardOrders(tx, placed, now);
    const vendors = new Map(lines.map((line) => [line.vendor.id, { uuid: line.vendor.uuid, name: line.vendor.name }]));
    const extras = await orderExtras(tx, placed);
    return {
      data: placed.map((row) => orderView(row, vendors.get(row.vendorId), extras(row))),
      company_points: reservation.balance - total,
    };
  });
}

/** A placement's orders and the company's balance now: the answer of a retry and of the lookup. */
async function placementAnswer(tx: Database, companyId: number, placementId: number): Promise<PlacedOrders> {
  const placed = await tx.select().from(orders).where(eq(orders.placementId, placementId)).orderBy(asc(orders.id));
  return { data: await orderViews(tx, placed), company_points: await ledgerBalance(tx, companyId) };
}

/**
 * GET /v2/orders/placements/{key}: what the caller's company placed under an Idempotency-Key. A
 * placement still running holds the company row (placeOrders), so the lookup waits for it and
 * answers its outcome rather than a 404 that would invite a second order. Nothing placed under
 * the key (a refused placement rolled back), a malformed key or another company's: 404.
 */
export async function placementOutcome({ db }: Deps, caller: Account, key: string): Promise<PlacementOutcome> {
  if (!v.is(IdempotencyKey, key)) throw notFound();
  const companyId = caller.company.id;
  return db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('share');
    const [placement] = await tx
      .select({ id: orderPlacements.id })
      .from(orderPlacements)
      .where(and(eq(orderPlacements.companyId, companyId), eq(orderPlacements.idempotencyKey, key)));
    if (!placement) throw notFound();
    return placementAnswer(tx, companyId, placement.id);
  });
}

/** The portal's order detail of each row (vendor, card, material): the console shows the same. */
export async function orderViews(db: Database, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const vendors = await db
    .select({ id: shopVendors.id, uuid: shopVendors.uuid, name: shopVendors.name })
    .from(shopVendors)
    .where(inArray(shopVendors.id, [...new Set(rows.map((row) => row.vendorId))]));
  const vendorOf = new Map(vendors.map((vendor) => [vendor.id, { uuid: vendor.uuid, name: vendor.name }]));
  const extras = await orderExtras(db, rows);
  return rows.map((row) => orderView(row, vendorOf.get(row.vendorId), extras(row)));
}

/** What the club card and the marketing material add to their orders' meta. */
async function orderExtras(db: Database, rows: readonly OrderRow[]): Promise<(row: OrderRow) => Pick<Order['meta'], 'card' | 'material'>> {
  const [cardInfo, materialInfo] = await Promise.all([orderCardInfo(db, rows), orderMaterialInfo(db, rows)]);
  return (row) => ({ card: cardInfo.get(row.id) ?? null, material: materialInfo.get(row.id) ?? null });
}

function orderView(row: OrderRow, vendor: Order['vendor'] | undefined, extras: Pick<Order['meta'], 'card' | 'material'>): Order {
  return {
    uuid: row.uuid,
    number: row.number,
    points: row.points,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    vendor: vendor ?? { uuid: '', name: '' },
    item_count: itemCount(row),
    customer: row.customer,
    meta: {
      type: row.type,
      contents: row.contents.map(({ variantId: _variantId, ...content }) => content),
      response: row.response ? { number: row.response.number, expiresAt: row.response.expiresAt, password: row.response.password } : null,
      vouchers: orderVouchers(row),
      ...extras,
    },
  };
}

/** Every voucher with the line it was issued for; an order issued before one voucher per unit has its single one, for its first line. */
function orderVouchers({ response, contents }: Pick<OrderRow, 'response' | 'contents'>): OrderVoucher[] {
  if (!response) return [];
  const issued = response.vouchers ?? [{ ...response, variantGuid: contents[0]?.variantGuid ?? '' }];
  return issued.map(({ number, expiresAt, password, variantGuid }) => {
    const line = contents.find((content) => content.variantGuid === variantGuid);
    return { number, expiresAt, password, name: line?.name ?? '', title: line?.title ?? '', points: line?.price ?? 0 };
  });
}

const itemCount = (row: Pick<OrderRow, 'contents'>) => row.contents.reduce((sum, line) => sum + line.quantity, 0);

const Uuid = v.pipe(v.string(), v.uuid());

/** GET /v2/orders/{uuid}: the caller's company's order; any other answers 404. */
export async function getOrder({ db }: Deps, caller: Account, uuid: string): Promise<Order> {
  if (!v.is(Uuid, uuid)) throw notFound();
  const [row] = await db.select().from(orders).where(and(eq(orders.uuid, uuid), eq(orders.companyId, caller.company.id)));
  if (!row) throw notFound();
  const [view] = await orderViews(db, [row]);
  return view as Order;
}

/** The list view of orders: the portal's order list and the console's queue. */
export async function orderSummaries(db: Database, rows: OrderRow[]): Promise<OrderSummary[]> {
  const materialInfo = await orderMaterialInfo(db, rows);
  return rows.map((row) => ({
    uuid: row.uuid,
    number: row.number,
    points: row.points,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    item_count: itemCount(row),
    type: row.type,
    configuration_uuid: materialInfo.get(row.id)?.configuration_uuid ?? null,
  }));
}

/** GET /v2/orders: the company's orders, newest first. */
export async function listOrders({ db }: Deps, caller: Account, { page, limit }: { page: number; limit: number }) {
  const own = eq(orders.companyId, caller.company.id);
  const [rows, [counted]] = await Promise.all([
    db.select().from(orders).where(own).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(orders).where(own),
  ]);
  const total = counted?.total ?? 0;
  const data = await orderSummaries(db, rows);
  return { data, meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total } };
}
