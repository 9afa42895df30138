/**
 * The console's review queue (issue 27 §2): projects in review inside the member's regions, oldest
 * first, with their flagged scans and why; and one project with all its scans. The decisions are
 * reviewProjectScans (projects.ts), the operator command's own function.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { PROJECT_STATUS, PROJECT_STATUS_NAMES, SCAN_FLAG } from '../../contract/projects';
import { regionById } from '../../contract/regions';
import { STAFF_LIST_PAGE_SIZE } from '../../contract/staff';
import type { ReviewProjectView, ReviewQueuePage } from '../../contract/staff-review';
import type { Database } from '../db/database';
import { companies, products, projects, scans, serials, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import type { CompanyRow } from './accounts';
import { assertUuid, projectAddress, type ProjectRow } from './projects';
import { statusAt } from './project-lifecycle';
import { inStaffRegions, type StaffScope } from './staff-scope';
import { uiLanguage } from '../reference/notification-texts';

const companyView = (company: CompanyRow) => ({ uuid: company.uuid, name: company.name, region: regionById(company.regionId)?.slug ?? '' });
const inReviewSince = (project: ProjectRow) => project.surveyPostedAt?.toISOString() ?? null;

/** GET /staff/v1/review: the projects waiting for a decision, the longest-waiting first. */
export async function reviewQueue(db: Database, scope: StaffScope, page: number): Promise<ReviewQueuePage> {
  const where = and(eq(projects.status, PROJECT_STATUS.inReview), inStaffRegions(scope));
  const limit = STAFF_LIST_PAGE_SIZE;
  const [rows, [counted]] = await Promise.all([
    db.select({ project: projects, company: companies })
      .from(projects)
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .where(where)
      .orderBy(asc(projects.surveyPostedAt), asc(projects.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(projects).innerJoin(companies, eq(companies.id, projects.companyId)).where(where),
  ]);
  const ids = rows.map((row) => row.project.id);
  const scanRows = ids.length === 0 ? [] : await db
    .select({ projectId: scans.projectId, uuid: scans.uuid, flag: scans.flag, reason: scans.flagReason, serialNumber: serials.serialNumber })
    .from(scans)
    .innerJoin(serials, eq(serials.id, scans.serialId))
    .where(inArray(scans.projectId, ids))
    .orderBy(asc(scans.createdAt), asc(scans.id));
  const total = counted?.total ?? 0;
  return {
    data: rows.map(({ project, company }) => {
      const own = scanRows.filter((scan) => scan.projectId === project.id);
      return {
        uuid: project.uuid,
        name: project.name,
        address: projectAddress(project),
        company: companyView(company),
        in_review_since: inReviewSince(project),
        scans: own.length,
        flagged: own.filter((scan) => scan.flag === SCAN_FLAG.inReview).map((scan) => ({ uuid: scan.uuid, serial_number: scan.serialNumber, reason: scan.reason })),
      };
    }),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total },
  };
}

/** GET /staff/v1/review/{project}: one project of the member's regions, in any status, with every scan; 404 otherwise. */
export async function reviewProject({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, scope: StaffScope, uuid: string): Promise<ReviewProjectView> {
  assertUuid(uuid);
  const [row] = await db.select({ project: projects, company: companies, creatorLanguageId: users.languageId })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .innerJoin(users, eq(users.id, projects.creatorId))
    .where(and(eq(projects.uuid, uuid), inStaffRegions(scope)));
  if (!row) throw notFound();
  const { project, company, creatorLanguageId } = row;
  const scanRows = await db
    .select({ scan: scans, serialNumber: serials.serialNumber, product: products, installer: { name: users.name, surname: users.surname } })
    .from(scans)
    .innerJoin(serials, eq(serials.id, scans.serialId))
    .innerJoin(products, eq(products.id, serials.productId))
    .innerJoin(users, eq(users.id, scans.installerId))
    .where(eq(scans.projectId, project.id))
    .orderBy(asc(scans.createdAt), asc(scans.id));
  const status = statusAt(project.status, project.deadline, clock.now());
  return {
    uuid: project.uuid,
    name: project.name,
    address: projectAddress(project),
    status: { id: status, name: PROJECT_STATUS_NAMES[status] },
    company: companyView(company),
    creator_language: uiLanguage(creatorLanguageId),
    in_review_since: inReviewSince(project),
    scans: scanRows.map(({ scan, serialNumber, product, installer }) => ({
      uuid: scan.uuid,
      serial_number: serialNumber,
      type: product.type,
      size: product.size,
      points: scan.points,
      created_at: scan.createdAt.toISOString(),
      installer: `${installer.name} ${installer.surname}`.trim(),
      flag: scan.flag,
      flag_reason: scan.flagReason,
      rejection_reason: scan.rejectionReason,
      decided_at: scan.decidedAt?.toISOString() ?? null,
    })),
  };
}
