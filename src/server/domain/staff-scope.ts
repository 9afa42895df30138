/**
 * What a staff member may reach (issue 27): a member's regions (none: every region) limit every
 * company query of the console. A company outside them answers 404, like an unknown one, so the
 * console never tells whether it exists.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { OWNER_ROLES } from '../../contract/roles';
import type { Database } from '../db/database';
import { companies, users } from '../db/schema';
import { notFound } from '../http/errors';
import type { Account, CompanyRow } from './accounts';
import type { StaffMemberRow } from './staff-members';

export type StaffScope = Pick<StaffMemberRow, 'regions'>;

const Uuid = v.pipe(v.string(), v.uuid());

/** The condition on `companies` that keeps a query inside the member's regions; none for all regions. */
export function inStaffRegions(scope: StaffScope): SQL | undefined {
  return scope.regions.length === 0 ? undefined : inArray(companies.regionId, scope.regions);
}

/** The company of this uuid within the member's regions; 404 otherwise. */
export async function staffCompany(db: Database, scope: StaffScope, uuid: string): Promise<CompanyRow> {
  if (!v.is(Uuid, uuid)) throw notFound();
  const [company] = await db.select().from(companies).where(and(eq(companies.uuid, uuid), inStaffRegions(scope)));
  if (!company) throw notFound();
  return company;
}

/**
 * The company as its members see it: an account of the company (its first owner, else its first
 * member) for the portal's own company-wide reads (ledger, projects, orders), so the console
 * shows what the installer on the phone sees and no second copy of those queries exists.
 */
export async function companyAccount(db: Database, company: CompanyRow): Promise<Account> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.companyId, company.id))
    .orderBy(sql`${users.roleId} in (${sql.join(OWNER_ROLES.map((role) => sql`${role}`), sql`, `)}) desc`, asc(users.id))
    .limit(1);
  if (!user) throw notFound();
  return { user, company };
}

/** A member (deleted ones too: their history stays) of the company; 404 for anyone else. */
export async function companyMember(db: Database, company: CompanyRow, userUuid: string): Promise<Account> {
  if (!v.is(Uuid, userUuid)) throw notFound();
  const [user] = await db.select().from(users).where(and(eq(users.companyId, company.id), eq(users.uuid, userUuid)));
  if (!user) throw notFound();
  return { user, company };
}
