/**
 * The club card after its order (docs/server.md "The club card"): the card account and the CSN
 * registration (SPEC §7 /v1/edenred/card/...), the top-up history, and the card job that carries
 * orders and top-ups through the card issuer (providers/card-issuer.ts):
 *
 * - a card order pending for CARD_JOB.issueAfterSeconds is issued and completed (the company's
 *   flags follow: club-card-orders.ts followCardOrder);
 * - a top-up not yet sent is sent (the issuer takes the top-up's uuid as the load's id, so a
 *   restart between sending and recording it sends one load);
 * - an open top-up takes the status the issuer reports (recordTopUpStatus).
 *
 * Every state lives in the database, so a restart or a second instance carries on; each move is
 * one conditional UPDATE, so a report that comes twice (or from two instances) counts once.
 */
import { and, asc, count, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import * as v from 'valibot';
import { CLUB_CARD_MESSAGES, type CardAccount, type TopUpHistoryResponse, type TopUpStatus } from '../../contract/club-card';
import { ORDER_STATUS, type OrderStatus } from '../../contract/shop';
import { addSeconds } from '../clock';
import { DEFAULT_RATE_LIMITS } from '../config';
import { clubCards, clubCardTopUps, companies, orders } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiFailure, invalid, notFound } from '../http/errors';
import type { CardIssuer } from '../providers/card-issuer';
import type { Account } from './accounts';
import { companyCard, topUpView } from './club-card-orders';
import { moveOrder, orderWhere, type OrderActor, type OrderRef } from './order-status';
import { recordAudit } from './audit';
import { inStaffRegions } from './staff-scope';
import { hitRateLimit, refuseWhenLimitReached } from './rate-limits';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type CardDeps = Deps & { cardIssuer: CardIssuer };
type CardRow = typeof clubCards.$inferSelect;

export const CARD_JOB = {
  /** A card order waits this long before the card is issued (a real issuer takes days). */
  issueAfterSeconds: 20,
  /** Orders and top-ups one run takes up. */
  batch: 20,
} as const;

const Uuid = v.pipe(v.string(), v.uuid());

const issuerUnavailable = () => new ApiFailure(502, 'The card issuer cannot be reached. Try again later.');

/** The issuer's answer, or 502: the portal shows SPEC §8's "unexpected error, try later". */
async function askIssuer<T>(question: () => Promise<T>): Promise<T> {
  try {
    return await question();
  } catch {
    throw issuerUnavailable();
  }
}

const NO_CARD: CardAccount = { status: null, registered: false, card_number: null, balance: null, updated_at: null };

/** Asks the issuer about the card, keeps what it said and answers it. */
async function reportedAccount({ db, clock, cardIssuer }: CardDeps, card: CardRow): Promise<CardAccount> {
  const report = await askIssuer(() => cardIssuer.account(card.issuerRef));
  const now = clock.now();
  await db.update(clubCards)
    .set({ status: report.status, balance: report.balance, currency: report.currency, cardNumber: report.cardNumber, reportedAt: now })
    .where(eq(clubCards.id, card.id));
  return {
    status: report.status,
    registered: card.registeredAt !== null,
    card_number: report.cardNumber,
    balance: { amount: report.balance, currency: report.currency },
    updated_at: now.toISOString(),
  };
}

/** GET /v1/edenred/card/account/{companyId}: the caller's own company only (any other: 404). */
export async function cardAccount(deps: CardDeps, caller: Account, companyId: number): Promise<CardAccount> {
  if (companyId !== caller.company.id) throw notFound();
  const card = await companyCard(deps.db, companyId);
  return card ? reportedAccount(deps, card) : NO_CARD;
}

/**
 * PATCH /v1/edenred/card/verify/{companyId}: registers the company's issued card by its CSN,
 * once. A wrong number counts against the company's `cardSerial` limit; once that is full every
 * try answers 429 until the window passes, so the numbers cannot be searched through.
 */
