/**
 * GET /v1/points/history: the company's ledger entries, newest first, each with its reason, the
 * installer it came from and the project, order or tier bracket it names (SPEC §3 Points history).
 */
import { and, desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import {
  POINTS_HISTORY_PAGE_SIZE, type PointsHistoryEntry, type PointsHistoryGroup, type PointsHistoryGroupsPage, type PointsHistoryPage,
  type PointsHistoryQuery, type PointsVariation,
} from '../../contract/points';
import { ORDER_STATUS } from '../../contract/shop';
import { preparedFor } from '../db/prepared';
import { orders, pointsLedger, projects, tierBrackets, tierProgrammes, users } from '../db/schema';
import type { Database } from '../db/database';
import type { AppDeps } from '../deps';
import type { Account } from './accounts';

/** The company's entries with what each names; the flat page and the grouped one filter and order it. */
const entriesWithSources = (db: Database) => db
  .select({
    entry: pointsLedger,
    installer: { uuid: users.uuid, name: users.name, surname: users.surname },
    project: { uuid: projects.uuid, id: projects.id },
    address: { street: projects.street, house_number: projects.houseNumber, city: projects.city },
    order: { id: orders.id, uuid: orders.uuid, order_number: orders.number, status: orders.status },
    tier: { category: tierProgrammes.category, level: tierBrackets.level },
    total: sql<number>`count(*) over ()`.mapWith(Number),
  })
  .from(pointsLedger)
  .leftJoin(users, eq(users.id, pointsLedger.installerId))
  .leftJoin(projects, eq(projects.id, pointsLedger.projectId))
  // Only the company's own order is named: an entry can never show another company's.
  .leftJoin(orders, and(eq(orders.id, pointsLedger.orderId), eq(orders.companyId, pointsLedger.companyId)))
  .leftJoin(tierBrackets, eq(tierBrackets.id, pointsLedger.tierBracketId))
  .leftJoin(tierProgrammes, eq(tierProgrammes.id, tierBrackets.programmeId));

const historyPage = preparedFor((db) => entriesWithSources(db)
  .where(eq(pointsLedger.companyId, sql.placeholder('companyId')))
  .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
  .limit(sql.placeholder('limit'))
  .offset(sql.placeholder('offset'))
  .prepare('points_history_page'));

type HistoryRow = Awaited<ReturnType<ReturnType<typeof historyPage>['execute']>>[number];

/**
 * A reservation holds points for an open order; once the order is completed they are spent, and
 * the entry reads so (the ledger itself is append-only: the stored variation stays).
 */
function shownVariation(stored: PointsVariation, orderStatus: number | null | undefined): PointsVariation {
  return stored === 'reserved' && orderStatus === ORDER_STATUS.completed ? 'negative' : stored;
}

function entryView({ entry, installer, project, order, tier }: HistoryRow): PointsHistoryEntry {
  return {
    uuid: entry.uuid,
    event: entry.reason,
    created_at: entry.createdAt.toISOString(),
    points: entry.points,
    variation: shownVariation(entry.variation, order?.status),
    installer,
    options: {
      project,
      order: order?.id == null || order.uuid == null || order.order_number == null ? null : { id: order.id, uuid: order.uuid, order_number: order.order_number },
      // Two joined tables in one object: drizzle types each field as nullable on its own.
      tier: tier?.category != null && tier.level != null ? { category: tier.category, level: tier.level } : null,
    },
  };
}

export async function pointsHistory({ db }: Pick<AppDeps, 'db'>, caller: Account, { page }: PointsHistoryQuery): Promise<PointsHistoryPage> {
  const limit = POINTS_HISTORY_PAGE_SIZE;
  const read = (size: number, offset: number) => historyPage(db).execute({ companyId: caller.company.id, limit: size, offset });
  const rows = await read(limit, (page - 1) * limit);
  // A page past the end has no row to carry the total: the first row has it.
  const total = rows[0]?.total ?? (page > 1 ? (await read(1, 0))[0]?.total ?? 0 : 0);
  return {
    data: rows.map(entryView),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total },
  };
}

/** A project's entries share its id; an entry without a project is a group of its own (its negated id). */
const groupKey = sql<number>`coalesce(${pointsLedger.projectId}, -${pointsLedger.id})`.mapWith(Number);

const groupsPage = preparedFor((db) => db
  .select({ key: groupKey, total: sql<number>`count(*) over ()`.mapWith(Number) })
  .from(pointsLedger)
  .where(eq(pointsLedger.companyId, sql.placeholder('companyId')))
  .groupBy(groupKey)
  .orderBy(desc(max(pointsLedger.createdAt)), desc(groupKey))
  .limit(sql.placeholder('limit'))
  .offset(sql.placeholder('offset'))
  .prepare('points_history_groups_page'));

const signed = (entry: PointsHistoryEntry) => (entry.variation === 'positive' ? entry.points : -entry.points);

function groupOf(rows: HistoryRow[]): PointsHistoryGroup {
  const entries = rows.map(entryView);
  const [{ project, address } = { project: null, address: null }] = rows;
  return {
    project: project && address?.street != null ? { ...project, ...address, street: address.street } : null,
    created_at: entries[0]?.created_at ?? '',
    points: entries.reduce((sum, entry) => sum + signed(entry), 0),
    entries,
  };
}

/**
 * GET /v1/points/history/groups: the history a project per line. Paged by groups, so a project's
 * entries are never split over two pages; groups by their newest entry, newest first.
 */
export async function pointsHistoryGroups({ db }: Pick<AppDeps, 'db'>, caller: Account, { page }: PointsHistoryQuery): Promise<PointsHistoryGroupsPage> {
  const limit = POINTS_HISTORY_PAGE_SIZE;
  const companyId = caller.company.id;
  const read = (size: number, offset: number) => groupsPage(db).execute({ companyId, limit: size, offset });
  const keys = await read(limit, (page - 1) * limit);
  const total = keys[0]?.total ?? (page > 1 ? (await read(1, 0))[0]?.total ?? 0 : 0);
  const projectIds = keys.filter((k) => k.key > 0).map((k) => k.key);
  const entryIds = keys.filter((k) => k.key < 0).map((k) => -k.key);
  const rows = keys.length === 0 ? [] : await entriesWithSources(db)
    .where(and(
      eq(pointsLedger.companyId, companyId),
      or(projectIds.length > 0 ? inArray(pointsLedger.projectId, projectIds) : undefined, entryIds.length > 0 ? inArray(pointsLedger.id, entryIds) : undefined),
    ))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id));
  const rowsByKey = new Map<number, HistoryRow[]>();
  for (const row of rows) {
    const key = row.entry.projectId ?? -row.entry.id;
    rowsByKey.set(key, [...(rowsByKey.get(key) ?? []), row]);
  }
  return {
    data: keys.map(({ key }) => groupOf(rowsByKey.get(key) ?? [])),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total },
  };
}
