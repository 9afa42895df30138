/**
 * Projects (SPEC §2 Projects, §3, §4, §7): list, create, read, delete, the project survey, the
 * review of flagged scans and the closing that credits the points. Every query a member makes is
 * scoped to the member's company: another company's project, like an unknown or malformed uuid,
 * answers 404. Status changes follow the table in project-lifecycle.ts and happen with the
 * project row locked, so a close runs once however many requests race for it (DESIGN rule 6).
 */
import { and, asc, count, desc, eq, inArray, isNull, lte, sql, sum, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { NotificationType } from '../../contract/notifications';
import type { PointsReason } from '../../contract/points';
import {
  PROJECT_MESSAGES,
  PROJECT_STATUS,
  PROJECT_STATUS_NAMES,
  SCAN_FLAG,
  productNeedsSurvey,
  projectSurveyProblems,
  type NewProject,
  type ProductScan,
  type Project,
  type ProjectEarnings,
  type ProjectStatusId,
  type ProjectSummary,
  type ProjectSurveyResponse,
  type ProjectsPage,
  type ProjectsQuery,
} from '../../contract/projects';
import { addSeconds } from '../clock';
import type { Database } from '../db/database';
import { preparedFor } from '../db/prepared';
import { companies, pointsLedger, products, projects, scans, serials, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiFailure, invalid, notFound } from '../http/errors';
import { projectClosedText, projectInReviewText, projectLostText, scansRejectedText, type NotificationText } from '../reference/project-notification-texts';
import { projectRulesOf } from '../reference/regional-data';
import type { Account } from './accounts';
import { recordAudit, type AuditActor } from './audit';
import { createNotification } from './notifications';
import { appendLedgerEntries, type LedgerEntry } from './points-ledger';
import { storedSerial } from './product-catalogue';
import { afterSurvey, nextStatus, showsScanFlags, statusAt } from './project-lifecycle';
import { inStaffRegions, type StaffScope } from './staff-scope';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
export type ProjectRow = typeof projects.$inferSelect;

const DAY_SECONDS = 24 * 60 * 60;
const { inProgress, closed, lost, inReview } = PROJECT_STATUS;

/** A refused change of state: the project is not where the request needs it. */
export const conflict = (message: string) => new ApiFailure(409, message);

const Uuid = v.pipe(v.string(), v.uuid());
/** A malformed uuid names nothing (and would fail in SQL): 404, like an unknown one. */
export function assertUuid(uuid: string): void {
  if (!v.is(Uuid, uuid)) throw notFound();
}


/** The project row, locked until the transaction ends; 404 when there is none. */
export async function lockProject(tx: Database, where: SQL | undefined): Promise<ProjectRow> {
  const [row] = await tx.select().from(projects).where(where).for('update');
  if (!row) throw notFound();
  return row;
}

/** lockProject of the caller's company's project: a named statement, planned once per connection (a scan's hot path). */
export async function lockOwnProject(tx: Database, caller: Account, uuid: string): Promise<ProjectRow> {
  assertUuid(uuid);
  const [row] = await tx.select().from(projects)
    .where(and(eq(projects.uuid, sql.placeholder('uuid')), eq(projects.companyId, sql.placeholder('companyId'))))
    .for('update')
    .prepare('lock_own_project')
    .execute({ uuid, companyId: caller.company.id });
  if (!row) throw notFound();
  return row;
}

const literal = (value: number) => sql.raw(String(value));

/** The status at `now` in SQL, the lifecycle's statusAt: an open project past its deadline is lost. */
export function projectStatusSql(now: SQL): SQL<ProjectStatusId> {
  return sql<ProjectStatusId>`(case when ${projects.status} = ${literal(inProgress)} and ${projects.deadline} <= ${now} then ${literal(lost)} else ${projects.status} end)`
    .mapWith(Number) as SQL<ProjectStatusId>;
}

/** `now` of a prepared statement, as an ISO text parameter. */
export const nowPlaceholder = sql`${sql.placeholder('now')}::timestamptz`;

const scanSum = (condition: SQL, name: string) =>
  sql<number>`coalesce(sum(${scans.points}) filter (where ${condition}), 0)`.mapWith(Number).as(name);
const scanCount = (condition: SQL, name: string) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number).as(name);
const notRejected = sql`${scans.flag} <> ${literal(SCAN_FLAG.rejected)}`;
const accepted = sql`${scans.flag} = ${literal(SCAN_FLAG.accepted)}`;

