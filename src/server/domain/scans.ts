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
} from '../../contract/projects';
import { REGION_IDS } from '../../contract/regions';
import { addSeconds } from '../clock';
import { DEFAULT_RATE_LIMITS } from '../config';
import { products, projects, scans, serials, type ScanFlagReason } from '../db/schema';
import type { Database } from '../db/database';
import type { AppDeps } from '../deps';
import { invalid, notFound } from '../http/errors';
import type { Account } from './accounts';
import { basePoints } from './product-catalogue';
import { acceptsScans, statusAt } from './project-lifecycle';
import { assertUuid, conflict, lockProject, ownProject, scanView, type ScanRow } from './projects';
import { creditReachedTiers } from './tiers';
import { hitRateLimit } from './rate-limits';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
/** The seed registers its demo scans without a config: the default limit. */
type ScanDeps = Deps & Partial<Pick<AppDeps, 'config'>>;

/** Why a scan goes to review, or null when nothing about it looks wrong. */
export function reviewReason(projectRegionId: number, serialRegionId: number, recentScans: number): ScanFlagReason | null {
  // Serials registered for "all regions" are sold everywhere.
  if (serialRegionId !== projectRegionId && serialRegionId !== REGION_IDS.all) return 'other_region';
  if (recentScans >= SCAN_RULES.burstScans) return 'burst';
  return null;
}

/** POST /v2/scans: registers a serial in one of the caller's company's projects in progress. */
export async function registerScan({ db, clock, config }: ScanDeps, caller: Account, { project_uuid, serial_number, uuid }: NewScan): Promise<ProductScan> {
  const now = clock.now();
  // Counted before anything else, so refused scans count too: probing for serials costs the same.
  await hitRateLimit(db, 'scan', String(caller.user.id), config?.rateLimits.scan ?? DEFAULT_RATE_LIMITS.scan, now);
  return db.transaction(async (tx) => {
    // The lock orders this scan against a survey, a delete or another scan of the same project.
    const project = await lockProject(tx, ownProject(caller, project_uuid));
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
    const burstStart = addSeconds(now, -SCAN_RULES.burstWindowSeconds).toISOString();
    // One round trip: the serial, its product, the project's scans, and the installer's recent
    // ones (committed ones: two scans racing may both count one short, which a burst survives).
    const [found] = await tx
      .select({
        serial: serials,
        product: products,
        projectScans: sql<number>`(select count(*) from ${scans} where ${scans.projectId} = ${project.id})`.mapWith(Number),
        recentScans: sql<number>`(select count(*) from ${scans}
          where ${scans.installerId} = ${caller.user.id} and ${scans.createdAt} > ${burstStart}::timestamptz)`.mapWith(Number),
      })
      .from(serials)
      .innerJoin(products, eq(products.id, serials.productId))
      .where(eq(serials.serialNumber, serial_number));
    if (!found) throw invalid({ serial_number: [PROJECT_MESSAGES.unknownSerial] });
    if (found.projectScans >= MAX_SCANS_PER_PROJECT) throw conflict(PROJECT_MESSAGES.tooManyScans);
    const reason = reviewReason(project.regionId, found.serial.regionId, found.recentScans);
    const [scan] = await tx
      .insert(scans)
      .values({
        ...(uuid === undefined ? {} : { uuid }),
        projectId: project.id,
        serialId: found.serial.id,
        installerId: caller.user.id,
        flag: reason ? SCAN_FLAG.inReview : SCAN_FLAG.accepted,
        flagReason: reason,
        points: basePoints(project.regionId, found.product.windowClass),
        createdAt: now,
      })
      // A racing insert of the same serial waits for this one; whoever comes second inserts nothing.
      .onConflictDoNothing({ target: scans.serialId })
      .returning();
    if (!scan) throw invalid({ serial_number: [PROJECT_MESSAGES.serialTaken] });
    await creditReachedTiers(tx, { caller, projectId: project.id, product: found.product, now });
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
    const project = await lockProject(tx, ownProject(caller, owned.projectUuid));
    if (!acceptsScans(statusAt(project.status, project.deadline, clock.now()))) throw conflict(PROJECT_MESSAGES.notInProgress);
    const removed = await tx.delete(scans).where(and(eq(scans.uuid, uuid), eq(scans.projectId, project.id))).returning({ id: scans.id });
    // Removed meanwhile by a request that held the lock first.
    if (removed.length === 0) throw notFound();
  });
}