export async function verifyCard(deps: CardDeps & Pick<AppDeps, 'config'>, caller: Account, companyId: number, serialNumber: string): Promise<CardAccount> {
  if (companyId !== caller.company.id) throw notFound();
  const { db, clock, cardIssuer, config } = deps;
  const rule = config.rateLimits.cardSerial ?? DEFAULT_RATE_LIMITS.cardSerial;
  await refuseWhenLimitReached(db, 'card_serial', String(companyId), rule, clock.now());
  const card = await companyCard(db, companyId);
  if (!card || card.registeredAt !== null) throw invalid({ card_serial_number: [CLUB_CARD_MESSAGES.nothingToRegister] });
  if (!(await askIssuer(() => cardIssuer.registerCard(card.issuerRef, serialNumber)))) {
    await hitRateLimit(db, 'card_serial', String(companyId), rule, clock.now());
    throw invalid({ card_serial_number: [CLUB_CARD_MESSAGES.wrongSerial] });
  }
  const [registered] = await db.update(clubCards).set({ registeredAt: clock.now() })
    .where(and(eq(clubCards.id, card.id), isNull(clubCards.registeredAt)))
    .returning();
  // Registered by a try a moment earlier: the same card, registered.
  return reportedAccount(deps, registered ?? { ...card, registeredAt: clock.now() });
}

/** GET /v1/edenred/card/history: the company's top-ups, newest first. */
export async function topUpHistory({ db }: Deps, caller: Account, { page, limit }: { page: number; limit: number }): Promise<TopUpHistoryResponse> {
  const own = eq(clubCardTopUps.companyId, caller.company.id);
  const [rows, [counted]] = await Promise.all([
    db.select({ topUp: clubCardTopUps, orderUuid: orders.uuid })
      .from(clubCardTopUps)
      .innerJoin(orders, eq(orders.id, clubCardTopUps.orderId))
      .where(own)
      .orderBy(desc(clubCardTopUps.createdAt), desc(clubCardTopUps.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(clubCardTopUps).where(own),
  ]);
  const total = counted?.total ?? 0;
  return {
    data: rows.map(({ topUp, orderUuid }) => topUpView(topUp, orderUuid)),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total },
  };
}

const OPEN_ORDER: readonly OrderStatus[] = [ORDER_STATUS.pending, ORDER_STATUS.approved];

/**
 * Issues the card of a card order and completes the order (the flags follow). The issuer answers
 * the same card for the same order, so a second run after a crash records the card once. The
 * order row is locked first: an order rejected (or issued by another run) meanwhile gets no card.
 * False when the order was no longer open.
 */
export async function issueCardFor({ db, clock, cardIssuer }: CardDeps, order: typeof orders.$inferSelect): Promise<boolean> {
  const [company] = await db.select({ uuid: companies.uuid }).from(companies).where(eq(companies.id, order.companyId));
  const issued = await cardIssuer.issueCard({ orderUuid: order.uuid, companyUuid: company?.uuid ?? '' });
  const report = await cardIssuer.account(issued.reference);
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [open] = await tx.select({ id: orders.id }).from(orders)
      .where(and(eq(orders.id, order.id), inArray(orders.status, [...OPEN_ORDER])))
      .for('update');
    if (!open) return false;
    await tx.insert(clubCards).values({
      companyId: order.companyId, orderId: order.id, issuerRef: issued.reference, cardNumber: issued.cardNumber,
      status: report.status, balance: report.balance, currency: report.currency, reportedAt: now, createdAt: now,
    });
    await moveOrder(tx, eq(orders.id, order.id), OPEN_ORDER, ORDER_STATUS.completed, now);
    return true;
  });
}

/** The order status a top-up's status puts its order in. */
const ORDER_OF_TOP_UP: Record<TopUpStatus, OrderStatus> = {
  SUBMITTED: ORDER_STATUS.pending,
  PENDING: ORDER_STATUS.approved,
  SUCCEEDED: ORDER_STATUS.completed,
  REFUSED: ORDER_STATUS.rejected,
  REJECTED: ORDER_STATUS.rejected,
};

