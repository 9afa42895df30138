/**
 * Scan registration and removal (POST /v2/scans, DELETE /v2/scans/{uuid}) and the fraud rules
 * (docs/server.md "Projects and scans"):
 *
 * - a serial number is scanned once, across every company and region: the unique serial column
 *   of `scans` decides a race, never a check before the insert;
 * - an unknown serial is refused;
 * - an installer registers at most SCAN_RULES.perMinute scans a minute (429 beyond; the config's
 *   `rateLimits.scan`, RATE_LIMIT_SCANS_PER_INSTALLER, when set);
 * - a scan goes to review (flag 2) when its serial was sold for another region, or when the
 *   installer registered SCAN_RULES.burstScans or more within the last burst window.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  MAX_SCANS_PER_PROJECT,
  PROJECT_MESSAGES,
  SCAN_FLAG,
  SCAN_RULES,
  type NewScan,
  type ProductScan,
  type ScanFlag,
} from '../../contract/projects';
import { REGION_IDS } from '../../contract/regions';
import { addSeconds } from '../clock';
import { DEFAULT_RATE_LIMITS } from '../config';
import { namedStatement, preparedFor } from '../db/prepared';
import { companies, products, projects, scans, serials, type ScanFlagReason } from '../db/schema';
import type { Database } from '../db/database';
import type { AppDeps } from '../deps';
import { invalid, notFound } from '../http/errors';
import type { Account } from './accounts';
import { basePoints } from './product-catalogue';
import { acceptsScans, statusAt } from './project-lifecycle';
import { assertUuid, conflict, lockOwnProject, scanView, type ProjectRow, type ScanRow } from './projects';
import { creditReachedTiers, reachableBrackets } from './tiers';
import { hitRateLimit } from './rate-limits';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
/** The seed registers its demo scans without a config: the default limit. */
type ScanDeps = Deps & Partial<Pick<AppDeps, 'config'>>;

/**
 * Why a scan goes to review for its serial alone: sold for another region. (Serials registered
 * for "all regions" are sold everywhere.) The burst rule needs the installer's recent scans and
 * is applied by the insert (registerScan), after this one.
 */
function regionReason(projectRegionId: number, serialRegionId: number): ScanFlagReason | null {
  return serialRegionId !== projectRegionId && serialRegionId !== REGION_IDS.all ? 'other_region' : null;
}

/** A serial with its product; the same for every instance (serials are imported, never changed). */
const serialWithProduct = preparedFor((db) => db
  .select({ serial: serials, product: products })
  .from(serials)
  .innerJoin(products, eq(products.id, serials.productId))
  .where(eq(serials.serialNumber, sql.placeholder('serialNumber')))
  .prepare('serial_with_product'));

type FoundSerial = { serial: typeof serials.$inferSelect; product: typeof products.$inferSelect };

/** The serial, its product and the tier brackets a scan of it may reach; null for an unknown serial. */
async function lookUpSerial(db: Database, caller: Account, serialNumber: string) {
  const [found] = await serialWithProduct(db).execute({ serialNumber });
  if (!found) return null;
  return { ...found, brackets: await reachableBrackets(db, caller.company.regionId, found.product) };
}

const literal = (value: number) => sql.raw(String(value));

/** insertScan's statement: `reason` is the serial's own reason for review, or null. */
const insertStatement = namedStatement<{ project_scans: number; id: number | null; uuid: string | null; flag: ScanFlag | null; flag_reason: ScanFlagReason | null }>('insert_scan', sql`
  with company as materialized (
    select ${companies.id} from ${companies} where ${companies.id} = ${sql.placeholder('companyId')} and ${sql.placeholder('lockCompany')}::boolean for update
  ),
  counts as (
    select (select count(*) from ${scans} where ${scans.projectId} = ${sql.placeholder('projectId')})::int as project_scans,
      (select count(*) from ${scans} where ${scans.installerId} = ${sql.placeholder('userId')} and ${scans.createdAt} > ${sql.placeholder('burstStart')}::timestamptz)::int as recent_scans,
      (select count(*) from company) as locked
  ),
  flagged as (
    select counts.*, coalesce(${sql.placeholder('reason')}::text, case when recent_scans >= ${literal(SCAN_RULES.burstScans)} then 'burst' end) as reason from counts
  ),
  inserted as (
    insert into ${scans} (uuid, project_id, serial_id, installer_id, flag, flag_reason, points, created_at)
    select coalesce(${sql.placeholder('uuid')}::uuid, gen_random_uuid()), ${sql.placeholder('projectId')}::int, ${sql.placeholder('serialId')}::int, ${sql.placeholder('userId')}::int,
      case when reason is null then ${literal(SCAN_FLAG.accepted)} else ${literal(SCAN_FLAG.inReview)} end::smallint, reason, ${sql.placeholder('points')}::int, ${sql.placeholder('now')}::timestamptz
    from flagged where project_scans < ${literal(MAX_SCANS_PER_PROJECT)} and locked >= 0
    on conflict (serial_id) do nothing
    returning id, uuid, flag, flag_reason
  )
  select flagged.project_scans, inserted.* from flagged left join inserted on true`);

