/**
 * The console's content desk (issue 27 §2 "Content"): every item of the member's regions
 * (scheduled and hidden too), written from the editor's form, hidden and shown again. The body is
 * HTML through the content allow-list (safe-html.ts), as the folder import's Markdown ends up.
 * Every write is on the audit log. A region-limited member works on their regions' items only:
 * an "all regions" item reaches other regions' members, so it is left to unlimited members.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { AuditAction } from '../../contract/audit-actions';
import { regionById } from '../../contract/regions';
import { STAFF_LIST_PAGE_SIZE } from '../../contract/staff';
import { ContentDraft, youtubeIdOf, type StaffContentItem, type StaffContentPage, type StaffContentQuery } from '../../contract/staff-content';
import type { Database } from '../db/database';
import { contentItems } from '../db/schema';
import type { AppDeps } from '../deps';
import { forbidden, notFound } from '../http/errors';
import { recordAudit, type AuditActor } from './audit';
import { regionIdOf } from './content-import';
import { safeHtml } from './safe-html';
import type { StaffScope } from './staff-scope';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type ContentRow = typeof contentItems.$inferSelect;
type Draft = v.InferOutput<typeof ContentDraft>;
const Uuid = v.pipe(v.string(), v.uuid());

export interface ContentEditor {
  by: AuditActor;
  clientIp?: string | null;
  scope: StaffScope;
}

/** The items a member may manage: all for an unlimited member, else those of their regions. */
const inScope = (scope: StaffScope): SQL | undefined => (scope.regions.length === 0 ? undefined : inArray(contentItems.regionId, scope.regions));

function assertRegionInScope(scope: StaffScope, regionId: number | null): void {
  if (scope.regions.length > 0 && (regionId === null || !scope.regions.includes(regionId))) {
    throw forbidden('This region is outside your regions.');
  }
}

const inRegion = (regionId: number | null) => (regionId === null ? isNull(contentItems.regionId) : eq(contentItems.regionId, regionId));

function staffContentView(row: ContentRow, now: Date): StaffContentItem {
  return {
    uuid: row.uuid,
    type: row.type,
    region: row.regionId === null ? 'all' : (regionById(row.regionId)?.slug ?? 'all'),
    language: row.language,
    title: row.title,
    excerpt: row.excerpt,
    html: row.html,
    youtube: row.youtube,
    url: row.url,
    media: row.media,
    visible: row.visible,
    sticky: row.sticky,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    scheduled: row.publishedAt > now,
  };
}

export async function staffContentPage({ db, clock }: Deps, scope: StaffScope, query: StaffContentQuery): Promise<StaffContentPage> {
  const where = and(
    inScope(scope),
    query.type === undefined ? undefined : eq(contentItems.type, query.type),
    query.region === undefined ? undefined : inRegion(regionIdOf(query.region)),
    query.language === undefined ? undefined : eq(contentItems.language, query.language),
  );
  const limit = STAFF_LIST_PAGE_SIZE;
  const [rows, [counted]] = await Promise.all([
    db.select().from(contentItems).where(where).orderBy(desc(contentItems.publishedAt), desc(contentItems.id)).limit(limit).offset((query.page - 1) * limit),
    db.select({ total: count() }).from(contentItems).where(where),
  ]);
  const now = clock.now();
  const total = counted?.total ?? 0;
  return {
    data: rows.map((row) => staffContentView(row, now)),
    meta: { current_page: query.page, last_page: Math.max(1, Math.ceil(total / limit)), per_page: limit, total },
  };
}

/** One item of the member's regions, for the editor; 404 for an unknown one or one outside them. */
export async function staffContentItem({ db, clock }: Deps, scope: StaffScope, uuid: string): Promise<StaffContentItem> {
  if (!v.is(Uuid, uuid)) throw notFound();
  const [row] = await db.select().from(contentItems).where(and(eq(contentItems.uuid, uuid), inScope(scope)));
  if (!row) throw notFound();
  return staffContentView(row, clock.now());
}

/** The columns the editor's form sets. */
function columnsOf(draft: Draft) {
  return {
    type: draft.type,
    regionId: regionIdOf(draft.region),
    language: draft.language,
    title: draft.title,
    excerpt: draft.excerpt,
    html: safeHtml('content', draft.html),
    youtube: draft.youtube === '' ? null : youtubeIdOf(draft.youtube),
    url: draft.url === '' ? null : draft.url,
    media: draft.media === '' ? null : draft.media,
    publishedAt: new Date(draft.published_at),
    visible: draft.visible,
    sticky: draft.sticky,
  };
}

const auditDetails = (row: ContentRow) => ({ content: row.uuid, type: row.type, title: row.title, region: row.regionId === null ? 'all' : regionById(row.regionId)?.slug });

export async function createContent({ db, clock }: Deps, draft: Draft, editor: ContentEditor): Promise<StaffContentItem> {
  const columns = columnsOf(draft);
  assertRegionInScope(editor.scope, columns.regionId);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const uuid = randomUUID();
    // The folder import keys items by slug; the console's own items get one nobody writes by hand.
    const [row] = await tx.insert(contentItems).values({ ...columns, uuid, slug: `console-${uuid}`, updatedAt: now }).returning();
    const created = row as ContentRow;
    await recordAudit(tx, { by: editor.by, action: 'content.create', clientIp: editor.clientIp ?? null, details: auditDetails(created) }, now);
    return staffContentView(created, now);
  });
}

export async function updateContent({ db, clock }: Deps, uuid: string, draft: Draft, editor: ContentEditor): Promise<StaffContentItem> {
  const columns = columnsOf(draft);
  assertRegionInScope(editor.scope, columns.regionId);
  // Heroes carry artwork and a role class the form does not have: they stay with the folder import.
  return changeContent(db, clock.now(), uuid, editor, 'content.update', columns, ne(contentItems.type, 'hero'));
}

export async function setContentVisible({ db, clock }: Deps, uuid: string, visible: boolean, editor: ContentEditor): Promise<StaffContentItem> {
  return changeContent(db, clock.now(), uuid, editor, visible ? 'content.show' : 'content.hide', { visible });
}

/** One item of the member's regions changed and audited; 404 for an unknown item or one outside them. */
async function changeContent(
  db: Database, now: Date, uuid: string, editor: ContentEditor, action: AuditAction, set: Partial<ContentRow>, only?: SQL,
): Promise<StaffContentItem> {
  if (!v.is(Uuid, uuid)) throw notFound();
  return db.transaction(async (tx) => {
    const [row] = await tx.update(contentItems).set({ ...set, updatedAt: now }).where(and(eq(contentItems.uuid, uuid), inScope(editor.scope), only)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, { by: editor.by, action, clientIp: editor.clientIp ?? null, details: auditDetails(row) }, now);
    return staffContentView(row, now);
  });
}

/** The body as members will get it: the editor's preview shows exactly what saving stores. */
export const contentPreview = (html: string) => ({ html: safeHtml('content', html) });
