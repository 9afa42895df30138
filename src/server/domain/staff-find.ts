/**
 * The console's search box (issue 27): one query for a person or a company by e-mail, phone in
 * any format, name, company name or registration number, inside the member's regions.
 */
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { parseRegionPhone } from '../../contract/phone';
import { CLUB_REGIONS, regionById } from '../../contract/regions';
import { FIND_PAGE_SIZE, type FoundEntry } from '../../contract/staff';
import type { Database } from '../db/database';
import { companies, users } from '../db/schema';
import { storedPhoneE164 } from './member-phone';
import { inStaffRegions, type StaffScope } from './staff-scope';

/** `%text%` with LIKE's own characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The number read with each region's plan, as the installer side reads it (libphonenumber-js):
 * "+48 600 100 200", "600-100-200" and "0048600100200" all find the same member.
 */
function phoneMatches(q: string, scope: StaffScope): SQL | undefined {
  const regionIds = scope.regions.length > 0 ? scope.regions : CLUB_REGIONS.map((region) => region.id);
  const matches = regionIds.flatMap((regionId) => {
    const parsed = parseRegionPhone(q, regionId);
    return parsed ? [and(eq(users.phoneRegionId, regionId), eq(users.phoneNational, parsed.national))] : [];
  });
  return matches.length > 0 ? or(...matches) : undefined;
}

const regionSlug = (regionId: number) => regionById(regionId)?.slug ?? '';

export async function findPeopleAndCompanies(db: Database, scope: StaffScope, q: string): Promise<FoundEntry[]> {
  const pattern = containing(q);
  const companyMatches = or(
    ilike(companies.name, pattern),
    ilike(companies.registrationNumber, pattern),
    ilike(companies.registrationNumber2, pattern),
  );
  const [people, found] = await Promise.all([
    db
      .select({ user: users, company: companies })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(inStaffRegions(scope), or(
        ilike(users.email, pattern),
        ilike(sql`${users.name} || ' ' || ${users.surname}`, pattern),
        phoneMatches(q, scope),
      )))
      .orderBy(asc(users.surname), asc(users.id))
      .limit(FIND_PAGE_SIZE),
    db.select().from(companies).where(and(inStaffRegions(scope), companyMatches)).orderBy(asc(companies.name), asc(companies.id)).limit(FIND_PAGE_SIZE),
  ]);
  return [
    ...found.map((company): FoundEntry => ({
      kind: 'company', uuid: company.uuid, name: company.name, region: regionSlug(company.regionId), registration_number: company.registrationNumber,
    })),
    ...people.map(({ user, company }): FoundEntry => ({
      kind: 'person',
      uuid: user.uuid,
      name: user.name,
      surname: user.surname,
      email: user.email,
      phone: storedPhoneE164(user.phoneRegionId, user.phoneNational),
      company: { uuid: company.uuid, name: company.name, region: regionSlug(company.regionId) },
    })),
  ];
}
