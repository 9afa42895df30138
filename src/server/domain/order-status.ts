/**
 * Order status changes after placement (SPEC §4: 1 pending, 2 approved, 3 completed, 4 rejected,
 * 5 failed). Each change is one conditional UPDATE from the statuses it may leave, so of two
 * racing changes exactly one happens; a change to rejected or failed gives the points back (a
 * positive 'reject' ledger entry) and the stock, in the same transaction: once. Every change
 * notifies whoever placed the order, in their language.
 *
 * Fulfilment goes through a provider per type (FulfilmentProvider): vouchers are issued by an
 * automatic provider (the simulator here) that a background job drives; physical goods and
 * services are approved, completed or rejected by the operator (`npm run operator -- orders ...`).
 * Club card orders are completed when the card issuer issued the card, top-ups follow the
 * issuer's outcome (club-card.ts); a change of either also moves the company's card flags and
 * tells the orderer in the card's words (club-card-orders.ts).
 */
import { createHmac } from 'node:crypto';
import * as v from 'valibot';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { ORDER_STATUS, type IssuedVoucher, type OrderResponse, type OrderStatus, type StoredOrderResponse } from '../../contract/shop';
import { addSeconds } from '../clock';
import type { Database } from '../db/database';
import { companies, orders, shopVariants, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiFailure, notFound } from '../http/errors';
import { orderStatusText } from '../reference/order-notification-texts';
import { cardOrderText, followCardOrder, isCardOrderType } from './club-card-orders';
import { ledgerBalance } from './company-points';
import { createNotification } from './notifications';
import { appendLedgerEntry } from './points-ledger';
import { recordAudit, type AuditActor } from './audit';
import { inStaffRegions, type StaffScope } from './staff-scope';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type OrderRow = typeof orders.$inferSelect;

/** Issues what an automatic order delivers, one unit (0, 1, …) at a time; throws when the vendor refuses (the order fails). */
export interface FulfilmentProvider {
  issue(order: Pick<OrderRow, 'uuid' | 'number' | 'points' | 'createdAt'>, unit?: number): Promise<OrderResponse>;
}

const VOUCHER_VALID_DAYS = 365;

/**
 * The voucher simulator: a code, expiry and password derived from the order and the unit (an HMAC
 * under the server secret), so issuing twice (a restart between issuing and recording) gives the
 * same voucher. The first unit keeps the code orders were given before one voucher per unit.
 */
export function voucherSimulator(secret: string): FulfilmentProvider {
  return {
    async issue(order, unit = 0) {
      const digest = createHmac('sha256', secret).update(unit === 0 ? `voucher:${order.uuid}` : `voucher:${order.uuid}:${unit}`).digest();
      const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
      const code = [...digest.subarray(0, 12)].map((byte) => alphabet[byte % alphabet.length]).join('');
      return {
        number: `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8, 12)}`,
        expiresAt: addSeconds(order.createdAt, VOUCHER_VALID_DAYS * 24 * 3600).toISOString(),
        password: String(digest.readUInt16BE(12) % 10_000).padStart(4, '0'),
      };
    },
  };
}

const OPEN: readonly OrderStatus[] = [ORDER_STATUS.pending, ORDER_STATUS.approved];

/** Moves the order from one of `from` to `to`; null when it was not in one of them (someone else came first). */
export async function moveOrder(
  tx: Database,
  where: ReturnType<typeof eq>,
  from: readonly OrderStatus[],
  to: OrderStatus,
  now: Date,
  extra: Partial<Pick<OrderRow, 'response'>> = {},
): Promise<OrderRow | null> {
  const releases = to === ORDER_STATUS.rejected || to === ORDER_STATUS.failed;
  const [moved] = await tx
    .update(orders)
    .set({ status: to, updatedAt: now, ...(releases ? { releasedAt: now } : {}), ...extra })
    .where(and(where, inArray(orders.status, [...from])))
    .returning();
  if (!moved) return null;
  if (releases) await release(tx, moved, now);
  await followCardOrder(tx, moved, now);
  await notifyOrderer(tx, moved, now);
  return moved;
}

