/**
 * The console's content desk (issue 27 §2 "Content"): news, videos and links per region, written
 * in the browser, and the serial registry import. The same items the content import writes
 * (content_items); the same import the operator's `serials import` runs.
 */
import * as v from 'valibot';
import { CONTENT_TYPES } from './content';
import { UI_LANGUAGE_CODES } from './languages';
import { REGIONS } from './regions';
import { StaffPageQuery } from './staff';

/** Region slugs an item may name; "all" is every region. */
export const CONTENT_REGIONS = REGIONS.map((region) => region.slug);

/** What the console writes: heroes need artwork and a role class, so they stay with the folder import. */
export const EDITABLE_CONTENT_TYPES = ['news', 'video', 'resource'] as const;
export type EditableContentType = (typeof EDITABLE_CONTENT_TYPES)[number];

/** GET /staff/v1/content: every item (scheduled and hidden too), newest first, by type, region and language. */
export const StaffContentQuery = v.object({
  type: v.optional(v.picklist(CONTENT_TYPES)),
  region: v.optional(v.picklist(CONTENT_REGIONS)),
  language: v.optional(v.picklist(UI_LANGUAGE_CODES)),
  page: StaffPageQuery.entries.page,
});
export type StaffContentQuery = v.InferOutput<typeof StaffContentQuery>;

export const StaffContentItem = v.object({
  uuid: v.string(),
  type: v.picklist(CONTENT_TYPES),
  region: v.string(),
  language: v.string(),
  title: v.string(),
  excerpt: v.string(),
  /** Sanitised HTML, as members get it. */
  html: v.string(),
  youtube: v.nullable(v.string()),
  url: v.nullable(v.string()),
  media: v.nullable(v.string()),
  visible: v.boolean(),
  sticky: v.boolean(),
  published_at: v.string(),
  updated_at: v.string(),
  /** Published in the future: members see it from published_at on. */
  scheduled: v.boolean(),
});
export type StaffContentItem = v.InferOutput<typeof StaffContentItem>;

export const StaffContentPage = v.object({
  data: v.array(StaffContentItem),
  meta: v.object({ current_page: v.number(), last_page: v.number(), per_page: v.number(), total: v.number() }),
});
export type StaffContentPage = v.InferOutput<typeof StaffContentPage>;

/** The 11-character id of a YouTube video, given as the id or as a watch, share or embed address. */
const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_ADDRESS = /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})(?:[?&#/].*)?$/;

/** The video id of `text`, or null when it is neither an id nor a YouTube address. */
export function youtubeIdOf(text: string): string | null {
  const given = text.trim();
  if (YOUTUBE_ID.test(given)) return given;
  return YOUTUBE_ADDRESS.exec(given)?.[1] ?? null;
}

/**
 * A date and time with its offset ("2026-11-28T09:30:00.000Z", "2026-11-28T10:30+01:00") that is a real moment.
 * Not valibot's isoTimestamp: every valibot function any page uses lands in /login's start-up chunk
 * (one module, tree-shaken once for the whole portal), and only this console needs this one.
 */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;
export const isTimestamp = (text: string): boolean => TIMESTAMP.test(text) && !Number.isNaN(Date.parse(text));

export const CONTENT_LIMITS = { title: 200, excerpt: 400, html: 50_000 } as const;

const Optional = (schema: v.GenericSchema<string, string>) => v.optional(v.pipe(v.string(), v.trim(), v.union([v.literal(''), schema])), '');

/** POST /staff/v1/content and PUT /staff/v1/content/{uuid}: the editor's form. Empty strings are "none". */
export const ContentDraft = v.pipe(
  v.object({
    type: v.picklist(EDITABLE_CONTENT_TYPES, 'Choose news, a video or a link.'),
    region: v.picklist(CONTENT_REGIONS, 'Choose a region or all regions.'),
    language: v.picklist(UI_LANGUAGE_CODES, 'Choose a portal language.'),
    title: v.pipe(v.string(), v.trim(), v.minLength(1, 'The title is required.'), v.maxLength(CONTENT_LIMITS.title)),
    excerpt: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(CONTENT_LIMITS.excerpt)), ''),
    html: v.optional(v.pipe(v.string(), v.maxLength(CONTENT_LIMITS.html)), ''),
    youtube: Optional(v.pipe(v.string(), v.check((text) => youtubeIdOf(text) !== null, 'A YouTube address or the video id.'))),
    url: Optional(v.pipe(v.string(), v.maxLength(500), v.url('An address.'), v.startsWith('https://', 'An https address.'))),
    media: Optional(v.pipe(v.string(), v.maxLength(500), v.regex(/^(\/content\/[\w./-]+|https:\/\/\S+)$/, 'An image is a path under /content/ or an https address.'))),
    published_at: v.pipe(v.string(), v.check(isTimestamp, 'A publication date and time.')),
    visible: v.boolean(),
    sticky: v.optional(v.boolean(), false),
  }),
  v.forward(v.check((draft) => draft.type !== 'video' || draft.youtube !== '', 'A video needs its YouTube address.'), ['youtube']),
  v.forward(v.check((draft) => draft.type !== 'resource' || draft.url !== '', 'A link needs its address.'), ['url']),
);
export type ContentDraft = v.InferInput<typeof ContentDraft>;

/** POST /staff/v1/content/{uuid}/visibility: hide an item from members, or show it again. */
export const ContentVisibility = v.object({ visible: v.boolean() });

/** POST /staff/v1/content/preview: the body as members will get it (the server's allow-list). */
export const ContentPreviewRequest = v.object({ html: ContentDraft.pipe[0].entries.html });
export const ContentPreview = v.object({ html: v.string() });

/** The largest CSV the console uploads at once; bigger files go through the operator command in batches. */
export const SERIAL_CSV_MAX_CHARS = 1_000_000;

/** POST /staff/v1/serials/import: the CSV file's text (docs/server.md "Projects and scans" for its columns). */
export const SerialImportUpload = v.object({
  file_name: v.optional(v.pipe(v.string(), v.maxLength(255)), ''),
  csv: v.pipe(v.string(), v.minLength(1, 'The file is empty.'), v.maxLength(SERIAL_CSV_MAX_CHARS, 'The file is too large for the console: use the operator command.')),
});

export const SerialImportReportView = v.object({
  imported: v.number(),
  unchanged: v.number(),
  skipped: v.array(v.object({ line: v.number(), serial_number: v.string(), reason: v.string() })),
});
export type SerialImportReportView = v.InferOutput<typeof SerialImportReportView>;
