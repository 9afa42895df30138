/**
 * SPEC §3 "Company points summary" (GET /v1/company/points/{companyId}), derived from the points
 * ledger (DESIGN rule 6):
 *
 * - company_points: the balance, positive entries minus all others;
 * - points.completed: every positive entry; points.lost: every entry with reason 'reject' that
 *   takes points (a rejected order returns its points as a positive 'reject' entry);
 * - points.to_expire: points expire at the end of the calendar year after the year they were
 *   earned, and whatever leaves the balance (spent, reserved, expired) consumes the oldest points
 *   first. So what expires on 31 December of this year (UTC, by the clock) is what is left of the
 *   points earned before 1 January: max(0, earned before this year - everything consumed). It
 *   never exceeds the balance, which also holds this year's points.
 *
 * and from the company's projects and scans (statuses as of now, lost ones included):
 *
 * - projects: closed ones are completed; in progress and in review count as in_prog;
 * - points.in_prog: the max points of the projects in progress or in review (their scans not
 *   rejected, plus the survey bonus); points.lost adds the max points of lost projects and the
 *   base points of every rejected scan;
 * - scans.current_year: scans registered since 1 January (UTC), not rejected, outside lost
 *   projects; scans.windows_current_year: those of them that are roof windows (the club card's
 *   eligibility); scans.completed: the accepted scans of closed projects (those that earned points).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { CompanyPointsSummary } from '../../contract/points';
import { PROJECT_STATUS, SCAN_FLAG, type ProductType } from '../../contract/projects';
import type { Database } from '../db/database';
import { preparedFor } from '../db/prepared';
import { pointsLedger, products, projects, scans, serials } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import type { Account } from './accounts';
import { nowPlaceholder, projectPoints, projectStatusSql, scanTotals, totalsFields } from './projects';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const total = (condition: SQL) =>
  sql<number>`coalesce(sum(${pointsLedger.points}) filter (where ${condition}), 0)`.mapWith(Number);

const ledgerSums = preparedFor((db) => {
  const positive = sql`${pointsLedger.variation} = 'positive'`;
  return db
    .select({
      earned: total(positive),
      earnedBeforeThisYear: total(sql`${positive} and ${pointsLedger.createdAt} < ${sql.placeholder('yearStart')}::timestamptz`),
      consumed: total(sql`${pointsLedger.variation} <> 'positive'`),
      // A rejected order's points coming back are 'reject' too, but positive: nothing was lost.
      lost: total(sql`${pointsLedger.reason} = 'reject' and ${pointsLedger.variation} <> 'positive'`),
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.companyId, sql.placeholder('companyId')))
    .prepare('company_points_summary');
});

/** The product type whose scans make a company eligible for the club card (SPEC §9 "windows"). */
const CLUB_CARD_WINDOW_TYPE: ProductType = 'roof_window';

/** One row per project of the company: its status now, survey bonus, scan totals and this year's scans (and windows). */
const companyProjects = preparedFor((db) => {
  const totals = scanTotals(db);
  const thisYearsScan = sql`${scans.projectId} = ${projects.id} and ${scans.flag} <> ${sql.raw(String(SCAN_FLAG.rejected))}
    and ${scans.createdAt} >= ${sql.placeholder('yearStart')}::timestamptz`;
  return db
    .select({
      status: projectStatusSql(nowPlaceholder),
      surveyPoints: projects.surveyPoints,
      totals: totalsFields(totals),
      scansThisYear: sql<number>`(select count(*) from ${scans} where ${thisYearsScan})`.mapWith(Number),
      windowsThisYear: sql<number>`(select count(*) from ${scans}
        join ${serials} on ${serials.id} = ${scans.serialId} join ${products} on ${products.id} = ${serials.productId}
        where ${thisYearsScan} and ${products.type} = ${CLUB_CARD_WINDOW_TYPE})`.mapWith(Number),
    })
    .from(projects)
    .leftJoinLateral(totals, sql`true`)
    .where(eq(projects.companyId, sql.placeholder('companyId')))
    .prepare('company_project_figures');
});

type ProjectFigures = Pick<CompanyPointsSummary, 'projects' | 'scans'> & { pointsInProgress: number; pointsLost: number };

async function projectFigures(db: Database, companyId: number, now: Date, yearStart: string): Promise<ProjectFigures> {
  const figures: ProjectFigures = {
    projects: { completed: 0, in_prog: 0, lost: 0 },
    scans: { current_year: 0, completed: 0, windows_current_year: 0 },
    pointsInProgress: 0,
    pointsLost: 0,
  };
  for (const { status, surveyPoints, totals, scansThisYear, windowsThisYear } of await companyProjects(db).execute({ companyId, now: now.toISOString(), yearStart })) {
    const { max } = projectPoints(status, totals, surveyPoints);
    figures.pointsLost += totals.rejectedPoints;
    if (status === PROJECT_STATUS.closed) {
      figures.projects.completed += 1;
      figures.scans.completed += totals.acceptedScans;
    } else if (status === PROJECT_STATUS.lost) {
      figures.projects.lost += 1;
      figures.pointsLost += max;
    } else {
      figures.projects.in_prog += 1;
      figures.pointsInProgress += max;
    }
    if (status !== PROJECT_STATUS.lost) {
      figures.scans.current_year += scansThisYear;
      figures.scans.windows_current_year += windowsThisYear;
    }
  }
  return figures;
}

export async function companyPointsSummary(db: Database, companyId: number, now: Date): Promise<CompanyPointsSummary> {
  const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1)).toISOString();
  const [[sums], figures] = await Promise.all([
    ledgerSums(db).execute({ companyId, yearStart }),
    projectFigures(db, companyId, now, yearStart),
  ]);
  const { earned = 0, earnedBeforeThisYear = 0, consumed = 0, lost = 0 } = sums ?? {};
  return {
    company_points: earned - consumed,
    points: {
      completed: earned,
      in_prog: figures.pointsInProgress,
      lost: lost + figures.pointsLost,
      to_expire: Math.max(0, earnedBeforeThisYear - consumed),
    },
    projects: figures.projects,
    scans: figures.scans,
  };
}

/** The balance over a company's ledger entries: positive entries minus all others. */
export const balanceSum = sql<number>`coalesce(sum(case when ${pointsLedger.variation} = 'positive' then ${pointsLedger.points} else -${pointsLedger.points} end), 0)`;

/**
 * The balance alone, for a change that spends points: call it inside the transaction, after
 * locking the company row, so no other spend of the company runs between the check and the entry.
 */
export async function ledgerBalance(db: Database, companyId: number): Promise<number> {
  const [row] = await db
    .select({ balance: balanceSum.mapWith(Number) })
    .from(pointsLedger)
    .where(eq(pointsLedger.companyId, companyId));
  return row?.balance ?? 0;
}

/** The caller's own company only: any other id answers 404, as if it did not exist. */
export async function ownCompanyPoints({ db, clock }: Deps, caller: Account, companyId: number): Promise<CompanyPointsSummary> {
  if (companyId !== caller.company.id) throw notFound();
  return companyPointsSummary(db, companyId, clock.now());
}