/** Gives back the stock of every line and the reserved points. */
async function release(tx: Database, order: OrderRow, now: Date): Promise<void> {
  const lines = [...order.contents].sort((a, b) => a.variantId - b.variantId);
  for (const line of lines) {
    await tx.update(shopVariants).set({ stock: sql`${shopVariants.stock} + ${line.quantity}` }).where(eq(shopVariants.id, line.variantId));
  }
  await appendLedgerEntry(tx, {
    companyId: order.companyId, installerId: order.installerId, reason: 'reject', variation: 'positive',
    points: order.points, orderId: order.id, createdAt: now,
  });
}

async function notifyOrderer(tx: Database, order: OrderRow, now: Date): Promise<void> {
  if (order.status === ORDER_STATUS.pending) return;
  const [orderer] = await tx.select({ languageId: users.languageId }).from(users).where(eq(users.id, order.installerId));
  const languageId = orderer?.languageId ?? 0;
  const cardText = isCardOrderType(order.type) ? await cardOrderText(tx, order, languageId) : undefined;
  if (cardText === null) return;
  const { title, text } = cardText ?? orderStatusText(languageId, order.status, order.number);
  await createNotification(tx, {
    userId: order.installerId,
    type: order.status === ORDER_STATUS.rejected || order.status === ORDER_STATUS.failed ? 'warning' : 'info',
    event: 'order_status',
    title,
    text,
    meta: { order_uuid: order.uuid },
    createdAt: now,
  });
}

export type OperatorOrderAction = 'approve' | 'complete' | 'reject';

/** Each command's move, and its past participle for the refusal ("it cannot be rejected"). */
const OPERATOR_MOVES: Record<OperatorOrderAction, { from: readonly OrderStatus[]; to: OrderStatus; done: string }> = {
  approve: { from: [ORDER_STATUS.pending], to: ORDER_STATUS.approved, done: 'approved' },
  complete: { from: OPEN, to: ORDER_STATUS.completed, done: 'completed' },
  reject: { from: OPEN, to: ORDER_STATUS.rejected, done: 'rejected' },
};

/** The order an action names: by number (the operator command) or by uuid (the console). */
export type OrderRef = { number: string } | { uuid: string };

/** Who acts on an order, for the audit log, and the regions they may reach (the console's; none: all). */
export interface OrderActor {
  by: AuditActor;
  clientIp?: string | null;
  scope?: StaffScope;
}

const Uuid = v.pipe(v.string(), v.uuid());

/** The condition naming the order of `ref`; an id that is no uuid names none (404, not a database error). */
export function orderWhere(ref: OrderRef) {
  if ('number' in ref) return eq(orders.number, ref.number);
  if (!v.is(Uuid, ref.uuid)) throw notFound();
  return eq(orders.uuid, ref.uuid);
}

/**
 * `npm run operator -- orders approve|complete|reject <number>` and the console's order actions.
 * Vouchers are the simulator's and club cards the issuer's (only a reject may stop one that has
 * not been issued yet), top-ups follow the issuer alone; 404 for an unknown order (or one outside
 * the actor's regions), 409 when the order is past the step. Each change is on the audit log.
 */
