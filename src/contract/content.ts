/**
 * Content (SPEC §3 Content item, §7 /v1/content, §9 page sizes): news, tutorial videos, the home
 * page's hero images and regional resource links, as the content import wrote them.
 */
import * as v from 'valibot';

export const CONTENT_TYPES = ['news', 'video', 'hero', 'resource'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export { CONTENT_PAGE_SIZES } from './content-page-sizes';
export const CONTENT_MAX_LIMIT = 50;

const Flag = v.pipe(v.picklist(['0', '1', 'true', 'false']), v.transform((flag) => flag === '1' || flag === 'true'));

/** GET /v1/content: content_types is a comma-separated list. */
export const ContentQuery = v.object({
  content_types: v.pipe(
    v.string(),
    v.maxLength(60),
    v.transform((list) => list.split(',')),
    v.array(v.picklist(CONTENT_TYPES)),
    v.minLength(1),
  ),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(CONTENT_MAX_LIMIT)), '20'),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), '1'),
  /** Visible items only (the default); 0 is refused to members: hidden items stay hidden. */
  visible: v.optional(v.pipe(Flag, v.literal(true)), '1'),
  /** Sticky items only. */
  sticky: v.optional(Flag),
});
export type ContentQuery = v.InferOutput<typeof ContentQuery>;

export const ContentItem = v.object({
  uuid: v.string(),
  type: v.picklist(CONTENT_TYPES),
  sticky: v.boolean(),
  content: v.object({
    title: v.string(),
    excerpt: v.string(),
    /** Sanitised HTML. */
    text: v.string(),
    /** A YouTube video id (videos). */
    youtube: v.nullable(v.string()),
    /** The link of a resource. */
    url: v.nullable(v.string()),
  }),
  /** The main image: a path on this site or an https address. */
  media: v.nullable(v.string()),
  other_images: v.array(v.string()),
  published_at: v.string(),
  updated_at: v.string(),
});
export type ContentItem = v.InferOutput<typeof ContentItem>;

export const ContentPage = v.object({
  data: v.array(ContentItem),
  meta: v.object({ current_page: v.number(), last_page: v.number(), per_page: v.number(), total: v.number() }),
});
export type ContentPage = v.InferOutput<typeof ContentPage>;
export const ContentItemResponse = v.object({ data: ContentItem });
