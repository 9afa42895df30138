/**
 * The club card's issuer (docs/server.md "The club card"): the prepaid-card company that issues
 * the cards, registers them by their serial number (CSN), keeps their balances and loads the
 * top-ups. The server talks to it only through this interface, so a real issuer's client
 * replaces the simulator below without touching the domain (createApp deps `cardIssuer`).
 *
 * Every call that creates something names it by our id (the order's or the top-up's uuid), so
 * asking twice (a restart between asking and recording the answer) is one card or one load.
 */
import { createHmac } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { CARD_STATUS, CLUB_CARD_RULES, type TopUpStatus } from '../../contract/club-card';
import { addSeconds, type Clock } from '../clock';
import type { Database } from '../db/database';
import { appFlags, simulatedIssuerCards, simulatedIssuerLoads } from '../db/schema';

export interface IssuedCard {
  /** The issuer's id of the card. */
  reference: string;
  /** Masked as the issuer shows it: "•••• •••• •••• 4821". */
  cardNumber: string;
}

export interface CardReport {
  /** ISSUED, ACTIVE or another status of the issuer's (inactive). */
  status: string;
  cardNumber: string;
  /** Whole units of `currency`. */
  balance: number;
  currency: string;
}

export interface CardIssuer {
  /** Issues a card for a company's card order; the same order twice answers the same card. */
  issueCard(request: { orderUuid: string; companyUuid: string }): Promise<IssuedCard>;
  /** Registers (activates) the card by its CSN: false when the number is not this card's. */
  registerCard(reference: string, serialNumber: string): Promise<boolean>;
  /** The card's status and balance now. */
  account(reference: string): Promise<CardReport>;
  /** Asks to load an amount onto the card; the same `loadId` twice is one load. */
  load(request: { loadId: string; reference: string; amount: number; currency: string }): Promise<void>;
  /** Where a load stands now: SUBMITTED, PENDING or its outcome. */
  loadStatus(loadId: string): Promise<TopUpStatus>;
  /** Only the simulator has these: what the operator reads and marks (`npm run operator -- card ...`). */
  simulation?: CardIssuerSimulation;
}

export interface CardIssuerSimulation {
  /** The CSN printed on a simulated card (a real one is on the plastic in the owner's hand). */
  serialNumber(reference: string): Promise<string | null>;
  /** Amounts (in the card's currency) the simulator refuses from now on, always. */
  refuseAmount(amount: number): Promise<number[]>;
}

export interface CardSimulatorOptions {
  /** Seeds the CSNs and card numbers and the share of refused loads (each load's own draw). */
  secret: string;
  /** Share of loads (0 to 1) that end REFUSED or REJECTED rather than SUCCEEDED. */
  refusalShare: number;
  /** Seconds from a load's submission to PENDING, and to its outcome. */
  pendingAfterSeconds: number;
  settleAfterSeconds: number;
}

export const DEFAULT_CARD_SIMULATOR: Omit<CardSimulatorOptions, 'secret'> = {
  refusalShare: 0.1,
  pendingAfterSeconds: 10,
  settleAfterSeconds: 30,
};

const REFUSED_AMOUNTS_FLAG = 'card_simulator_refused_amounts';
const SIMULATED_CURRENCY = 'PLN';

const maskedNumber = (lastDigits: string) => `•••• •••• •••• ${lastDigits}`;

/**
 * The issuer simulator: its cards and loads are rows of its own tables, and a load's progress is a
 * matter of time since it was submitted, so a restart changes nothing. Each load's outcome is
 * drawn when it is submitted (an HMAC of its id against the refusal share, or REFUSED for an
 * amount the operator marked), so asking again never changes it.
 */