/** Per-project sums over its scans, joined laterally to each project row. */
export function scanTotals(db: Database) {
  return db
    .select({
      scans: sql<number>`count(*)`.mapWith(Number).as('scans'),
      openPoints: scanSum(notRejected, 'open_points'),
      openScans: scanCount(notRejected, 'open_scans'),
      acceptedPoints: scanSum(accepted, 'accepted_points'),
      acceptedScans: scanCount(accepted, 'accepted_scans'),
      rejectedPoints: scanSum(sql`${scans.flag} = ${literal(SCAN_FLAG.rejected)}`, 'rejected_points'),
    })
    .from(scans)
    .where(eq(scans.projectId, projects.id))
    .as('totals');
}

/** The fields of scanTotals, to select as one `totals` object. */
export function totalsFields(totals: ReturnType<typeof scanTotals>) {
  return {
    scans: totals.scans,
    openPoints: totals.openPoints,
    openScans: totals.openScans,
    acceptedPoints: totals.acceptedPoints,
    acceptedScans: totals.acceptedScans,
    rejectedPoints: totals.rejectedPoints,
  };
}

export interface ScanTotals {
  scans: number;
  /** Points and count of the scans not rejected. */
  openPoints: number;
  openScans: number;
  acceptedPoints: number;
  acceptedScans: number;
  rejectedPoints: number;
}

/**
 * SPEC §3 available and max points. `max`: every scan not rejected plus the survey bonus (when
 * any such scan exists). `available`: what the project earns for sure: while it is in progress
 * the same (flags are not shown yet), in review only the accepted scans, 0 once it is lost.
 */
export function projectPoints(status: ProjectStatusId, totals: ScanTotals, surveyPoints: number): { available: number; max: number } {
  const withBonus = (points: number, counted: number) => points + (counted > 0 ? surveyPoints : 0);
  const max = withBonus(totals.openPoints, totals.openScans);
  if (status === lost) return { available: 0, max };
  if (status === inReview) return { available: withBonus(totals.acceptedPoints, totals.acceptedScans), max };
  return { available: max, max };
}

/** Project, status at `now`, scan totals and creator: one row per project. */
function summaries(db: Database) {
  const totals = scanTotals(db);
  return db
    .select({
      project: projects,
      status: projectStatusSql(nowPlaceholder),
      totals: totalsFields(totals),
      creator: { id: users.id, name: users.name, surname: users.surname },
      /** Rows the page query matched before its limit: the list's total, read with its first page. */
      matching: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.creatorId))
    .leftJoinLateral(totals, sql`true`);
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

/** The company's projects as one page, newest first; `status` 0 means any, `creatorId` 0 anyone's. */
const projectsPage = preparedFor((db) => summaries(db)
  .where(and(
    eq(projects.companyId, sql.placeholder('companyId')),
    sql`(${sql.placeholder('creatorId')}::integer = 0 or ${projects.creatorId} = ${sql.placeholder('creatorId')}::integer)`,
    sql`(${sql.placeholder('status')}::integer = 0 or ${projectStatusSql(nowPlaceholder)} = ${sql.placeholder('status')}::integer)`,
  ))
  // The id breaks ties between projects created at the same moment, so pages never overlap.
  .orderBy(desc(projects.createdAt), desc(projects.id))
  .limit(sql.placeholder('limit'))
  .offset(sql.placeholder('offset'))
  .prepare('projects_page'));

const oneProject = preparedFor((db) => summaries(db)
  .where(and(eq(projects.uuid, sql.placeholder('uuid')), eq(projects.companyId, sql.placeholder('companyId'))))
  .prepare('project_by_uuid'));

const projectScans = preparedFor((db) => db
  .select({ scan: scans, serialNumber: serials.serialNumber, product: products })
  .from(scans)
  .innerJoin(serials, eq(serials.id, scans.serialId))
  .innerJoin(products, eq(products.id, serials.productId))
  .where(eq(scans.projectId, sql.placeholder('projectId')))
  .orderBy(asc(scans.createdAt), asc(scans.id))
  .prepare('project_scans'));

export type ScanRow = Awaited<ReturnType<ReturnType<typeof projectScans>['execute']>>[number];

export function scanView({ scan, serialNumber, product }: ScanRow, showFlags: boolean): ProductScan {
  return {
    uuid: scan.uuid,
    id: scan.id,
    serial_number: serialNumber,
    type: product.type,
    size: product.size,
    variant: product.variant,
    window_class: product.windowClass,
    points: scan.points,
    created_at: scan.createdAt.toISOString(),
    flag: showFlags ? scan.flag : null,
    rejection_reason: showFlags && scan.flag === SCAN_FLAG.rejected ? scan.rejectionReason : null,
    needs_survey: productNeedsSurvey(product.type),
    survey: scan.survey.map((answer) => ({ uuid: scan.uuid, ...answer })),
  };
}

function daysLeft(deadline: Date, now: Date): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / (DAY_SECONDS * 1000)));
}

