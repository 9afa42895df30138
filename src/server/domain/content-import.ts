/**
 * The content import (docs/server.md "Content import"): a folder of Markdown files, each with YAML
 * front matter saying what it is. The operator command reads and parses the folder
 * (parseContentFolder); the server checks every item again, turns the Markdown into sanitised
 * HTML and upserts by slug (importContent). A folder with any problem imports nothing.
 */
import { sql } from 'drizzle-orm';
import { marked } from 'marked';
import { readFileSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';
import { CONTENT_TYPES } from '../../contract/content';
import { UI_LANGUAGE_CODES } from '../../contract/languages';
import { REGIONS } from '../../contract/regions';
import type { Database } from '../db/database';
import { contentItems } from '../db/schema';
import { recordAudit, type AuditActor } from './audit';
import { HERO_ROLES } from './content';
import { safeHtml } from './safe-html';

/** A site path under /content/ or an https address. */
const ImageRef = v.pipe(v.string(), v.maxLength(500), v.regex(/^(\/content\/[\w./-]+|https:\/\/\S+)$/, 'an image is a path under /content/ or an https address'));

/** One item as the folder states it; `body` is the Markdown below the front matter. */
export const ContentImportItem = v.pipe(
  v.object({
    file: v.pipe(v.string(), v.maxLength(300)),
    slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug: lower-case letters, digits and single dashes'), v.maxLength(120)),
    type: v.picklist(CONTENT_TYPES, `type: one of ${CONTENT_TYPES.join(', ')}`),
    region: v.picklist(REGIONS.map((r) => r.slug), 'region: a region slug (pl, cz, ...) or all'),
    language: v.picklist(UI_LANGUAGE_CODES, 'language: a portal language code'),
    title: v.pipe(v.string('title is required'), v.trim(), v.minLength(1, 'title is required'), v.maxLength(200)),
    excerpt: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(400)), ''),
    sticky: v.optional(v.boolean('sticky: true or false'), false),
    visible: v.optional(v.boolean('visible: true or false'), true),
    youtube: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{11}$/, 'youtube: the 11-character video id'))),
    url: v.optional(v.pipe(v.string(), v.url('url: an address'), v.startsWith('https://', 'url: an https address'))),
    role: v.optional(v.picklist(['owner', 'decor-owner'], 'role: owner or decor-owner')),
    image: v.optional(ImageRef),
    images: v.optional(v.pipe(v.array(ImageRef), v.maxLength(20)), []),
    published: v.pipe(v.string('published: a date'), v.isoDate('published: a date as YYYY-MM-DD')),
    body: v.pipe(v.string(), v.maxLength(50_000)),
  }),
  v.check((item) => item.type !== 'video' || item.youtube !== undefined, 'a video needs youtube'),
  v.check((item) => item.type !== 'resource' || item.url !== undefined, 'a resource needs url'),
  v.check((item) => item.type !== 'hero' || (item.image !== undefined && item.role !== undefined), 'a hero needs image and role'),
  v.check((item) => item.role === undefined || item.type === 'hero', 'only a hero has a role'),
);
export type ContentImportItem = v.InferOutput<typeof ContentImportItem>;

/** Items per request of the operator command: a batch of long articles stays inside the route's body limit. */
export const CONTENT_IMPORT_BATCH = 50;

export interface ContentProblem {
  file: string;
  message: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Dates in YAML come out as Date objects: the schema wants them as written. */
const asWritten = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

/** The `.md` files of a folder and its sub-folders, named by their path inside it, in name order. */
export function readContentFolder(folder: string): { name: string; text: string }[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md') && !name.split(sep).some((part) => part.startsWith('.')))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8') }))
    .filter(({ name }) => name.toLowerCase() !== 'readme.md');
}

