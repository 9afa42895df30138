import * as v from 'valibot';
import { REGION_IDS } from './regions';
import type { Company } from './user';

/**
 * The club-card programme (SPEC §2 club card page and shop block, §3 club card history item and
 * card account, §4 card status and top-up history, §5 club card order and CSN, §6 club card
 * banner, §7 the card calls, §8 failed account load, §9 constants): a prepaid payment card for
 * the companies of one region, ordered with points once the company scanned enough windows this
 * year, registered by its serial number (CSN), and topped up with points.
 */

/** SPEC §6 "one region only". */
export const CLUB_CARD_REGION_ID = REGION_IDS.poland;

/** SPEC §9. */
export const CLUB_CARD_RULES = {
  /** Windows scanned this calendar year (accepted or in-progress projects) before a card may be ordered. */
  windowsNeeded: 10,
  /** Points × 2 = the currency value loaded on the card. */
  currencyPerPoint: 2,
  /** A top-up reaches the card within this many working days. */
  arrivalWorkingDays: 3,
  /** The top-up history page. */
  historyPageSize: 4,
  /** How long the top-up success message stays. */
  topUpSuccessMs: 15_000,
  /** A card serial number (CSN) is exactly this many digits. */
  serialDigits: 10,
} as const;

/**
 * SPEC §2/§5 top-up amount buttons, in points (points × 2 = złoty on the card). A top-up order
 * names one of these (POST /v2/orders {type: 'top_up', amount}); the server refuses any other.
 */
export const TOP_UP_STEPS = [50, 100, 250, 500] as const;
export type TopUpStep = (typeof TOP_UP_STEPS)[number];

/** The card's currency, as the issuer reports balances in it. */
export const CLUB_CARD_CURRENCY = 'PLN';

/** Points × 2 = the currency value shown and sent to the issuer (SPEC §9). */
export const currencyOfPoints = (points: number): number => points * CLUB_CARD_RULES.currencyPerPoint;

/**
 * The company takes part in the programme (SPEC §3 company "has_edenred_card"): only then the
 * header links to the club card page.
 */
export function takesPartInClubCard(company: Pick<Company, 'has_edenred_card'>): boolean {
  return company.has_edenred_card === 1;
}

/**
 * Card statuses as the issuer reports them (SPEC §4): ISSUED must be activated (CSN verified),
 * ACTIVE takes top-ups, any other (the simulator reports BLOCKED) is inactive.
 */
export const CARD_STATUS = { issued: 'ISSUED', active: 'ACTIVE', blocked: 'BLOCKED' } as const;

/**
 * Why the server refuses a card order, a top-up or a CSN (422 with `errors.<field>`; the portal
 * shows SPEC §5's texts for the first three before it ever asks). Owners only is the permission
 * table's 403.
 */
export const CLUB_CARD_MESSAGES = {
  /** errors.company: not a company of CLUB_CARD_REGION_ID taking part (has_edenred_card 1). */
  notInProgramme: 'Your company does not take part in the club card programme.',
  /** errors.windows */
  notEnoughWindows: `Your company needs ${CLUB_CARD_RULES.windowsNeeded} windows scanned this year to order the club card.`,
  /** errors.order: a card order is pending, or the company already has its card. */
  cardOrdered: 'Your company has already ordered its club card.',
  /** errors.order: a card order is one card. */
  oneCard: 'A club card order holds exactly one card.',
  /** errors.card: a top-up needs the company's ACTIVE card. */
  cardNotActive: 'Your club card is not active.',
  /** errors.card_serial_number: no card to register, or it is registered already. */
  nothingToRegister: 'Your company has no club card waiting for registration.',
  /** errors.card_serial_number */
  wrongSerial: 'This serial number does not match your club card. Check the number on the back of the card.',
} as const;

/** Top-up request statuses (SPEC §3 "request status labels"). */
export const TOP_UP_STATUSES = ['SUBMITTED', 'PENDING', 'SUCCEEDED', 'REFUSED', 'REJECTED'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];
/** SPEC §4/§8: these failed, and the person is told to check their e-mail. */
export const FAILED_TOP_UP_STATUSES: readonly TopUpStatus[] = ['REFUSED', 'REJECTED'];

/**
 * While a top-up on the history page is on its way (SUBMITTED or PENDING), the page asks for the
 * history again this often, so that its outcome shows without a reload (docs/decisions.md).
 */
export const OPEN_TOP_UP_REFRESH_MS = 15_000;
/** A top-up that has no outcome yet. */
export const isOpenTopUp = (status: TopUpStatus): boolean => status === 'SUBMITTED' || status === 'PENDING';

/** A CSN: exactly 10 digits (SPEC §5). */
export const CardSerialNumber = v.pipe(
  v.string(),
  v.regex(new RegExp(`^\\d{${CLUB_CARD_RULES.serialDigits}}$`), `The card serial number must be exactly ${CLUB_CARD_RULES.serialDigits} digits.`),
);

/** PATCH /v1/edenred/card/verify/{companyId}. */
export const CardVerification = v.object({ card_serial_number: CardSerialNumber });
export type CardVerification = v.InferOutput<typeof CardVerification>;

/**
 * GET /v1/edenred/card/account/{companyId} (also the answer of a verified CSN): the company's
 * card as the issuer reports it. `status` is null while no card was issued to the company (none
 * ordered, or the order not fulfilled yet); `registered` once its CSN was verified. The number is
 * masked ("•••• •••• •••• 4821"); `balance` is what the issuer reports (null before a card).
 * `updated_at`: when the issuer's figures were read.
 */
export const CardAccount = v.object({
  status: v.nullable(v.string()),
  registered: v.boolean(),
  card_number: v.nullable(v.string()),
  balance: v.nullable(v.object({ amount: v.number(), currency: v.string() })),
  updated_at: v.nullable(v.string()),
});
export type CardAccount = v.InferOutput<typeof CardAccount>;
export const CardAccountResponse = v.object({ data: CardAccount });

/** GET /v1/edenred/card/history: `page`, `limit` (SPEC §9: 4). */
export const CardHistoryQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), '1'),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(50)), String(CLUB_CARD_RULES.historyPageSize)),
});

/** SPEC §3 club card history item (newest first): the amount in points and in the card's currency (points × 2). */
export const TopUpHistoryItem = v.object({
  uuid: v.string(),
  order_uuid: v.string(),
  amount: v.object({ points: v.number(), local: v.number(), currency: v.string() }),
  dateTime: v.string(),
  status: v.picklist(TOP_UP_STATUSES),
});
export type TopUpHistoryItem = v.InferOutput<typeof TopUpHistoryItem>;
export const TopUpHistoryResponse = v.object({
  data: v.array(TopUpHistoryItem),
  meta: v.object({ current_page: v.number(), last_page: v.number(), per_page: v.number(), total: v.number() }),
});
export type TopUpHistoryResponse = v.InferOutput<typeof TopUpHistoryResponse>;

/**
 * Order detail's card information (SPEC §2 "for club-card and top-up orders card info"), in
 * Order.meta.card; null for every other order type. A card order shows the card once issued
 * (status and masked number, null before); a top-up order shows its load.
 */
export const OrderCardInfo = v.object({
  card: v.nullable(v.object({ status: v.string(), card_number: v.string() })),
  top_up: v.nullable(TopUpHistoryItem),
});
export type OrderCardInfo = v.InferOutput<typeof OrderCardInfo>;