/**
 * The scan's insert in one statement, once the project row is locked: the company row locked
 * too when the scan may reach a tier bracket (after the project, as every writer of both does),
 * the project's scans counted (none can be added meanwhile), the installer's recent ones counted
 * (committed ones: two scans racing may both count one short, which a burst survives) for the
 * burst rule, and the scan written unless the project is full; a serial scanned meanwhile
 * inserts nothing (the unique serial decides).
 */
async function insertScan(tx: Database, caller: Account, project: ProjectRow, found: FoundSerial, lockCompany: boolean, uuid: string | undefined, now: Date) {
  const points = basePoints(project.regionId, found.product.windowClass);
  const [row] = await insertStatement(tx, {
    companyId: caller.company.id, lockCompany, projectId: project.id, userId: caller.user.id,
    burstStart: addSeconds(now, -SCAN_RULES.burstWindowSeconds).toISOString(), reason: regionReason(project.regionId, found.serial.regionId),
    uuid: uuid ?? null, serialId: found.serial.id, points, now: now.toISOString(),
  });
  if (!row) throw new Error('The scan statement answered nothing');
  if (row.project_scans >= MAX_SCANS_PER_PROJECT) throw conflict(PROJECT_MESSAGES.tooManyScans);
  if (row.id === null || row.uuid === null || row.flag === null) throw invalid({ serial_number: [PROJECT_MESSAGES.serialTaken] });
  const scan: ScanRow['scan'] = {
    id: row.id, uuid: row.uuid, projectId: project.id, serialId: found.serial.id, installerId: caller.user.id,
    flag: row.flag, flagReason: row.flag_reason, rejectionReason: null, points, survey: [], createdAt: now, decidedAt: null,
  };
  return scan;
}

/** POST /v2/scans: registers a serial in one of the caller's company's projects in progress. */
export async function registerScan({ db, clock, config }: ScanDeps, caller: Account, { project_uuid, serial_number, uuid }: NewScan): Promise<ProductScan> {
  const now = clock.now();
  // Counted before anything else, so refused scans count too: probing for serials costs the same.
  // The serial is looked up meanwhile; an unknown one is refused where it always was, after the project's checks.
  const [, found] = await Promise.all([
    hitRateLimit(db, 'scan', String(caller.user.id), config?.rateLimits.scan ?? DEFAULT_RATE_LIMITS.scan, now),
    lookUpSerial(db, caller, serial_number),
  ]);
  return db.transaction(async (tx) => {
    // The lock orders this scan against a survey, a delete or another scan of the same project.
    const project = await lockOwnProject(tx, caller, project_uuid);
    // A repeated request (same client uuid) answers what the first one registered, whatever
    // happened to the project since: the client only learns that its scan arrived.
    const replayed = uuid === undefined ? null : await registeredScan(tx, uuid);
    if (replayed) {
      if (replayed.scan.projectId !== project.id || replayed.serialNumber !== serial_number) {
        throw invalid({ uuid: [PROJECT_MESSAGES.scanIdTaken] });
      }
      return scanView(replayed, false);
    }
    if (!acceptsScans(statusAt(project.status, project.deadline, now))) throw conflict(PROJECT_MESSAGES.notInProgress);
    if (!found) throw invalid({ serial_number: [PROJECT_MESSAGES.unknownSerial] });
    const reachesTiers = found.brackets.length > 0;
    const scan = await insertScan(tx, caller, project, found, reachesTiers, uuid, now);
    if (reachesTiers) await creditReachedTiers(tx, { caller, projectId: project.id, now, brackets: found.brackets });
    // Flags stay hidden while the project is in progress (SPEC §4), also from whoever scanned.
    return scanView({ scan, serialNumber: found.serial.serialNumber, product: found.product }, false);
  });
}

/** The scan with this uuid, its serial and product, in any company; null when there is none. */
async function registeredScan(tx: Database, uuid: string): Promise<ScanRow | null> {
  const [row] = await tx
    .select({ scan: scans, serialNumber: serials.serialNumber, product: products })
    .from(scans)
    .innerJoin(serials, eq(serials.id, scans.serialId))
    .innerJoin(products, eq(products.id, serials.productId))
    .where(eq(scans.uuid, uuid));
  return row ?? null;
}

/** DELETE /v2/scans/{uuid}: only while its project is in progress (SPEC §4); the serial can be scanned again. */
export async function removeScan({ db, clock }: Deps, caller: Account, uuid: string): Promise<void> {
  assertUuid(uuid);
  await db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ projectUuid: projects.uuid })
      .from(scans)
      .innerJoin(projects, eq(projects.id, scans.projectId))
      .where(and(eq(scans.uuid, uuid), eq(projects.companyId, caller.company.id)));
    if (!owned) throw notFound();
    const project = await lockOwnProject(tx, caller, owned.projectUuid);
    if (!acceptsScans(statusAt(project.status, project.deadline, clock.now()))) throw conflict(PROJECT_MESSAGES.notInProgress);
    const removed = await tx.delete(scans).where(and(eq(scans.uuid, uuid), eq(scans.projectId, project.id))).returning({ id: scans.id });
    // Removed meanwhile by a request that held the lock first.
    if (removed.length === 0) throw notFound();
  });
}