/** Parses the files of a folder; answers the items, or the problems that stop the import. */
export function parseContentFolder(files: readonly { name: string; text: string }[]): { items: ContentImportItem[]; problems: ContentProblem[] } {
  const items: ContentImportItem[] = [];
  const problems: ContentProblem[] = [];
  const slugs = new Map<string, string>();
  for (const { name, text } of files) {
    const match = FRONT_MATTER.exec(text);
    if (!match) {
      problems.push({ file: name, message: 'no front matter: the file must start with a --- block' });
      continue;
    }
    let front: unknown;
    try {
      front = parseYaml(match[1] ?? '');
    } catch (error) {
      problems.push({ file: name, message: `front matter is not YAML: ${(error as Error).message.split('\n')[0]}` });
      continue;
    }
    const fields = typeof front === 'object' && front !== null ? Object.fromEntries(Object.entries(front).map(([k, value]) => [k, asWritten(value)])) : {};
    const parsed = v.safeParse(ContentImportItem, { ...fields, file: name, body: match[2] ?? '' });
    if (!parsed.success) {
      for (const issue of parsed.issues) problems.push({ file: name, message: issue.message });
      continue;
    }
    const earlier = slugs.get(parsed.output.slug);
    if (earlier) {
      problems.push({ file: name, message: `slug ${parsed.output.slug} is also the slug of ${earlier}` });
      continue;
    }
    slugs.set(parsed.output.slug, name);
    items.push(parsed.output);
  }
  return { items, problems };
}

/** A content item's Markdown as HTML, through the content allow-list. */
export function contentHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return safeHtml('content', html);
}

export interface ContentImportReport {
  created: number;
  updated: number;
}

const UPDATED_COLUMNS = [
  'type', 'regionId', 'language', 'heroRole', 'sticky', 'visible', 'title', 'excerpt', 'html', 'youtube', 'url', 'media', 'otherImages', 'publishedAt', 'updatedAt',
] as const;

/** content_items.region_id of a region slug: null for "all" (every region). */
export const regionIdOf = (slug: string) => (slug === 'all' ? null : (REGIONS.find((r) => r.slug === slug)?.id ?? null));

/** The operator's import: the upsert and its audit entry in one transaction. */
export async function importContent(db: Database, items: readonly ContentImportItem[], now: Date, by: { by: AuditActor; clientIp?: string | null }): Promise<ContentImportReport> {
  return db.transaction(async (tx) => {
    const report = await upsertContent(tx, items, now);
    await recordAudit(tx, { by: by.by, action: 'content.import', clientIp: by.clientIp ?? null, details: { ...report, slugs: items.map((item) => item.slug) } }, now);
    return report;
  });
}

/** Upserts the items by slug in one statement (all or nothing); the demo seed's way in, which is nobody's action. */
export async function upsertContent(db: Database, items: readonly ContentImportItem[], now: Date): Promise<ContentImportReport> {
  if (items.length === 0) return { created: 0, updated: 0 };
  const rows = items.map((item) => ({
    slug: item.slug,
    type: item.type,
    regionId: regionIdOf(item.region),
    language: item.language,
    heroRole: item.role === undefined ? null : item.role === 'owner' ? HERO_ROLES.owner : HERO_ROLES.decorOwner,
    sticky: item.sticky,
    visible: item.visible,
    title: item.title,
    excerpt: item.excerpt,
    html: contentHtml(item.body),
    youtube: item.youtube ?? null,
    url: item.url ?? null,
    media: item.image ?? null,
    otherImages: item.images,
    publishedAt: new Date(`${item.published}T00:00:00.000Z`),
    updatedAt: now,
  }));
  const written = await db
    .insert(contentItems)
    .values(rows)
    .onConflictDoUpdate({
      target: contentItems.slug,
      set: Object.fromEntries(UPDATED_COLUMNS.map((key) => [key, sql.raw(`excluded.${contentItems[key].name}`)])),
    })
    // xmax is 0 for a row this statement inserted, the updating transaction's id for one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const created = written.filter((row) => row.inserted).length;
  return { created, updated: written.length - created };
}
