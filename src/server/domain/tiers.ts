/**
 * Tier programmes (SPEC §3 Tier, docs/server.md "Tiers"): a company's scans of the year, counted
 * per programme of its region, reach brackets; reaching one credits its points once a year. The
 * scan that reaches it credits it, in the scan's transaction, holding the company row so that
 * scans racing over a bracket edge count one after the other; the tier_credits key makes the
 * credit once-only whatever happens.
 */
import { and, asc, desc, eq, gte, ne, sql, type Placeholder } from 'drizzle-orm';
import { SCAN_FLAG, type ProductType, type WindowClass } from '../../contract/projects';
import { TIER_CATEGORY_PRODUCTS, type Tier, type TierBracket, type TierCategory } from '../../contract/rewards';
import type { Database } from '../db/database';
import { namedStatement, preparedFor } from '../db/prepared';
import { rowsOf } from '../db/rows';
import { pointsLedger, products, projects, scans, serials, tierBrackets, tierCredits, tierProgrammes } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import type { Account } from './accounts';

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
function scanCounts(db: Database, companyId: number | Placeholder<'companyId'>, since: Date | Placeholder<'since'>) {
  return db
    .select({ type: products.type, windowClass: products.windowClass, scans: sql<number>`count(*)`.mapWith(Number).as('scans') })
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

/** The brackets of the region's programmes that count this product: what a scan of it may reach. */
export type ReachableBrackets = (TierBracket & { id: number; category: TierCategory })[];

/** Read before the scan's transaction (programmes change only by the operator's import). */
export async function reachableBrackets(db: Database, regionId: number, product: ProductKind): Promise<ReachableBrackets> {
  const programmes = programmesFrom(await regionProgrammes(db).execute({ regionId }));
  return programmes
    .filter((programme) => countsProduct(programme.category, product))
    .flatMap((programme) => programme.brackets.map((bracket) => ({ ...bracket, category: programme.category })));
}

/** Bracket ids as one parameter (Drizzle would spread an array into one parameter per element). */
const idList = (brackets: readonly { id: number }[]) => sql`string_to_array(${brackets.map((bracket) => bracket.id).join(',')}, ',')::int[]`;

/**
 * creditReachedTiers' read: the brackets credited since `since` and, unless every `reachable` one
 * (ids joined by commas) is, the company's counts since then. Named: planned once per connection.
 */
const progressStatement = namedStatement<{ credited: number[]; counts: ScanCounts | null }>('tier_progress', (db) => sql`
  with credited as (
    select ${tierCredits.bracketId} as id from ${tierCredits}
    where ${tierCredits.companyId} = ${sql.placeholder('companyId')} and ${tierCredits.periodStart} = ${sql.placeholder('since')}::timestamptz
  )
  select coalesce((select array_agg(id) from credited), '{}') as credited,
    (select json_agg(json_build_object('type', type, 'windowClass', window_class, 'scans', scans))
      from (${scanCounts(db, sql.placeholder('companyId'), sql.placeholder('since'))}) counts
      where exists (select 1 from unnest(string_to_array(${sql.placeholder('reachable')}::text, ',')::int[]) reachable(id) where id not in (select id from credited))
    ) as counts`);

export interface ReachingScan {
  caller: Account;
  projectId: number;
  now: Date;
  /** reachableBrackets of the scan's product: not empty. */
  brackets: ReachableBrackets;
}

/**
 * Credits every bracket the scan just registered (inside `tx`) brought the company to; answers
 * the points credited. Call it with the company row locked (registerScan locks it with the scan's
 * insert), in a statement after that lock, so that scans racing over a bracket edge count one
 * after the other. One statement reads what is credited this year and, unless every reachable
 * bracket is, the company's counts; a bracket reached is credited with its ledger entry in one more.
 */
export async function creditReachedTiers(tx: Database, { caller, projectId, now, brackets }: ReachingScan): Promise<number> {
  const companyId = caller.company.id;
  const periodStart = yearStart(now);
  const [progress] = await progressStatement(tx, {
    companyId, since: periodStart.toISOString(), reachable: brackets.map((bracket) => bracket.id).join(','),
  });
  if (!progress?.counts) return 0;
  const credited = new Set(progress.credited);
  const counts = progress.counts;
  const reached = brackets.filter((bracket) => !credited.has(bracket.id) && bracket.from <= countFor(bracket.category, counts));
  if (reached.length === 0) return 0;
  const [result] = await rowsOf<{ points: number }>(tx, sql`
    with credited as (
      insert into ${tierCredits} (company_id, bracket_id, period_start, created_at)
      select ${companyId}::int, id, ${periodStart.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from unnest(${idList(reached)}) as reached(id)
      on conflict do nothing
      returning bracket_id
    ),
    entries as (
      insert into ${pointsLedger} (company_id, installer_id, reason, variation, points, project_id, tier_bracket_id, created_at)
      select ${companyId}::int, ${caller.user.id}::int, 'tier_reached', 'positive', b.points, ${projectId}::int, b.id, ${now.toISOString()}::timestamptz
      from credited join ${tierBrackets} b on b.id = credited.bracket_id
      returning points
    )
    select coalesce(sum(points), 0)::int as points from entries`);
  return result?.points ?? 0;
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