function summaryView({ project, status, totals, creator }: Omit<SummaryRow, 'matching'>, now: Date): ProjectSummary {
  const points = projectPoints(status, totals, project.surveyPoints);
  return {
    uuid: project.uuid,
    id: project.id,
    name: project.name,
    street_name: project.street,
    house_number: project.houseNumber,
    city: project.city,
    postal_code: project.postalCode,
    created_at: project.createdAt.toISOString(),
    deadline: project.deadline.toISOString(),
    days_left: status === inProgress ? daysLeft(project.deadline, now) : null,
    status: { id: status, name: PROJECT_STATUS_NAMES[status] },
    available_points: points.available,
    max_points: points.max,
    survey_points: project.surveyPoints,
    products_count: totals.scans,
    creator,
  };
}

/** The address as notifications name the project: "ul. Lipowa 8, 30-702 Kraków". */
export function projectAddress(project: Pick<ProjectRow, 'street' | 'houseNumber' | 'postalCode' | 'city'>): string {
  const street = [project.street, project.houseNumber].filter(Boolean).join(' ');
  return `${street}, ${[project.postalCode, project.city].filter(Boolean).join(' ')}`;
}

/** GET /v1/project. */
export async function listProjects({ db, clock }: Deps, caller: Account, query: ProjectsQuery): Promise<ProjectsPage> {
  const now = clock.now();
  const filter = {
    companyId: caller.company.id,
    creatorId: query.constrainTo === 'mine' ? caller.user.id : 0,
    // Status 4 reads "in progress" (SPEC §4) and is never stored: it asks for the projects in progress.
    status: query.status === PROJECT_STATUS.surveyPosted ? inProgress : (query.status ?? 0),
    now: now.toISOString(),
  };
  const page = (limit: number, offset: number) => projectsPage(db).execute({ ...filter, limit, offset });
  const rows = await page(query.limit, (query.page - 1) * query.limit);
  let total = rows[0]?.matching ?? 0;
  // A page past the end has no row to carry the total: the first row has it.
  if (rows.length === 0 && query.page > 1) total = (await page(1, 0))[0]?.matching ?? 0;
  return {
    data: rows.map((row) => summaryView(row, now)),
    meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.limit)), per_page: query.limit, total },
  };
}

const projectsOpened = preparedFor((db) => db
  .select({ opened: count() })
  .from(projects)
  // The company first: its index finds the user's projects among the company's.
  .where(and(eq(projects.companyId, sql.placeholder('companyId')), eq(projects.creatorId, sql.placeholder('userId'))))
  .prepare('projects_opened'));

/**
 * The user's projects_count (SPEC §3 User): the projects this user opened, in any status. It is a
 * field of the user like contribute_points; the company's project figures are the points
 * summary's (company-points.ts). A deleted project no longer counts.
 */
