/**
 * Tier programmes (SPEC §3 Tier, docs/server.md "Tiers"): a company's scans of the year, counted
 * per programme of its region, reach brackets; reaching one credits its points once a year. The
 * scan that reaches it credits it, in the scan's transaction, holding the company row so that
 * scans racing over a bracket edge count one after the other; the tier_credits key makes the
 * credit once-only whatever happens.
 */
import { and, asc, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { SCAN_FLAG, type ProductType, type WindowClass } from '../../contract/projects';
import { TIER_CATEGORY_PRODUCTS, type Tier, type TierBracket, type TierCategory } from '../../contract/rewards';
import type { Database } from '../db/database';
import { preparedFor } from '../db/prepared';
import { companies, products, projects, scans, serials, tierBrackets, tierCredits, tierProgrammes } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import type { Account } from './accounts';
import { appendLedgerEntry } from './points-ledger';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const yearStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
const nextYearStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear() + 1, 0, 1));

interface ProductKind {
  type: ProductType;
  windowClass: WindowClass | null;
}

export const countsProduct = (category: TierCategory, { type, windowClass }: ProductKind): boolean => {
  const { types, windowClasses } = TIER_CATEGORY_PRODUCTS[category];
  return types.includes(type) && (!windowClasses || (windowClass !== null && windowClasses.includes(windowClass)));
};

interface Programme {
  id: number;
  category: TierCategory;
  brackets: (TierBracket & { id: number })[];
}

const programmeQuery = (db: Database) => db
  .select({
    id: tierProgrammes.id, category: tierProgrammes.category,
    bracketId: tierBrackets.id, level: tierBrackets.level, from: tierBrackets.from, to: tierBrackets.to, points: tierBrackets.points,
  })
  .from(tierProgrammes)
  .innerJoin(tierBrackets, eq(tierBrackets.programmeId, tierProgrammes.id))
  .orderBy(asc(tierProgrammes.category), asc(tierBrackets.level))
  .$dynamic();

type ProgrammeRow = Awaited<ReturnType<typeof programmeQuery>>[number];

const regionProgrammes = preparedFor((db) => programmeQuery(db).where(eq(tierProgrammes.regionId, sql.placeholder('regionId'))).prepare('tier_programmes_of_region'));

/** The programmes with their brackets, lowest level first. */
function programmesFrom(rows: ProgrammeRow[]): Programme[] {
  const byId = new Map<number, Programme>();
  for (const { id, category, bracketId, ...bracket } of rows) {
    const programme = byId.get(id) ?? { id, category: category as TierCategory, brackets: [] };
    programme.brackets.push({ id: bracketId, ...bracket });
    byId.set(id, programme);
  }
  return [...byId.values()];
}

const withoutId = ({ id: _id, ...bracket }: TierBracket & { id: number }): TierBracket => bracket;

/** The company's scans since `since` that count (not rejected), by product kind. */
function scanCounts(db: Database, companyId: number, since: Date) {
  return db
    .select({ type: products.type, windowClass: products.windowClass, scans: sql<number>`count(*)`.mapWith(Number) })
    .from(scans)
    .innerJoin(projects, eq(projects.id, scans.projectId))
    .innerJoin(serials, eq(serials.id, scans.serialId))
    .innerJoin(products, eq(products.id, serials.productId))
    .where(and(eq(projects.companyId, companyId), ne(scans.flag, SCAN_FLAG.rejected), gte(scans.createdAt, since)))
    .groupBy(products.type, products.windowClass);
}

type ScanCounts = Awaited<ReturnType<typeof scanCounts>>;

const countFor = (category: TierCategory, counts: ScanCounts) =>
  counts.reduce((sum, row) => sum + (countsProduct(category, row) ? row.scans : 0), 0);

export interface ReachingScan {
  caller: Account;
  projectId: number;
  product: ProductKind;
  now: Date;
}

/** Credits every bracket the scan just registered (inside `tx`) brought the company to; answers the points credited. */
export async function creditReachedTiers(tx: Database, { caller, projectId, product, now }: ReachingScan): Promise<number> {
  const companyId = caller.company.id;
  const rows = await programmeQuery(tx).where(eq(tierProgrammes.regionId, caller.company.regionId));
  const programmes = programmesFrom(rows).filter((p) => countsProduct(p.category, product));
  if (programmes.length === 0) return 0;
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  const periodStart = yearStart(now);
  const counts = await scanCounts(tx, companyId, periodStart);
  let credited = 0;
  for (const programme of programmes) {
    const progress = countFor(programme.category, counts);
    for (const bracket of programme.brackets.filter((b) => b.from <= progress)) {
      const inserted = await tx
        .insert(tierCredits)
        .values({ companyId, bracketId: bracket.id, periodStart, createdAt: now })
        .onConflictDoNothing()
        .returning({ bracketId: tierCredits.bracketId });
      if (inserted.length === 0) continue;
      await appendLedgerEntry(tx, {
        companyId, installerId: caller.user.id, reason: 'tier_reached', variation: 'positive', points: bracket.points, projectId, tierBracketId: bracket.id, createdAt: now,
      });
      credited += bracket.points;
    }
  }
  return credited;
}

/** GET /v2/tiers: the programmes of the caller's region with the company's progress this year. */
export async function listTiers({ db, clock }: Deps, caller: Account, regionId: number): Promise<Tier[]> {
  if (regionId !== caller.company.regionId) throw notFound();
  const now = clock.now();
  const [rows, counts] = await Promise.all([regionProgrammes(db).execute({ regionId }), scanCounts(db, caller.company.id, yearStart(now))]);
  return programmesFrom(rows).map(({ id, category, brackets: withIds }) => {
    const brackets = withIds.map(withoutId);
    const progress = countFor(category, counts);
    const reached = brackets.filter((b) => b.from <= progress).at(-1) ?? null;
    const next = brackets.find((b) => b.from > progress) ?? null;
    return {
      tier_definition: { id, tier_category: category },
      tier_bracket: reached,
      progress,
      next_bracket_points: next?.points ?? null,
      reset_at: nextYearStart(now).toISOString(),
      brackets,
    };
  });
}

/** GET /v2/tiers/history: the brackets the caller's own company reached, newest first. */
export async function tiersHistory({ db }: Pick<AppDeps, 'db'>, caller: Account, companyId: number) {
  if (companyId !== caller.company.id) throw notFound();
  const rows = await db
    .select({
      id: tierProgrammes.id, category: tierProgrammes.category,
      level: tierBrackets.level, from: tierBrackets.from, to: tierBrackets.to, points: tierBrackets.points,
      reachedAt: tierCredits.createdAt,
    })
    .from(tierCredits)
    .innerJoin(tierBrackets, eq(tierBrackets.id, tierCredits.bracketId))
    .innerJoin(tierProgrammes, eq(tierProgrammes.id, tierBrackets.programmeId))
    .where(eq(tierCredits.companyId, companyId))
    .orderBy(desc(tierCredits.createdAt), desc(tierBrackets.level));
  return rows.map(({ id, category, reachedAt, ...bracket }) => ({
    tier_definition: { id, tier_category: category as TierCategory },
    tier_bracket: bracket,
    reached_at: reachedAt.toISOString(),
  }));
}