/** The statuses a top-up may move to a status from (never back, never out of an outcome). */
const MOVES_FROM: Record<TopUpStatus, readonly TopUpStatus[]> = {
  SUBMITTED: [],
  PENDING: ['SUBMITTED'],
  SUCCEEDED: ['SUBMITTED', 'PENDING'],
  REFUSED: ['SUBMITTED', 'PENDING'],
  REJECTED: ['SUBMITTED', 'PENDING'],
};

/**
 * The issuer reported a top-up's status: the top-up and its order move together (SUCCEEDED spends
 * the reserved points, REFUSED and REJECTED give them back, each telling the orderer). One
 * conditional UPDATE of the top-up decides: a report that came already (twice at once, or from
 * two instances) moves nothing and answers false.
 */
export async function recordTopUpStatus({ db, clock }: Deps, topUpUuid: string, status: TopUpStatus): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [moved] = await tx.update(clubCardTopUps)
      .set({ status, updatedAt: now })
      .where(and(eq(clubCardTopUps.uuid, topUpUuid), inArray(clubCardTopUps.status, [...MOVES_FROM[status]])))
      .returning();
    if (!moved) return false;
    const target = ORDER_OF_TOP_UP[status];
    const from = OPEN_ORDER.filter((open) => open !== target);
    await moveOrder(tx, eq(orders.id, moved.orderId), from, target, now);
    return true;
  });
}

/** One run of the card job (main.ts runs it every few seconds); answers how many things moved. */
export async function runCardJob(deps: CardDeps): Promise<number> {
  const { db, clock, cardIssuer } = deps;
  let moved = 0;
  const dueCards = await db.select().from(orders)
    .where(and(
      eq(orders.type, 'club_card'),
      inArray(orders.status, [...OPEN_ORDER]),
      lte(orders.createdAt, addSeconds(clock.now(), -CARD_JOB.issueAfterSeconds)),
    ))
    .orderBy(asc(orders.createdAt))
    .limit(CARD_JOB.batch);
  for (const order of dueCards) if (await issueCardFor(deps, order)) moved += 1;

  const open = await db.select({ topUp: clubCardTopUps, issuerRef: clubCards.issuerRef })
    .from(clubCardTopUps)
    .innerJoin(clubCards, eq(clubCards.id, clubCardTopUps.cardId))
    .where(inArray(clubCardTopUps.status, ['SUBMITTED', 'PENDING']))
    .orderBy(asc(clubCardTopUps.updatedAt))
    .limit(CARD_JOB.batch);
  for (const { topUp, issuerRef } of open) {
    if (topUp.sentAt === null) {
      await cardIssuer.load({ loadId: topUp.uuid, reference: issuerRef, amount: topUp.amount, currency: topUp.currency });
      await db.update(clubCardTopUps).set({ sentAt: clock.now() }).where(and(eq(clubCardTopUps.id, topUp.id), isNull(clubCardTopUps.sentAt)));
    }
    const status = await cardIssuer.loadStatus(topUp.uuid);
    if (status !== topUp.status && (await recordTopUpStatus(deps, topUp.uuid, status))) moved += 1;
  }
  return moved;
}

// ---- The operator's commands (`npm run operator -- card ...`) ----

/** `card list`: every card (with the simulator's CSN, which a real issuer prints on the card only) and its top-ups. */
export async function listCards({ db, cardIssuer }: Pick<CardDeps, 'db' | 'cardIssuer'>) {
  const cards = await db.select({ card: clubCards, company: companies.name, order: orders.number })
    .from(clubCards)
    .innerJoin(companies, eq(companies.id, clubCards.companyId))
    .innerJoin(orders, eq(orders.id, clubCards.orderId))
    .orderBy(asc(clubCards.id));
  const topUps = await db.select({ topUp: clubCardTopUps, order: orders.number })
    .from(clubCardTopUps)
    .innerJoin(orders, eq(orders.id, clubCardTopUps.orderId))
    .orderBy(asc(clubCardTopUps.id));
  return Promise.all(cards.map(async ({ card, company, order }) => ({
    company,
    order,
    card_number: card.cardNumber,
    status: card.status,
    registered: card.registeredAt !== null,
    serial_number: (await cardIssuer.simulation?.serialNumber(card.issuerRef)) ?? null,
    top_ups: topUps.filter(({ topUp }) => topUp.cardId === card.id).map(({ topUp, order: number }) => ({
      uuid: topUp.uuid, order: number, points: topUp.points, amount: topUp.amount, currency: topUp.currency, status: topUp.status,
    })),
  })));
}

