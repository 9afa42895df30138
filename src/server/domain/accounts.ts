/** Reading installers with their company, and the answer shapes built from them. */
import { eq, type SQL } from 'drizzle-orm';
import type { LoginCompany } from '../../contract/auth';
import { languageById } from '../../contract/languages';
import { regionById } from '../../contract/regions';
import type { User } from '../../contract/user';
import type { Database } from '../db/database';
import { COMPANY_ACTIVE, companies, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export interface Account {
  user: UserRow;
  company: CompanyRow;
}

/** Whether the account may sign in and use the API (its company was not deactivated, nor the member deleted). */
export const isActiveAccount = (account: Account): boolean =>
  account.company.active === COMPANY_ACTIVE && account.user.deletedAt === null;

export async function findAccount(db: Database, where: SQL | undefined): Promise<Account | null> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .limit(1);
  return row ?? null;
}

export const findAccountById = (db: Database, userId: number) => findAccount(db, eq(users.id, userId));

export function loginCompanyView(company: CompanyRow): LoginCompany {
  return {
    uuid: company.uuid,
    registration_number: company.registrationNumber,
    registration_number_2: company.registrationNumber2,
    company_type: company.companyTypeId,
    disclaimer_accepted: company.disclaimerAccepted,
    declaration_accepted: company.declarationAccepted,
    survey: company.surveyResponse,
  };
}

/** The user answer; `projectsCount` is projectsOpenedBy's (domain/projects.ts). */
export function userView({ user, company }: Account, projectsCount: number): User {
  const region = regionById(company.regionId);
  const language = languageById(user.languageId);
  return {
    uuid: user.uuid,
    id: user.id,
    name: user.name,
    surname: user.surname,
    // A member invited by phone alone has no e-mail yet: the profile shows it empty.
    email: user.email ?? '',
    phone: user.phoneNational,
    region: { id: company.regionId, slug: region?.slug ?? '' },
    language: { id: user.languageId, code: language?.code ?? 'en' },
    role: { id: user.roleId },
    company: {
      uuid: company.uuid,
      id: company.id,
      name: company.name,
      address: company.address,
      city: company.city,
      postal_code: company.postalCode,
      regions_id: company.regionId,
      company_type: company.companyTypeId,
      registration_number: company.registrationNumber,
      registration_number_2: company.registrationNumber2,
      disclaimer_accepted: company.disclaimerAccepted,
      declaration_accepted: company.declarationAccepted,
      is_decor: company.isDecor,
      has_edenred_card: company.hasClubCard ? 1 : 0,
      edenred_card: company.clubCard,
      pending_edenred_card: company.pendingClubCard,
      has_survey: company.surveyResponse !== null,
      active: company.active,
    },
    avatar: user.avatar,
    options: user.options,
    verified_email_at: user.verifiedEmailAt?.toISOString() ?? null,
    email_notifications: user.emailNotifications,
    sms_notifications: user.smsNotifications,
    email_consent: user.emailConsent,
    phone_consent: user.phoneConsent,
    last_active_at: user.lastActiveAt?.toISOString() ?? null,
    contribute_points: user.contributePoints,
    projects_count: projectsCount,
    created_at: user.createdAt.toISOString(),
  };
}
