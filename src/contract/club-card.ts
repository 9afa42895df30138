import type { Company } from './user';

/**
 * The club-card programme (SPEC §2 header, §3 company "has_edenred_card"): only companies whose
 * card flag is 1 take part, and only they see the club-card link and page.
 */
export function takesPartInClubCard(company: Pick<Company, 'has_edenred_card'>): boolean {
  return company.has_edenred_card === 1;
}
