/**
 * The console's company page (issue 27): the company with its members and onboarding state, and
 * its ledger, projects, orders and conversations, read with the portal's own company-wide
 * queries (an account of the company, staff-scope.ts), inside the staff member's regions.
 */
import { asc, eq } from 'drizzle-orm';
import { regionById } from '../../contract/regions';
import type { StaffCompanyView } from '../../contract/staff';
import type { Database } from '../db/database';
import { COMPANY_ACTIVE, users } from '../db/schema';
import type { CompanyRow } from './accounts';
import { ledgerBalance } from './company-points';
import { storedPhoneE164 } from './member-phone';

export async function staffCompanyView(db: Database, company: CompanyRow): Promise<StaffCompanyView> {
  const [members, points] = await Promise.all([
    db.select().from(users).where(eq(users.companyId, company.id)).orderBy(asc(users.id)),
    ledgerBalance(db, company.id),
  ]);
  return {
    uuid: company.uuid,
    name: company.name,
    region: regionById(company.regionId)?.slug ?? '',
    address: company.address,
    postal_code: company.postalCode,
    city: company.city,
    registration_number: company.registrationNumber,
    registration_number_2: company.registrationNumber2,
    company_type_id: company.companyTypeId,
    active: company.active === COMPANY_ACTIVE,
    points,
    onboarding: {
      terms_accepted: company.disclaimerAccepted && company.declarationAccepted,
      numbers_given: Boolean(company.registrationNumber),
      survey_answered: company.surveyResponse !== null,
    },
    club_card: { has_card: company.hasClubCard, pending: company.pendingClubCard },
    recommended: company.isRecommended,
    members: members.map((user) => ({
      uuid: user.uuid,
      name: user.name,
      surname: user.surname,
      email: user.email,
      phone: storedPhoneE164(user.phoneRegionId, user.phoneNational),
      role: user.roleId,
      status: user.deletedAt === null ? 'active' : 'deleted',
      last_active_at: user.lastActiveAt?.toISOString() ?? null,
    })),
  };
}
