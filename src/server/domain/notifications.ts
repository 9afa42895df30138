/**
 * Notifications (SPEC §3): raised for one user, listed newest first, opened, marked read or
 * unread. Every read and write is scoped to the caller: another user's notification, like an
 * unknown or malformed uuid, answers 404, so its existence never leaks.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { Notification, NotificationMark, NotificationType, NotificationsPage } from '../../contract/notifications';
import type { Database } from '../db/database';
import { preparedFor } from '../db/prepared';
import { notifications } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import type { Account } from './accounts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  /** An SQL expression when the user is created by the same statement (see notificationInsert). */
  userId: number | SQL;
  type: NotificationType;
  event: string;
  title: string;
  text: string;
  meta?: Notification['meta'];
  createdAt: Date;
}

/** Raises a notification; pass the transaction of the change that raised it. */
export async function createNotification(db: Database, notification: NewNotification): Promise<void> {
  await notificationInsert(db, notification);
}

/** The insert of a notification, to await or to embed in the statement that creates its user (registration). */
export function notificationInsert(db: Database, notification: NewNotification) {
  return db.insert(notifications).values({ ...notification, meta: notification.meta ?? {} });
}

function notificationView(row: NotificationRow): Notification {
  return {
    uuid: row.uuid,
    title: row.title,
    text: row.text,
    type: row.type,
    created_at: row.createdAt.toISOString(),
    mark: row.readAt ? 'read' : 'unread',
    event: row.event,
    meta: row.meta,
  };
}

const Uuid = v.pipe(v.string(), v.uuid());

/** The caller's notification with this uuid; a malformed uuid names nothing (and would fail in SQL). */
function ownedBy(caller: Account, uuid: string) {
  if (!v.is(Uuid, uuid)) throw notFound();
  return and(eq(notifications.uuid, uuid), eq(notifications.userId, caller.user.id));
}

/**
 * One page and the caller's counts in one statement: the counts are one row and the page is
 * left-joined to it, so a page past the end still answers its counts (one row without a page row).
 */
const notificationsPage = preparedFor((db) => {
  const mine = eq(notifications.userId, sql.placeholder('userId'));
  const counts = db
    .select({
      total: count().as('total'),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number).as('unread'),
    })
    .from(notifications)
    .where(mine)
    .as('counts');
  const page = db
    .select()
    .from(notifications)
    .where(mine)
    // The id breaks ties between notifications raised at the same moment, so pages never overlap.
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    // `page._.selectedFields`: every notification column, named through the subquery.
    .select({ total: counts.total, unread: counts.unread, row: page._.selectedFields })
    .from(counts)
    .leftJoin(page, sql`true`)
    .prepare('notifications_page');
});

/** GET /v1/notifications: newest first; `unread` counts every page, for the header's badge. */
export async function listNotifications(
  { db }: Deps,
  caller: Account,
  { page, limit }: { page: number; limit: number },
): Promise<NotificationsPage> {
  const rows = await notificationsPage(db).execute({ userId: caller.user.id, limit, offset: (page - 1) * limit });
  const total = rows[0]?.total ?? 0;
  return {
    data: rows.flatMap(({ row }) => (row ? [notificationView(row)] : [])),
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / limit)),
      per_page: limit,
      total,
      unread: rows[0]?.unread ?? 0,
    },
  };
}

/** GET /v1/notifications/{uuid}. Opening does not mark it read: the portal sends the PATCH. */
export async function getNotification({ db }: Deps, caller: Account, uuid: string): Promise<Notification> {
  const [row] = await db.select().from(notifications).where(ownedBy(caller, uuid));
  if (!row) throw notFound();
  return notificationView(row);
}

/** PATCH /v1/notifications/{uuid}: 'read' keeps the first read time, 'unread' clears it. */
export async function markNotification({ db, clock }: Deps, caller: Account, uuid: string, mark: NotificationMark): Promise<void> {
  const readAt = mark === 'read' ? sql`coalesce(${notifications.readAt}, ${clock.now().toISOString()}::timestamptz)` : null;
  const updated = await db
    .update(notifications)
    .set({ readAt })
    .where(ownedBy(caller, uuid))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound();
}
