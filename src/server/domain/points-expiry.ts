/**
 * Points expiry (docs/server.md "Points"): points expire on 31 December of the year after the
 * year they were earned (UTC), and whatever leaves the balance consumes the oldest points first.
 * So at the end of year Y what expires is what is left of the points earned before 1 January Y:
 * max(0, earned before Y - consumed until the end of Y), never more than the balance.
 *
 * The job writes one `points expired` entry per company and year end, stamped 31 December
 * 23:59:59.999 UTC. A partial unique index (points_ledger_expiry_once) makes a second writer, on
 * this instance or another, insert nothing; the company row lock orders the job against a
 * spending that races it. Every year end up to `asOf` is looked at, so a server that was down at
 * New Year catches up when it starts again.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { companies, pointsLedger } from '../db/schema';
import { ledgerEntryInsert } from './points-ledger';

export interface ExpiryReport {
  /** Companies that lost points now, and how many points in all. */
  companies: number;
  points: number;
}

const yearStart = (year: number) => new Date(Date.UTC(year, 0, 1));
/** When the points earned in the year before `boundaryYear` expire: the last instant of that year. */
export const expiryStamp = (boundaryYear: number) => new Date(yearStart(boundaryYear).getTime() - 1);

const sum = (condition: SQL) => sql<number>`coalesce(sum(${pointsLedger.points}) filter (where ${condition}), 0)`.mapWith(Number);

/** Sums of one year end: what was earned before the expiring year, what left the balance until the year end, the balance. */
function expirySums(earnedBefore: Date, boundary: Date) {
  const positive = sql`${pointsLedger.variation} = 'positive'`;
  return {
    earned: sum(sql`${positive} and ${pointsLedger.createdAt} < ${earnedBefore.toISOString()}::timestamptz`),
    consumed: sum(sql`not ${positive} and ${pointsLedger.createdAt} < ${boundary.toISOString()}::timestamptz`),
    balance: sql<number>`coalesce(sum(case when ${positive} then ${pointsLedger.points} else -${pointsLedger.points} end), 0)`.mapWith(Number),
  };
}

/** Writes the `points expired` entries due by `asOf`; running it again writes nothing. */
export async function expirePoints(db: Database, asOf: Date): Promise<ExpiryReport> {
  const report: ExpiryReport = { companies: 0, points: 0 };
  const [first] = await db
    .select({ at: sql<string | null>`min(${pointsLedger.createdAt})` })
    .from(pointsLedger)
    .where(eq(pointsLedger.variation, 'positive'));
  if (!first?.at) return report;
  // Points of year F expire at the end of F + 1: the first year end that can expire anything.
  for (let year = new Date(first.at).getUTCFullYear() + 2; year <= asOf.getUTCFullYear(); year += 1) {
    for (const companyId of await companiesWithPointsDue(db, year)) {
      const points = await expireCompanyPoints(db, companyId, year);
      if (points > 0) {
        report.companies += 1;
        report.points += points;
      }
    }
  }
  return report;
}

/** Companies with points left from before `boundaryYear - 1` and no expiry entry for that year end yet. */
async function companiesWithPointsDue(db: Database, boundaryYear: number): Promise<number[]> {
  const { earned, consumed, balance } = expirySums(yearStart(boundaryYear - 1), yearStart(boundaryYear));
  const stamp = expiryStamp(boundaryYear).toISOString();
  const rows = await db
    .select({ companyId: pointsLedger.companyId })
    .from(pointsLedger)
    .groupBy(pointsLedger.companyId)
    .having(sql`${earned} > ${consumed} and ${balance} > 0
      and not bool_or(${pointsLedger.reason} = 'points_expired' and ${pointsLedger.createdAt} = ${stamp}::timestamptz)`);
  return rows.map((row) => row.companyId);
}

/** One company's expiry at one year end, in a transaction holding the company row; answers the points expired. */
async function expireCompanyPoints(db: Database, companyId: number, boundaryYear: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const [sums] = await tx
      .select(expirySums(yearStart(boundaryYear - 1), yearStart(boundaryYear)))
      .from(pointsLedger)
      .where(eq(pointsLedger.companyId, companyId));
    const points = Math.min(Math.max(0, (sums?.earned ?? 0) - (sums?.consumed ?? 0)), sums?.balance ?? 0);
    if (points <= 0) return 0;
    const written = await ledgerEntryInsert(tx, {
      companyId, installerId: null, reason: 'points_expired', variation: 'expired', points, createdAt: expiryStamp(boundaryYear),
    })
      .onConflictDoNothing({ target: [pointsLedger.companyId, pointsLedger.createdAt], where: sql`${pointsLedger.reason} = 'points_expired'` })
      .returning({ id: pointsLedger.id });
    return written.length > 0 ? points : 0;
  });
}