export async function projectsOpenedBy(db: Database, caller: Account): Promise<number> {
  const [row] = await projectsOpened(db).execute({ companyId: caller.company.id, userId: caller.user.id });
  return row?.opened ?? 0;
}

/** GET /v1/project/{uuid}: the project, its scans and its survey. */
export async function getProject({ db, clock }: Deps, caller: Account, uuid: string): Promise<Project> {
  assertUuid(uuid);
  const now = clock.now();
  const [row] = await oneProject(db).execute({ uuid, companyId: caller.company.id, now: now.toISOString() });
  if (!row) throw notFound();
  const scanRows = await projectScans(db).execute({ projectId: row.project.id });
  const productScans = scanRows.map((scan) => scanView(scan, showsScanFlags(row.status)));
  return {
    ...summaryView(row, now),
    products: productScans,
    survey: productScans.flatMap((scan) => scan.survey),
    survey_posted_at: row.project.surveyPostedAt?.toISOString() ?? null,
    earned: row.status === closed ? await projectEarnings(db, caller.company.id, row.project.id) : null,
  };
}

/** The ledger's credits naming the project, by kind (tier bonuses were credited by the scans that reached them). */
async function projectEarnings(db: Database, companyId: number, projectId: number): Promise<ProjectEarnings> {
  const credits = await db
    .select({ reason: pointsLedger.reason, points: sum(pointsLedger.points).mapWith(Number) })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.companyId, companyId), eq(pointsLedger.projectId, projectId), eq(pointsLedger.variation, 'positive')))
    .groupBy(pointsLedger.reason);
  const of = (reason: PointsReason) => credits.find((credit) => credit.reason === reason)?.points ?? 0;
  const earned = { scans: of('scan_accepted'), survey: of('project_survey_completed'), tier_bonus: of('tier_reached') };
  return { ...earned, total: earned.scans + earned.survey + earned.tier_bonus };
}

/** GET /v1/product?projects_id= : the scans of one of the company's projects. */
export async function listProjectScans({ db, clock }: Deps, caller: Account, projectId: number): Promise<ProductScan[]> {
  const [project] = await db
    .select({ status: projectStatusSql(sql`${clock.now().toISOString()}::timestamptz`) })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, caller.company.id)));
  if (!project) throw notFound();
  const showFlags = showsScanFlags(project.status);
  return (await projectScans(db).execute({ projectId })).map((row) => scanView(row, showFlags));
}

const NO_SCANS: ScanTotals = { scans: 0, openPoints: 0, openScans: 0, acceptedPoints: 0, acceptedScans: 0, rejectedPoints: 0 };

/** POST /v1/project: open for the region's open period, with the region's survey bonus of today. */
export async function createProject({ db, clock }: Deps, caller: Account, input: NewProject): Promise<Project> {
  const now = clock.now();
  const rules = projectRulesOf(caller.company.regionId);
  const [project] = await db
    .insert(projects)
    .values({
      companyId: caller.company.id,
      creatorId: caller.user.id,
      regionId: caller.company.regionId,
      name: input.name,
      street: input.streetName,
      houseNumber: input.houseNumber,
      postalCode: input.postalCode,
      city: input.city,
      status: inProgress,
      surveyPoints: rules.surveyBonus,
      deadline: addSeconds(now, rules.openDays * DAY_SECONDS),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!project) throw new Error('The project insert returned no row');
  // A new project is known without reading it back: in progress, no scans, created by the caller.
  const creator = { id: caller.user.id, name: caller.user.name, surname: caller.user.surname };
  return {
    ...summaryView({ project, status: inProgress, totals: NO_SCANS, creator }, now),
    products: [],
    survey: [],
    survey_posted_at: null,
    earned: null,
  };
}

/** DELETE /v1/project/{uuid}: only a project without scans (SPEC §4). */
export async function deleteProject({ db }: Deps, caller: Account, uuid: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked first, so that no scan can arrive between the check and the delete.
    const project = await lockOwnProject(tx, caller, uuid);
    const [scan] = await tx.select({ id: scans.id }).from(scans).where(eq(scans.projectId, project.id)).limit(1);
    if (scan) throw conflict(PROJECT_MESSAGES.hasScans);
    await tx.delete(projects).where(eq(projects.id, project.id));
  });
}

