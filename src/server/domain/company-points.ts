/**
 * SPEC §3 "Company points summary" (GET /v1/company/points/{companyId}), derived from the points
 * ledger (DESIGN rule 6):
 *
 * - company_points: the balance, positive entries minus all others;
 * - points.completed: every positive entry; points.lost: every entry with reason 'reject';
 * - points.to_expire: points expire at the end of the calendar year after the year they were
 *   earned, and whatever leaves the balance (spent, reserved, expired) consumes the oldest points
 *   first. So what expires on 31 December of this year (UTC, by the clock) is what is left of the
 *   points earned before 1 January: max(0, earned before this year - everything consumed). It
 *   never exceeds the balance, which also holds this year's points.
 *
 * Projects in progress, project counts and scans have no tables yet: those figures stay 0.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { CompanyPointsSummary } from '../../contract/points';
import type { Database } from '../db/database';
import { pointsLedger } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import type { Account } from './accounts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const total = (condition: SQL) =>
  sql<number>`coalesce(sum(${pointsLedger.points}) filter (where ${condition}), 0)`.mapWith(Number);

export async function companyPointsSummary(db: Database, companyId: number, now: Date): Promise<CompanyPointsSummary> {
  const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1)).toISOString();
  const positive = sql`${pointsLedger.variation} = 'positive'`;
  const [sums] = await db
    .select({
      earned: total(positive),
      earnedBeforeThisYear: total(sql`${positive} and ${pointsLedger.createdAt} < ${yearStart}::timestamptz`),
      consumed: total(sql`${pointsLedger.variation} <> 'positive'`),
      lost: total(sql`${pointsLedger.reason} = 'reject'`),
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.companyId, companyId));
  const { earned = 0, earnedBeforeThisYear = 0, consumed = 0, lost = 0 } = sums ?? {};
  return {
    company_points: earned - consumed,
    points: { completed: earned, in_prog: 0, lost, to_expire: Math.max(0, earnedBeforeThisYear - consumed) },
    projects: { completed: 0, in_prog: 0, lost: 0 },
    scans: { current_year: 0, completed: 0 },
  };
}

/** The caller's own company only: any other id answers 404, as if it did not exist. */
export async function ownCompanyPoints({ db, clock }: Deps, caller: Account, companyId: number): Promise<CompanyPointsSummary> {
  if (companyId !== caller.company.id) throw notFound();
  return companyPointsSummary(db, companyId, clock.now());
}
