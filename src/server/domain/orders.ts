/**
 * Placing orders (POST /v2/orders, /v2/orders/multi), the outcome of one placement (GET
 * /v2/orders/placements/{key}) and reading them (GET /v2/orders, /{uuid}).
 * docs/server.md "The shop" explains the rules; in short, a placement is one transaction that
 *
 * 1. locks the company row, so the company's spends run one after another;
 * 2. claims its Idempotency-Key (a unique row: a retry, which waited for the first attempt at
 *    the lock, finds it and answers its orders; a key reused for another request is refused);
 * 3. checks every line (the region's active, visible products of the order's type), each
 *    vendor's minimum and the balance;
 * 4. takes the stock with one conditional UPDATE per variant (never below zero; a line that does
 *    not fit rolls everything back);
 * 5. writes one order per type and vendor and reserves its points in the ledger.
 *
 * The club card and its top-ups add their own rules and records (club-card-orders.ts) to steps 3 and 5.
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
  type PlacedOrders,
  type PlacementOutcome,
  type StoredCustomer,
} from '../../contract/shop';
import { addSeconds } from '../clock';
import type { Database } from '../db/database';
import {
  companies, orderNumbers, orderPlacements, orders, shopProducts, shopVariants, shopVendors, type StoredOrderContent,
} from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiFailure, invalid, notFound } from '../http/errors';
import type { Account } from './accounts';
import { checkCardLines, orderCardInfo, recordCardOrders } from './club-card-orders';
import { ledgerBalance } from './company-points';
import { appendLedgerEntries } from './points-ledger';
import { imageUrl } from './shop-catalogue';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type OrderRow = typeof orders.$inferSelect;

/** Seconds between placing a voucher order and the simulator issuing its code (orders-fulfilment.ts). */
export const VOUCHER_DELAY_SECONDS = 20;

export interface OrderGroup {
  type: CheckoutType;
  order: OrderLine[];
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
  variantId: number;
  quantity: number;
  vendor: { id: number; uuid: string; name: string };
  content: StoredOrderContent;
}