/** What the notifications a project raises for its creator are about (their `event`). */
export const PROJECT_NOTIFICATION_EVENTS = ['project_closed', 'project_in_review', 'project_lost', 'scans_rejected'] as const;

type ProjectNotificationEvent = (typeof PROJECT_NOTIFICATION_EVENTS)[number];

/** Raises a notification for the project's creator, written in the creator's language. */
async function notifyCreator(
  tx: Database, project: ProjectRow, event: ProjectNotificationEvent, type: NotificationType,
  text: (languageId: number) => NotificationText, now: Date,
): Promise<void> {
  const [creator] = await tx.select({ languageId: users.languageId }).from(users).where(eq(users.id, project.creatorId));
  await createNotification(tx, { userId: project.creatorId, type, event, ...text(creator?.languageId ?? 0), createdAt: now });
}

/**
 * Tells the creator of each project lost since the last sweep (its deadline passed without a
 * survey). "Lost" is computed on read, never stored, so this sweep (main.ts housekeeping) is what
 * raises its notification; the conditional update marks each project once, whichever instance
 * sweeps. Answers how many projects it found lost.
 */
export async function notifyLostProjects(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const newlyLost = await tx
      .update(projects)
      .set({ lostNotifiedAt: now })
      .where(and(eq(projects.status, inProgress), lte(projects.deadline, now), isNull(projects.lostNotifiedAt)))
      .returning();
    for (const project of newlyLost) {
      await notifyCreator(tx, project, 'project_lost', 'warning', (language) => projectLostText(language, projectAddress(project)), now);
    }
    return newlyLost.length;
  });
}

/**
 * Closes a project whose stored status is `from` and credits its points: each accepted scan's
 * base points to the installer who scanned it, and the survey bonus to whoever posted the survey
 * when at least one scan was accepted. The conditional update makes a second close (a retry, or a
 * request that raced this one) find nothing to close and credit nothing. Answers the points credited.
 */
async function closeProject(tx: Database, project: ProjectRow, from: ProjectStatusId, now: Date): Promise<number> {
  const [wasOpen] = await tx
    .update(projects)
    .set({ status: closed, closedAt: now, updatedAt: now })
    .where(and(eq(projects.id, project.id), eq(projects.status, from)))
    .returning({ id: projects.id });
  if (!wasOpen) return 0;
  const acceptedScans = await tx
    .select({ installerId: scans.installerId, points: scans.points })
    .from(scans)
    .where(and(eq(scans.projectId, project.id), eq(scans.flag, SCAN_FLAG.accepted)));
  const credit = (installerId: number, reason: LedgerEntry['reason'], points: number): LedgerEntry =>
    ({ companyId: project.companyId, installerId, reason, variation: 'positive', points, projectId: project.id, createdAt: now });
  // A scan of a product worth no points in its region adds no entry of 0.
  const entries = acceptedScans.filter((scan) => scan.points > 0).map((scan) => credit(scan.installerId, 'scan_accepted', scan.points));
  if (acceptedScans.length > 0 && project.surveyPoints > 0) {
    entries.push(credit(project.surveyPostedBy ?? project.creatorId, 'project_survey_completed', project.surveyPoints));
  }
  await appendLedgerEntries(tx, entries);
  const points = entries.reduce((sum, entry) => sum + entry.points, 0);
  await notifyCreator(tx, project, 'project_closed', 'info', (language) => projectClosedText(language, projectAddress(project), points), now);
  return points;
}

/**
 * POST /v1/project/{uuid}/survey: stores each surveyed scan's answers, then settles the project:
 * in review when a scan is flagged, else closed with its points credited.
 */