export function cardIssuerSimulator(db: Database, clock: Clock, options: CardSimulatorOptions): CardIssuer {
  const digest = (text: string) => createHmac('sha256', options.secret).update(text).digest();

  async function refusedAmounts(): Promise<number[]> {
    const [row] = await db.select({ value: appFlags.value }).from(appFlags).where(eq(appFlags.key, REFUSED_AMOUNTS_FLAG));
    return Array.isArray(row?.value) ? row.value.filter((amount): amount is number => typeof amount === 'number') : [];
  }

  async function drawOutcome(loadId: string, amount: number): Promise<TopUpStatus> {
    if ((await refusedAmounts()).includes(amount)) return 'REFUSED';
    const draw = digest(`load:${loadId}`);
    if (draw.readUInt32BE(0) / 0x1_0000_0000 >= options.refusalShare) return 'SUCCEEDED';
    return (draw[4] ?? 0) % 2 === 0 ? 'REFUSED' : 'REJECTED';
  }

  async function cardRow(reference: string) {
    const [card] = await db.select().from(simulatedIssuerCards).where(eq(simulatedIssuerCards.ref, reference));
    if (!card) throw new Error('The issuer knows no such card');
    return card;
  }

  return {
    async issueCard({ orderUuid }) {
      const reference = `card-${orderUuid}`;
      const bytes = digest(`card:${reference}`);
      const serialNumber = String(bytes.readBigUInt64BE(0) % 10n ** BigInt(CLUB_CARD_RULES.serialDigits)).padStart(CLUB_CARD_RULES.serialDigits, '0');
      const lastDigits = String(bytes.readUInt16BE(8) % 10_000).padStart(4, '0');
      await db.insert(simulatedIssuerCards)
        .values({ ref: reference, serialNumber, lastDigits, status: CARD_STATUS.issued, createdAt: clock.now() })
        .onConflictDoNothing();
      return { reference, cardNumber: maskedNumber((await cardRow(reference)).lastDigits) };
    },
    async registerCard(reference, serialNumber) {
      const card = await cardRow(reference);
      if (card.serialNumber !== serialNumber) return false;
      await db.update(simulatedIssuerCards).set({ status: CARD_STATUS.active })
        .where(and(eq(simulatedIssuerCards.ref, reference), eq(simulatedIssuerCards.status, CARD_STATUS.issued)));
      return true;
    },
    async account(reference) {
      const card = await cardRow(reference);
      const settledBy = addSeconds(clock.now(), -options.settleAfterSeconds);
      const [loaded] = await db
        .select({ total: sql<number>`coalesce(sum(${simulatedIssuerLoads.amount}), 0)`.mapWith(Number) })
        .from(simulatedIssuerLoads)
        .where(and(
          eq(simulatedIssuerLoads.cardRef, reference),
          eq(simulatedIssuerLoads.outcome, 'SUCCEEDED'),
          lte(simulatedIssuerLoads.submittedAt, settledBy),
        ));
      return { status: card.status, cardNumber: maskedNumber(card.lastDigits), balance: loaded?.total ?? 0, currency: SIMULATED_CURRENCY };
    },
    async load({ loadId, reference, amount }) {
      await cardRow(reference);
      const outcome = await drawOutcome(loadId, amount);
      await db.insert(simulatedIssuerLoads).values({ ref: loadId, cardRef: reference, amount, outcome, submittedAt: clock.now() }).onConflictDoNothing();
    },
    async loadStatus(loadId) {
      const [load] = await db.select().from(simulatedIssuerLoads).where(eq(simulatedIssuerLoads.ref, loadId));
      if (!load) throw new Error('The issuer knows no such load');
      const elapsed = (clock.now().getTime() - load.submittedAt.getTime()) / 1000;
      if (elapsed < options.pendingAfterSeconds) return 'SUBMITTED';
      if (elapsed < options.settleAfterSeconds) return 'PENDING';
      return load.outcome;
    },
    simulation: {
      async serialNumber(reference) {
        const [card] = await db.select({ serialNumber: simulatedIssuerCards.serialNumber }).from(simulatedIssuerCards).where(eq(simulatedIssuerCards.ref, reference));
        return card?.serialNumber ?? null;
      },
      async refuseAmount(amount) {
        const amounts = [...new Set([...(await refusedAmounts()), amount])].sort((a, b) => a - b);
        await db.insert(appFlags).values({ key: REFUSED_AMOUNTS_FLAG, value: amounts, updatedAt: clock.now() })
          .onConflictDoUpdate({ target: appFlags.key, set: { value: amounts, updatedAt: clock.now() } });
        return amounts;
      },
    },
  };
}