/**
 * `card issue <order number>` and the console's "issue the card now": issues the card of an open
 * card order (by number or uuid, inside the actor's regions) and puts it on the audit log.
 */
export async function issueCardByHand(deps: CardDeps, ref: OrderRef, actor: OrderActor): Promise<{ number: string; status: OrderStatus }> {
  const [found] = await deps.db.select({ order: orders }).from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(and(orderWhere(ref), eq(orders.type, 'club_card'), actor.scope ? inStaffRegions(actor.scope) : undefined));
  if (!found) throw notFound();
  const { order } = found;
  if (!OPEN_ORDER.includes(order.status) || !(await issueCardFor(deps, order))) {
    throw new ApiFailure(409, 'The card order is no longer open: its card was issued, or it was rejected.');
  }
  // Only the run that issued the card gets here, so the entry is written once.
  await recordAudit(deps.db, { by: actor.by, action: 'card.issue', companyId: order.companyId, clientIp: actor.clientIp ?? null, details: { order: order.number } }, deps.clock.now());
  return { number: order.number, status: ORDER_STATUS.completed };
}

/**
 * `card outcome <top-up uuid> SUCCEEDED|REFUSED|REJECTED` and the console's outcome: reports an
 * issuer's outcome as the issuer would, inside the actor's regions, on the audit log.
 */
export async function reportOutcome(deps: Deps, topUpUuid: string, status: TopUpStatus, actor: OrderActor): Promise<{ uuid: string; status: TopUpStatus }> {
  if (!v.is(Uuid, topUpUuid)) throw notFound();
  const [topUp] = await deps.db.select({ status: clubCardTopUps.status, companyId: clubCardTopUps.companyId, order: orders.number })
    .from(clubCardTopUps)
    .innerJoin(orders, eq(orders.id, clubCardTopUps.orderId))
    .innerJoin(companies, eq(companies.id, clubCardTopUps.companyId))
    .where(and(eq(clubCardTopUps.uuid, topUpUuid), actor.scope ? inStaffRegions(actor.scope) : undefined));
  if (!topUp) throw notFound();
  if (!(await recordTopUpStatus(deps, topUpUuid, status))) {
    const [current] = await deps.db.select({ status: clubCardTopUps.status }).from(clubCardTopUps).where(eq(clubCardTopUps.uuid, topUpUuid));
    throw new ApiFailure(409, `The top-up is ${current?.status ?? topUp.status} already.`);
  }
  // Only the report that moved the top-up gets here: one entry however many came at once.
  await recordAudit(deps.db, {
    by: actor.by, action: 'card.outcome', companyId: topUp.companyId, clientIp: actor.clientIp ?? null, details: { top_up: topUpUuid, order: topUp.order, status },
  }, deps.clock.now());
  return { uuid: topUpUuid, status };
}

/** `card refuse <points>`: the simulator refuses every top-up of that many points from now on. */
export async function refuseTopUpAmount({ cardIssuer }: Pick<CardDeps, 'cardIssuer'>, currencyAmount: number): Promise<{ refused_amounts: number[] }> {
  if (!cardIssuer.simulation) throw new ApiFailure(409, 'Only the card issuer simulator takes marked amounts.');
  return { refused_amounts: await cardIssuer.simulation.refuseAmount(currencyAmount) };
}