export async function postProjectSurvey(deps: Deps, caller: Account, uuid: string, response: ProjectSurveyResponse): Promise<Project> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const project = await lockOwnProject(tx, caller, uuid);
    const projectScanRows = await tx
      .select({ id: scans.id, uuid: scans.uuid, flag: scans.flag, type: products.type })
      .from(scans)
      .innerJoin(serials, eq(serials.id, scans.serialId))
      .innerJoin(products, eq(products.id, serials.productId))
      .where(eq(scans.projectId, project.id));
    const status = statusAt(project.status, project.deadline, now);
    if (status !== inProgress) throw conflict(PROJECT_MESSAGES.notInProgress);
    const next = afterSurvey(status, {
      scans: projectScanRows.length,
      inReview: projectScanRows.filter((scan) => scan.flag === SCAN_FLAG.inReview).length,
    });
    if (next === null) throw conflict(PROJECT_MESSAGES.noScans);
    const problems = projectSurveyProblems(projectScanRows, response);
    if (problems.length > 0) throw invalid({ response: problems });

    const answersAbout = (scanUuid: string) =>
      response.filter((answer) => answer.uuid === scanUuid).map(({ question_id, answer_id }) => ({ question_id, answer_id }));
    const answers = projectScanRows
      .map((scan) => ({ id: scan.id, survey: answersAbout(scan.uuid) }))
      .filter((scan) => scan.survey.length > 0);
    if (answers.length > 0) {
      // One statement for all scans: the answers travel as one JSON parameter.
      await tx.execute(sql`update ${scans} set survey = answers.survey
        from jsonb_to_recordset(${JSON.stringify(answers)}::jsonb) as answers(id integer, survey jsonb)
        where ${scans.id} = answers.id`);
    }
    const posted = { ...project, surveyPostedAt: now, surveyPostedBy: caller.user.id };
    await tx.update(projects).set({
      surveyPostedAt: now,
      surveyPostedBy: caller.user.id,
      updatedAt: now,
      ...(next === inReview ? { status: inReview } : {}),
    }).where(eq(projects.id, project.id));
    if (next === closed) await closeProject(tx, posted, inProgress, now);
    else await notifyCreator(tx, posted, 'project_in_review', 'warning', (language) => projectInReviewText(language, projectAddress(project)), now);
  });
  return getProject(deps, caller, uuid);
}

export interface ReviewOutcome {
  status: ProjectStatusId;
  accepted: number;
  rejected: number;
  /** Serials still waiting for a decision. */
  waiting: string[];
  /** Points credited by this review (when it closed the project). */
  credited: number;
}

/** What a review decides: scans named by serial number (as typed) or uuid; a rejection's reason is the installer's to read. */
export interface ReviewDecisions {
  accept: string[];
  reject: { scan: string; reason: string | null }[];
}

/** Who decides, for the audit log, and the regions they may reach (the console's; none: all). */
export interface ReviewActor {
  by: AuditActor;
  clientIp?: string | null;
  scope?: StaffScope;
}

const DECIDED_LIST_MAX = 20;

/**
 * `npm run operator -- review <project> --accept <serial>… --reject <serial>…` and the console's
 * decisions (issue 27): decides flagged scans of a project in review; once none is left the
 * project closes and its points are credited. The project row is locked first, so of two
 * reviewers deciding the same scan at once the second finds it decided (409). On the audit log.
 */
