/**
 * What the club card's two order types add to the shop's placement (orders.ts runs them inside
 * its one transaction, after the company row is locked, so they see every earlier placement):
 *
 * - a card order (club_card): a company of the programme's region taking part in it, with
 *   CLUB_CARD_RULES.windowsNeeded windows scanned this year, no card order pending and no card
 *   yet, exactly one card; placing it raises the company's pending flag;
 * - a top-up (top_up): one of TOP_UP_STEPS for the company's ACTIVE card; its points are reserved
 *   like any order's, and the top-up row the card job sends to the issuer is written with it.
 *
 * The owners-only rule is the permission table's; the balance check is the shop's.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import {
  CARD_STATUS, CLUB_CARD_CURRENCY, CLUB_CARD_MESSAGES, CLUB_CARD_REGION_ID, CLUB_CARD_RULES, currencyOfPoints,
  type OrderCardInfo, type TopUpHistoryItem, type TopUpStatus, type TopUpStep,
} from '../../contract/club-card';
import { Customer, ORDER_STATUS, SHOP_MESSAGES, type CheckoutType } from '../../contract/shop';
import type { Database } from '../db/database';
import { clubCards, clubCardTopUps, companies, orders, shopProducts, shopVariants } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiFailure, invalid } from '../http/errors';
import { cardIssuedText, topUpOutcomeText, type TopUpOutcome } from '../reference/club-card-notification-texts';
import type { NotificationText } from '../reference/project-notification-texts';
import type { Account } from './accounts';
import { companyPointsSummary } from './company-points';
import type { OrderGroup } from './orders';

type OrderRow = typeof orders.$inferSelect;
type TopUpRow = typeof clubCardTopUps.$inferSelect;

export const CARD_ORDER_TYPES: readonly CheckoutType[] = ['club_card', 'top_up'];
export const isCardOrderType = (type: string): boolean => (CARD_ORDER_TYPES as readonly string[]).includes(type);

/** The company's newest card (a company holds one; a new order is refused while it has one). */
export async function companyCard(db: Database, companyId: number) {
  const [card] = await db.select().from(clubCards).where(eq(clubCards.companyId, companyId)).orderBy(desc(clubCards.createdAt), desc(clubCards.id)).limit(1);
  return card ?? null;
}

/**
 * POST /v2/orders {type: 'top_up', amount}: the order the shop places, the line being the
 * region's top-up variant of that amount (the catalogue offers one per step) and the orderer the
 * customer, at the company's address.
 */
export async function topUpOrder({ db }: Pick<AppDeps, 'db'>, caller: Account, amount: TopUpStep) {
  const [variant] = await db
    .select({ uuid: shopVariants.uuid })
    .from(shopVariants)
    .innerJoin(shopProducts, eq(shopProducts.id, shopVariants.productId))
    .where(and(
      eq(shopProducts.regionId, caller.company.regionId),
      eq(shopProducts.type, 'top_up'),
      eq(shopProducts.active, true),
      eq(shopVariants.price, amount),
    ))
    .orderBy(shopVariants.id)
    .limit(1);
  if (!variant) throw new ApiFailure(409, SHOP_MESSAGES.unavailable, { amount: [SHOP_MESSAGES.unavailable] });
  const group: OrderGroup = { type: 'top_up', order: [{ uuid: variant.uuid, quantity: 1 }] };
  const customer = v.parse(Customer, { name: caller.user.name, surname: caller.user.surname });
  return { group, customer };
}

const refuse = (field: string, message: string) => invalid({ [field]: [message] });

/** The rules of the card types among a placement's lines (before they are priced); nothing for the shop's own types. */
export async function checkCardLines(
  tx: Database,
  companyId: number,
  lines: readonly { type: CheckoutType; quantity: number }[],
  now: Date,
): Promise<void> {
  const cardLines = lines.filter((line) => line.type === 'club_card');
  const topUpLines = lines.filter((line) => line.type === 'top_up');
  if (cardLines.length === 0 && topUpLines.length === 0) return;
  // Read under the placement's lock: a card order placed a moment ago shows here.
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new Error('The placing company is gone');
  if (company.regionId !== CLUB_CARD_REGION_ID || !company.hasClubCard) throw refuse('company', CLUB_CARD_MESSAGES.notInProgramme);
  if (cardLines.length > 0) {
    if (cardLines.length !== 1 || cardLines[0]?.quantity !== 1) throw refuse('order', CLUB_CARD_MESSAGES.oneCard);
    if (company.pendingClubCard || company.clubCard !== null) throw refuse('order', CLUB_CARD_MESSAGES.cardOrdered);
    const { scans } = await companyPointsSummary(tx, companyId, now);
    if (scans.windows_current_year < CLUB_CARD_RULES.windowsNeeded) throw refuse('windows', CLUB_CARD_MESSAGES.notEnoughWindows);
  }
  if (topUpLines.length > 0) {
    // A top-up's one line comes from topUpOrder: only the card remains to check.
    const card = await companyCard(tx, companyId);
    if (card?.status !== CARD_STATUS.active) throw refuse('card', CLUB_CARD_MESSAGES.cardNotActive);
  }
}

