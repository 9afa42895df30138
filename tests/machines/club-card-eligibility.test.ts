/**
 * Who may order the club card and who sees the home notice, from the requirement: SPEC §5 (10
 * scanned windows this year, disabled while a card order is pending: "card ordered"), §6 (the
 * banner: one region only, at least 10 scans this year, no card, no pending card) and issue 25
 * (owners only; Polish companies in the programme).
 */
import { describe, expect, it } from 'vitest';
import { cardOrderBlock, showsClubCardNotice, type CardOrderFacts } from '../../machines/club-card-eligibility';

const POLAND = 10;
const CZECHIA = 5;
const OWNER = 3;
const INSTALLER = 4;
const DECOR_OWNER = 7;

const eligible: CardOrderFacts = {
  role: OWNER,
  company: { regions_id: POLAND, has_edenred_card: 1, edenred_card: null, pending_edenred_card: false },
  windowsThisYear: 10,
};
const withCompany = (company: Partial<CardOrderFacts['company']>, rest: Partial<CardOrderFacts> = {}): CardOrderFacts =>
  ({ ...eligible, ...rest, company: { ...eligible.company, ...company } });

describe('club card order', () => {
  it('is open to an owner of a Polish company in the programme with 10 windows scanned this year', () => {
    expect(cardOrderBlock(eligible)).toBeNull();
    expect(cardOrderBlock({ ...eligible, role: DECOR_OWNER, windowsThisYear: 25 })).toBeNull();
  });

  it('is refused with its reason: 9 windows, an installer, a pending order, a card, another region or no programme', () => {
    expect(cardOrderBlock({ ...eligible, windowsThisYear: 9 })).toBe('notEnoughWindows');
    expect(cardOrderBlock({ ...eligible, role: INSTALLER })).toBe('ownersOnly');
    expect(cardOrderBlock(withCompany({ pending_edenred_card: true }))).toBe('cardOrdered');
    expect(cardOrderBlock(withCompany({ edenred_card: '•••• 4821' }))).toBe('hasCard');
    expect(cardOrderBlock(withCompany({ regions_id: CZECHIA }))).toBe('notInProgramme');
    expect(cardOrderBlock(withCompany({ has_edenred_card: 0 }))).toBe('notInProgramme');
  });

  it('says "card ordered" to everyone while the order is pending, before anything else the person could not change', () => {
    expect(cardOrderBlock(withCompany({ pending_edenred_card: true }, { role: INSTALLER, windowsThisYear: 0 }))).toBe('cardOrdered');
  });
});

describe('club card home notice (SPEC §6)', () => {
  it('shows for a Polish company in the programme with 10 windows this year, no card and no pending card', () => {
    expect(showsClubCardNotice(eligible)).toBe(true);
    expect(showsClubCardNotice({ ...eligible, windowsThisYear: 9 })).toBe(false);
    expect(showsClubCardNotice(withCompany({ pending_edenred_card: true }))).toBe(false);
    expect(showsClubCardNotice(withCompany({ edenred_card: '•••• 4821' }))).toBe(false);
    expect(showsClubCardNotice(withCompany({ regions_id: CZECHIA }))).toBe(false);
    expect(showsClubCardNotice(withCompany({ has_edenred_card: 0 }))).toBe(false);
  });
});