export async function reviewProjectScans({ db, clock }: Deps, projectUuid: string, decisions: ReviewDecisions, actor: ReviewActor): Promise<ReviewOutcome> {
  assertUuid(projectUuid);
  const accept = [...new Set(decisions.accept.map(scanKey))];
  const reasonOf = new Map(decisions.reject.map(({ scan, reason }) => [scanKey(scan), reason]));
  const reject = [...reasonOf.keys()];
  if (accept.length + reject.length === 0) throw invalid({ accept: ['Name at least one serial number to accept or reject.'] });
  const now = clock.now();
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, eq(projects.uuid, projectUuid));
    const [reachable] = await tx.select({ id: companies.id }).from(companies)
      .where(and(eq(companies.id, project.companyId), actor.scope ? inStaffRegions(actor.scope) : undefined));
    if (!reachable) throw notFound();
    if (statusAt(project.status, project.deadline, now) !== inReview) throw conflict(PROJECT_MESSAGES.notInReview);
    const projectScanRows = await tx
      .select({ id: scans.id, uuid: scans.uuid, flag: scans.flag, decidedAt: scans.decidedAt, serialNumber: serials.serialNumber })
      .from(scans)
      .innerJoin(serials, eq(serials.id, scans.serialId))
      .where(eq(scans.projectId, project.id));
    const scanOf = new Map(projectScanRows.flatMap((scan) => [[scan.serialNumber, scan], [scan.uuid, scan]] as const));
    // A scan review may decide: flagged now, or decided already (then 409 below, not "unknown").
    const reviewable = (key: string) => {
      const scan = scanOf.get(key);
      return scan && (scan.flag === SCAN_FLAG.inReview || scan.decidedAt) ? [scan] : [];
    };
    const unknown = [...accept, ...reject].filter((key) => reviewable(key).length === 0);
    if (unknown.length > 0) throw invalid({ serials: unknown.map((key) => `${key} is no scan of this project waiting for review.`) });
    // One scan named twice (by serial and by uuid) is decided once.
    const once = <T extends { id: number }>(list: T[]) => [...new Map(list.map((scan) => [scan.id, scan])).values()];
    const accepted = once(accept.flatMap(reviewable));
    const rejected = once(reject.flatMap((key) => reviewable(key).map((scan) => ({ ...scan, reason: reasonOf.get(key) ?? null }))));
    const both = accepted.filter((scan) => rejected.some((other) => other.id === scan.id));
    if (both.length > 0) throw invalid({ reject: both.map((scan) => `${scan.serialNumber} cannot be both accepted and rejected.`) });
    const decidedBefore = [...accepted, ...rejected].filter((scan) => scan.flag !== SCAN_FLAG.inReview);
    if (decidedBefore.length > 0) {
      throw conflict(`Already decided: ${decidedBefore.slice(0, DECIDED_LIST_MAX).map((scan) => scan.serialNumber).join(', ')}.`);
    }
    if (accepted.length > 0) {
      await tx.update(scans).set({ flag: SCAN_FLAG.accepted, decidedAt: now }).where(inArray(scans.id, accepted.map((scan) => scan.id)));
    }
    for (const scan of rejected) {
      await tx.update(scans).set({ flag: SCAN_FLAG.rejected, rejectionReason: scan.reason, decidedAt: now }).where(eq(scans.id, scan.id));
    }
    if (rejected.length > 0) {
      await notifyCreator(tx, project, 'scans_rejected', 'important', (language) => withReasons(scansRejectedText(language, projectAddress(project), rejected.length), rejected), now);
    }
    await recordAudit(tx, {
      by: actor.by, action: 'review.decide', companyId: project.companyId, clientIp: actor.clientIp ?? null,
      details: {
        project: project.uuid,
        accepted: accepted.map((scan) => scan.serialNumber),
        rejected: rejected.map((scan) => ({ serial: scan.serialNumber, reason: scan.reason })),
      },
    }, now);
    const decided = new Set([...accepted, ...rejected].map((scan) => scan.id));
    const waiting = projectScanRows.filter((scan) => scan.flag === SCAN_FLAG.inReview && !decided.has(scan.id)).map((scan) => scan.serialNumber);
    const flagged = projectScanRows.filter((scan) => scan.flag === SCAN_FLAG.inReview).length;
    const status = nextStatus(inReview, 'decide scans', { scans: flagged, inReview: waiting.length }) ?? inReview;
    const credited = status === closed ? await closeProject(tx, project, inReview, now) : 0;
    return { status, accepted: accepted.length, rejected: rejected.length, waiting, credited };
  });
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A scan as a decision names it: its uuid, or its serial number however it was typed. */
const scanKey = (named: string): string => (UUID_PATTERN.test(named.trim()) ? named.trim().toLowerCase() : storedSerial(named));

/** The rejection notice with each reason given, under the serial it is about (the reviewer's words, as written). */
function withReasons(notice: NotificationText, rejected: { serialNumber: string; reason: string | null }[]): NotificationText {
  const reasons = rejected.filter((scan) => scan.reason).map((scan) => `${scan.serialNumber}: ${scan.reason}`);
  return reasons.length === 0 ? notice : { ...notice, text: [notice.text, ...reasons].join('\n') };
}