/** After the orders are written: a card order raises the pending flag, a top-up gets its row. */
export async function recordCardOrders(tx: Database, placed: readonly OrderRow[], now: Date): Promise<void> {
  for (const order of placed) {
    if (order.type === 'club_card') {
      await tx.update(companies).set({ pendingClubCard: true, updatedAt: now }).where(eq(companies.id, order.companyId));
    } else if (order.type === 'top_up') {
      const card = await companyCard(tx, order.companyId);
      if (!card) throw new Error('A top-up was placed without a card');
      await tx.insert(clubCardTopUps).values({
        orderId: order.id, companyId: order.companyId, cardId: card.id, points: order.points,
        amount: currencyOfPoints(order.points), currency: card.currency || CLUB_CARD_CURRENCY,
        status: 'SUBMITTED', createdAt: now, updatedAt: now,
      });
    }
  }
}

export function topUpView(row: TopUpRow, orderUuid: string): TopUpHistoryItem {
  return {
    uuid: row.uuid,
    order_uuid: orderUuid,
    amount: { points: row.points, local: row.amount, currency: row.currency },
    dateTime: row.createdAt.toISOString(),
    status: row.status,
  };
}

/** Order.meta.card of each order (SPEC §2 order detail "card info"), by order id; other types null. */
export async function orderCardInfo(db: Database, rows: readonly OrderRow[]): Promise<Map<number, OrderCardInfo | null>> {
  const info = new Map<number, OrderCardInfo | null>(rows.map((row) => [row.id, null]));
  const ids = (type: CheckoutType) => rows.filter((row) => row.type === type).map((row) => row.id);
  const cardOrderIds = ids('club_card');
  const topUpOrderIds = ids('top_up');
  if (cardOrderIds.length > 0) {
    const cards = await db.select().from(clubCards).where(inArray(clubCards.orderId, cardOrderIds));
    const byOrder = new Map(cards.map((card) => [card.orderId, card]));
    for (const id of cardOrderIds) {
      const card = byOrder.get(id);
      info.set(id, { card: card ? { status: card.status, card_number: card.cardNumber } : null, top_up: null });
    }
  }
  if (topUpOrderIds.length > 0) {
    const topUps = await db.select().from(clubCardTopUps).where(inArray(clubCardTopUps.orderId, topUpOrderIds));
    const uuidOf = new Map(rows.map((row) => [row.id, row.uuid]));
    for (const topUp of topUps) info.set(topUp.orderId, { card: null, top_up: topUpView(topUp, uuidOf.get(topUp.orderId) ?? '') });
  }
  return info;
}

/**
 * A card order's status moved (order-status.ts): the company's flags follow it. Open, the card
 * is "ordered" (pending flag); completed, the company has its card (the issued card's masked
 * number, SPEC §3 edenred_card); rejected or failed, neither.
 */
export async function followCardOrder(tx: Database, order: OrderRow, now: Date): Promise<void> {
  if (order.type !== 'club_card') return;
  const open = order.status === ORDER_STATUS.pending || order.status === ORDER_STATUS.approved;
  const [card] = order.status === ORDER_STATUS.completed
    ? await tx.select({ cardNumber: clubCards.cardNumber }).from(clubCards).where(eq(clubCards.orderId, order.id))
    : [];
  await tx.update(companies)
    .set({ pendingClubCard: open, ...(card ? { clubCard: card.cardNumber } : {}), updatedAt: now })
    .where(eq(companies.id, order.companyId));
}

/**
 * What the orderer of a card or top-up order is told when its status moved: the card issued, or
 * a top-up's outcome (its row moved first, in the same transaction). A top-up taken up by the
 * issuer (approved) tells nothing; the card order's other changes read as any order's (undefined).
 */
export async function cardOrderText(tx: Database, order: OrderRow, languageId: number): Promise<NotificationText | null | undefined> {
  if (order.type === 'club_card') return order.status === ORDER_STATUS.completed ? cardIssuedText(languageId, order.number) : undefined;
  const [topUp] = await tx.select().from(clubCardTopUps).where(eq(clubCardTopUps.orderId, order.id));
  if (!topUp || !isTopUpOutcome(topUp.status)) return null;
  return topUpOutcomeText(languageId, topUp.status, order.number, topUp.amount, topUp.currency);
}

const isTopUpOutcome = (status: TopUpStatus): status is TopUpOutcome => status !== 'SUBMITTED' && status !== 'PENDING';