/** The lines as the catalogue prices them now; a line of another region, type or no longer offered is refused. */
async function priceLines(tx: Database, caller: Account, groups: readonly OrderGroup[]): Promise<PricedLine[]> {
  // One line per variant and type: the same variant twice adds up.
  const wanted = new Map<string, { type: CheckoutType; uuid: string; quantity: number }>();
  for (const group of groups) {
    for (const line of group.order) {
      const key = `${group.type}/${line.uuid}`;
      const existing = wanted.get(key);
      wanted.set(key, { type: group.type, uuid: line.uuid, quantity: (existing?.quantity ?? 0) + line.quantity });
    }
  }
  const uuids = [...new Set([...wanted.values()].map((line) => line.uuid))];
  const rows = await tx
    .select({ variant: shopVariants, product: shopProducts, vendor: { id: shopVendors.id, uuid: shopVendors.uuid, name: shopVendors.name } })
    .from(shopVariants)
    .innerJoin(shopProducts, eq(shopProducts.id, shopVariants.productId))
    .innerJoin(shopVendors, eq(shopVendors.id, shopProducts.vendorId))
    .where(and(
      inArray(shopVariants.uuid, uuids),
      eq(shopProducts.regionId, caller.company.regionId),
      eq(shopProducts.active, true),
      eq(shopProducts.isVisible, true),
    ));
  const found = new Map(rows.map((row) => [row.variant.uuid, row]));
  return [...wanted.values()].map((line) => {
    const row = found.get(line.uuid);
    if (!row) throw conflict(SHOP_MESSAGES.unavailable, { order: [SHOP_MESSAGES.unavailable] });
    if (row.product.type !== line.type) throw invalid({ order: [SHOP_MESSAGES.mixedTypes] });
    return {
      type: line.type,
      variantId: row.variant.id,
      quantity: line.quantity,
      vendor: row.vendor,
      content: {
        name: row.product.name,
        image: imageUrl(row.product.uuid, row.product.image, 'thumbnail'),
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

/** Takes the stock of every line, in variant order (two placements never wait on each other in a circle). */
async function takeStock(tx: Database, lines: readonly PricedLine[]): Promise<void> {
  const byVariant = new Map<number, number>();
  for (const line of lines) byVariant.set(line.variantId, (byVariant.get(line.variantId) ?? 0) + line.quantity);
  for (const [variantId, quantity] of [...byVariant].sort(([a], [b]) => a - b)) {
    const taken = await tx
      .update(shopVariants)
      .set({ stock: sql`${shopVariants.stock} - ${quantity}` })
      .where(and(eq(shopVariants.id, variantId), sql`${shopVariants.stock} >= ${quantity}`))
      .returning({ id: shopVariants.id });
    if (taken.length === 0) throw conflict(SHOP_MESSAGES.stockChanged, { order: [SHOP_MESSAGES.stockChanged] });
  }
}

function requestHash(groups: readonly OrderGroup[], customer: Customer): string {
  return createHash('sha256').update(JSON.stringify({ groups, customer })).digest('base64url');
}

/**
 * Claims the placement. With a key, a racing or earlier attempt with the same key makes the
 * insert wait for it and then insert nothing: the existing placement's id is answered instead.
 */
async function claimPlacement(tx: Database, companyId: number, key: string | null, hash: string, now: Date) {
  const [claimed] = await tx
    .insert(orderPlacements)
    .values({ companyId, idempotencyKey: key, requestHash: hash, createdAt: now })
    .onConflictDoNothing({ target: [orderPlacements.companyId, orderPlacements.idempotencyKey] })
    .returning({ id: orderPlacements.id });
  if (claimed) return { id: claimed.id, replay: false };
  const [existing] = await tx
    .select({ id: orderPlacements.id, requestHash: orderPlacements.requestHash })
    .from(orderPlacements)
    .where(and(eq(orderPlacements.companyId, companyId), eq(orderPlacements.idempotencyKey, key ?? '')));
  if (!existing) throw new Error('Idempotency key conflict without a row');
  if (existing.requestHash !== hash) throw invalid({ idempotency_key: [SHOP_MESSAGES.idempotencyKeyReused] });
  return { id: existing.id, replay: true };
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
  return db.transaction(async (tx) => {
    const now = clock.now();
    // Every spend of the company waits here for the one before it. First of all: the inserts
    // below take key-share locks on the company row, which a later lock would deadlock with.
    // ("no key update" leaves those key-share locks of other writers, say a scan, alone.)
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update');
    const placement = await claimPlacement(tx, companyId, idempotencyKey, hash, now);
    if (placement.replay) return placementAnswer(tx, companyId, placement.id);
    await checkCardLines(tx, companyId, groups.flatMap((group) => group.order.map((line) => ({ type: group.type, quantity: line.quantity }))), now);
    const lines = await priceLines(tx, caller, groups);
    checkVendorMinimums(lines, caller.company.regionId);
    const total = lines.reduce((sum, line) => sum + lineTotal(line), 0);
    const balance = await ledgerBalance(tx, companyId);
    if (total > balance) throw new ApiFailure(422, SHOP_MESSAGES.notEnoughPoints, { points: [SHOP_MESSAGES.notEnoughPoints] });
    await takeStock(tx, lines);

    const perOrder = new Map<string, PricedLine[]>();
    for (const line of lines) {
      const key = `${line.type}/${line.vendor.id}`;
      perOrder.set(key, [...(perOrder.get(key) ?? []), line]);
    }
    const prefix = (regionById(caller.company.regionId)?.slug ?? 'ic').toUpperCase();
    const placed = await tx.insert(orders).values([...perOrder.values()].map((orderLines) => {
      const first = orderLines[0] as PricedLine;
      return {
        number: sql`${prefix} || '-' || nextval(${sql.raw(`'${orderNumbers.seqName}'`)})`,
        companyId,
        installerId: caller.user.id,
        vendorId: first.vendor.id,
        placementId: placement.id,
        type: first.type,
        status: ORDER_STATUS.pending,
        points: orderLines.reduce((sum, line) => sum + lineTotal(line), 0),
        customer: stored,
        contents: orderLines.map((line) => line.content),
        fulfilAfter: first.type === 'voucher' ? addSeconds(now, VOUCHER_DELAY_SECONDS) : null,
        createdAt: now,
        updatedAt: now,
      };
    })).returning();
    placed.sort((a, b) => a.id - b.id);
    await recordCardOrders(tx, placed, now);
    await appendLedgerEntries(tx, placed.map((order) => ({
      companyId,
      installerId: caller.user.id,
      reason: 'order_reservation' as const,
      variation: 'reserved' as const,
      points: order.points,
      orderId: order.id,
      createdAt: now,
    })));
    return { data: await orderViews(tx, placed), company_points: balance - total };
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

async function orderViews(db: Database, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const vendors = await db
    .select({ id: shopVendors.id, uuid: shopVendors.uuid, name: shopVendors.name })
    .from(shopVendors)
    .where(inArray(shopVendors.id, [...new Set(rows.map((row) => row.vendorId))]));
  const vendorOf = new Map(vendors.map((vendor) => [vendor.id, { uuid: vendor.uuid, name: vendor.name }]));
  const cardInfo = await orderCardInfo(db, rows);
  return rows.map((row) => ({
    uuid: row.uuid,
    number: row.number,
    points: row.points,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    vendor: vendorOf.get(row.vendorId) ?? { uuid: '', name: '' },
    item_count: itemCount(row),
    customer: row.customer,
    meta: {
      type: row.type,
      contents: row.contents.map(({ variantId: _variantId, ...content }) => content),
      response: row.response ?? null,
      card: cardInfo.get(row.id) ?? null,
    },
  }));
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

/** GET /v2/orders: the company's orders, newest first. */
export async function listOrders({ db }: Deps, caller: Account, { page, limit }: { page: number; limit: number }) {
  const own = eq(orders.companyId, caller.company.id);
  const [rows, [counted]] = await Promise.all([
    db.select().from(orders).where(own).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(orders).where(own),
  ]);
  const total = counted?.total ?? 0;
  const data: OrderSummary[] = rows.map((row) => ({
    uuid: row.uuid,
    number: row.number,
    points: row.points,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    item_count: itemCount(row),
    type: row.type,
  }));
  return { data, meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total } };
}
