/**
 * The content editor's draft (issue 27 §2 "Content"): the form's values as typed, the request the
 * server takes, and the form's rules, which are the contract's own (ContentDraft), so the console
 * refuses what the server would and names the same fields.
 */
import * as v from 'valibot';
import { ContentDraft, type EditableContentType, type StaffContentItem } from '../src/contract/staff-content';

export interface DraftValues {
  type: EditableContentType;
  region: string;
  language: string;
  title: string;
  excerpt: string;
  html: string;
  youtube: string;
  url: string;
  media: string;
  /** As a `datetime-local` field holds it: "YYYY-MM-DDTHH:mm" in the browser's time zone. */
  publishedAt: string;
  visible: boolean;
  sticky: boolean;
}

/** Field names as the server's 422 names them, for the messages by their fields. */
export type DraftField = 'type' | 'region' | 'language' | 'title' | 'excerpt' | 'html' | 'youtube' | 'url' | 'media' | 'published_at';
export type DraftProblems = Partial<Record<DraftField, string[]>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a `datetime-local` value in the browser's time zone. */
export function localDateTime(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A new item: news for every region in the console's language, published now, visible. */
export function emptyDraft(now: Date, language: string): DraftValues {
  return {
    type: 'news', region: 'all', language, title: '', excerpt: '', html: '', youtube: '', url: '', media: '',
    publishedAt: localDateTime(now), visible: true, sticky: false,
  };
}

/** An item as the editor opens it. A hero never reaches the editor (the list offers no edit for it). */
export function draftOf(item: StaffContentItem): DraftValues {
  return {
    type: item.type === 'hero' ? 'news' : item.type,
    region: item.region,
    language: item.language,
    title: item.title,
    excerpt: item.excerpt,
    html: item.html,
    youtube: item.youtube ?? '',
    url: item.url ?? '',
    media: item.media ?? '',
    publishedAt: localDateTime(new Date(item.published_at)),
    visible: item.visible,
    sticky: item.sticky,
  };
}

/** The body of POST /staff/v1/content and PUT /staff/v1/content/{uuid}. */
export function draftRequest(draft: DraftValues) {
  const at = new Date(draft.publishedAt);
  return {
    type: draft.type,
    region: draft.region,
    language: draft.language,
    title: draft.title,
    excerpt: draft.excerpt,
    html: draft.html,
    youtube: draft.type === 'video' ? draft.youtube : '',
    url: draft.type === 'resource' ? draft.url : '',
    media: draft.media,
    published_at: Number.isNaN(at.getTime()) ? '' : at.toISOString(),
    visible: draft.visible,
    sticky: draft.sticky,
  };
}

/** The contract's rules on the draft: the fields that break them, each with the rule's message. */
export function draftProblems(draft: DraftValues): DraftProblems {
  const parsed = v.safeParse(ContentDraft, draftRequest(draft));
  if (parsed.success) return {};
  const problems: DraftProblems = {};
  for (const issue of parsed.issues) {
    const field = (issue.path?.map((item) => String(item.key)).join('.') || 'title') as DraftField;
    (problems[field] ??= []).push(issue.message);
  }
  return problems;
}

/** Is the draft's publication date still to come? The list and the preview show it as scheduled. */
export const isScheduled = (draft: DraftValues, now: Date): boolean => new Date(draft.publishedAt).getTime() > now.getTime();
