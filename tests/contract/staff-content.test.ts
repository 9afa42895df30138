import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ContentDraft, isTimestamp } from '../../src/contract/staff-content';

/** The content editor's publication moment: a date and time with its offset that is a real moment. */
describe('isTimestamp', () => {
  it.each(['2026-11-28T09:30:00.000Z', '2026-11-28T09:30:00Z', '2026-11-28T10:30+01:00', '2026-02-28T23:59:59.123456789-05:00'])('takes %s', (text) => {
    expect(isTimestamp(text)).toBe(true);
  });
  it.each(['2026-11-28', '2026-11-28 09:30:00Z', '2026-11-28T09:30:00', '2026-13-01T09:30:00Z', 'tomorrow', '', '2026-11-28T09:30:00.000Zjunk'])('refuses %s', (text) => {
    expect(isTimestamp(text)).toBe(false);
  });
});

describe('ContentDraft', () => {
  const draft = { type: 'news', region: 'all', language: 'pl', title: 'Nowość', published_at: '2026-11-28T09:30:00.000Z', visible: true };
  it('names published_at when the moment is not one', () => {
    const parsed = v.safeParse(ContentDraft, { ...draft, published_at: 'next week' });
    expect(parsed.success).toBe(false);
    expect(parsed.issues?.map((issue) => [issue.path?.map((item) => item.key).join('.'), issue.message])).toEqual([['published_at', 'A publication date and time.']]);
  });
  it('names youtube when a video has no address', () => {
    const parsed = v.safeParse(ContentDraft, { ...draft, type: 'video' });
    expect(parsed.issues?.map((issue) => [issue.path?.map((item) => item.key).join('.'), issue.message])).toEqual([['youtube', 'A video needs its YouTube address.']]);
  });
});