export async function changeOrderStatus(
  { db, clock }: Deps,
  ref: OrderRef,
  action: OperatorOrderAction,
  actor: OrderActor,
): Promise<{ number: string; uuid: string; status: OrderStatus }> {
  const which = orderWhere(ref);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, number: orders.number, companyId: orders.companyId, type: orders.type, status: orders.status })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(and(which, actor.scope ? inStaffRegions(actor.scope) : undefined));
    if (!order) throw notFound();
    if (order.type === 'voucher' && action !== 'reject') {
      throw new ApiFailure(409, 'Voucher orders are fulfilled automatically; only a reject applies.');
    }
    if (order.type === 'club_card' && action !== 'reject') {
      throw new ApiFailure(409, 'The card issuer completes club card orders (`card issue <number>` issues one now); only a reject applies.');
    }
    if (order.type === 'top_up') throw new ApiFailure(409, 'Top-ups follow the card issuer: report its outcome with `card outcome`.');
    const { from, to, done } = OPERATOR_MOVES[action];
    const now = clock.now();
    // Of two racing changes the conditional update lets one through; the other finds the order moved.
    const moved = await moveOrder(tx, eq(orders.id, order.id), from, to, now);
    if (!moved) {
      // Read again: a racing change may have moved it since the first read.
      const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
      throw new ApiFailure(409, `The order is ${statusName(current?.status ?? order.status)}: it cannot be ${done}.`);
    }
    await recordAudit(tx, {
      by: actor.by, action: `order.${action}`, companyId: order.companyId, clientIp: actor.clientIp ?? null, details: { order: moved.number },
    }, now);
    return { number: moved.number, uuid: moved.uuid, status: moved.status };
  });
}

const statusName = (status: OrderStatus) =>
  ({ 1: 'pending', 2: 'approved', 3: 'completed', 4: 'rejected', 5: 'failed' } as const)[status];

/**
 * One run of the automatic fulfilment: every voucher order whose time has come is issued and
 * completed, or failed (points and stock back) when the provider refuses. The state lives in the
 * orders table, so a restart simply carries on; the conditional UPDATE makes a second runner
 * (another instance, an overlapping run) complete an order at most once.
 */
export async function fulfilDueOrders({ db, clock }: Deps, provider: FulfilmentProvider, batch = 20): Promise<number> {
  const due = await db
    .select()
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.pending), isNotNull(orders.fulfilAfter), lte(orders.fulfilAfter, clock.now())))
    .orderBy(asc(orders.fulfilAfter))
    .limit(batch);
  let changed = 0;
  for (const order of due) {
    let response: StoredOrderResponse | null = null;
    try {
      response = await issueEveryUnit(provider, order);
    } catch {
      response = null;
    }
    const moved = await db.transaction((tx) => response
      ? moveOrder(tx, eq(orders.id, order.id), [ORDER_STATUS.pending], ORDER_STATUS.completed, clock.now(), { response })
      : moveOrder(tx, eq(orders.id, order.id), [ORDER_STATUS.pending], ORDER_STATUS.failed, clock.now()));
    if (moved) changed += 1;
  }
  return changed;
}

/** One voucher per unit of every line (two of 200 are two vouchers); the first also stands as SPEC's single response. */
async function issueEveryUnit(provider: FulfilmentProvider, order: OrderRow): Promise<StoredOrderResponse> {
  const units = order.contents.flatMap((line) => Array.from({ length: line.quantity }, () => line.variantGuid));
  const vouchers: IssuedVoucher[] = [];
  // One after the other: a vendor refusing one unit stops the order before it issues more.
  for (const [unit, variantGuid] of units.entries()) vouchers.push({ ...(await provider.issue(order, unit)), variantGuid });
  const [first] = vouchers;
  if (!first) throw new Error(`Order ${order.number} has nothing to issue.`);
  const { variantGuid: _variantGuid, ...response } = first;
  return { ...response, vouchers };
}

/**
 * `npm run operator -- points credit <e-mail> <points>`: credits the company of a user with
 * points (a promotion, a goodwill gesture), as one ledger entry of reason "other" naming that
 * user; notifies nobody. Answers the company's new balance.
 */
export async function creditPoints({ db, clock }: Deps, email: string, points: number): Promise<{ company_points: number }> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.email, email.toLowerCase()));
    if (!user) throw notFound();
    await appendLedgerEntry(tx, { companyId: user.companyId, installerId: user.id, reason: 'other', variation: 'positive', points, createdAt: clock.now() });
    return { company_points: await ledgerBalance(tx, user.companyId) };
  });
}
