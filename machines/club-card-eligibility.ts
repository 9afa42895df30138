/**
 * Who may order the club card, and who is told about it (SPEC §5 club card order, §6 club card
 * banner, §9 10 scanned windows this year; issue 25: owners only, Polish companies in the
 * programme, not while a card order is pending). The server checks the same rules when the order
 * is placed; the portal says them before anyone asks.
 */
import { CLUB_CARD_REGION_ID, CLUB_CARD_RULES, takesPartInClubCard } from '../src/contract/club-card';
import { can } from '../src/contract/permissions';
import type { Company } from '../src/contract/user';

export interface CardOrderFacts {
  role: number;
  company: Pick<Company, 'regions_id' | 'has_edenred_card' | 'edenred_card' | 'pending_edenred_card'>;
  /** Windows the company scanned this calendar year (the server counts them). */
  windowsThisYear: number;
}

/** Why the order button is disabled, in the order a person would want to hear it. */
export type CardOrderBlock = 'notInProgramme' | 'hasCard' | 'cardOrdered' | 'ownersOnly' | 'notEnoughWindows';

const inProgramme = (company: CardOrderFacts['company']) => company.regions_id === CLUB_CARD_REGION_ID && takesPartInClubCard(company);

/** The reason the company cannot order its card now, or null when it can. */
export function cardOrderBlock({ role, company, windowsThisYear }: CardOrderFacts): CardOrderBlock | null {
  if (!inProgramme(company)) return 'notInProgramme';
  if (company.edenred_card !== null) return 'hasCard';
  if (company.pending_edenred_card) return 'cardOrdered';
  // Ordering the card is placing an order (SPEC §6 via the permission table).
  if (!can(role, 'orders.place')) return 'ownersOnly';
  if (windowsThisYear < CLUB_CARD_RULES.windowsNeeded) return 'notEnoughWindows';
  return null;
}

/** SPEC §6 club card banner: one region only, at least 10 windows this year, no card, no pending card. */
export function showsClubCardNotice({ company, windowsThisYear }: Omit<CardOrderFacts, 'role'>): boolean {
  return inProgramme(company) && company.edenred_card === null && !company.pending_edenred_card
    && windowsThisYear >= CLUB_CARD_RULES.windowsNeeded;
}
