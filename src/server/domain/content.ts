/**
 * GET /v1/content and /v1/content/{uuid}: the content of the caller's region (and of every
 * region), visible items only; hero images for the caller's role class (SPEC §2 Home: owner 1,
 * decor owner 2). Sticky news first on the home slider is the portal's choice of `sticky=1`.
 */
import { and, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ContentItem, ContentPage, ContentQuery } from '../../contract/content';
import { ROLES } from '../../contract/roles';
import { contentItems } from '../db/schema';
import type { AppDeps } from '../deps';
import { notFound } from '../http/errors';
import type { Account } from './accounts';
import { assertUuid } from './projects';

type ContentRow = typeof contentItems.$inferSelect;

/** Hero role classes: 1 for the installer club, 2 for the decor club. */
export const HERO_ROLES = { owner: 1, decorOwner: 2 } as const;
const heroRoleOf = (roleId: number) => (roleId === ROLES.decorOwner || roleId === ROLES.decorInstaller ? HERO_ROLES.decorOwner : HERO_ROLES.owner);

export function contentView(row: ContentRow): ContentItem {
  return {
    uuid: row.uuid,
    type: row.type,
    sticky: row.sticky,
    content: { title: row.title, excerpt: row.excerpt, text: row.html, youtube: row.youtube, url: row.url },
    media: row.media,
    other_images: row.otherImages,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What a member may see: visible, published by now (a later date is scheduled), of their region or every region, heroes of their role class. */
function readableBy(caller: Account, now: Date): SQL {
  return and(
    eq(contentItems.visible, true),
    lte(contentItems.publishedAt, now),
    or(isNull(contentItems.regionId), eq(contentItems.regionId, caller.company.regionId)),
    or(isNull(contentItems.heroRole), eq(contentItems.heroRole, heroRoleOf(caller.user.roleId))),
  ) as SQL;
}

export async function listContent({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, caller: Account, query: ContentQuery): Promise<ContentPage> {
  const where = and(
    readableBy(caller, clock.now()),
    sql`${contentItems.type} in ${query.content_types}`,
    query.sticky === undefined ? undefined : eq(contentItems.sticky, query.sticky),
  );
  const offset = (query.page - 1) * query.limit;
  const rows = await db
    .select({ item: contentItems, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(contentItems)
    .where(where)
    .orderBy(desc(contentItems.publishedAt), desc(contentItems.id))
    .limit(query.limit)
    .offset(offset);
  const [counted] = rows.length > 0 || query.page === 1 ? [rows[0]] : await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(contentItems).where(where);
  const total = counted?.total ?? 0;
  return {
    data: rows.map((row) => contentView(row.item)),
    meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.limit)), per_page: query.limit, total },
  };
}

export async function getContent({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, caller: Account, uuid: string): Promise<ContentItem> {
  assertUuid(uuid);
  const [row] = await db.select().from(contentItems).where(and(eq(contentItems.uuid, uuid), readableBy(caller, clock.now())));
  if (!row) throw notFound();
  return contentView(row);
}
