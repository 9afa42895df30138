/** SPEC §9: pagination shows 5 page numbers, with ellipses for the pages left out. */
export const PAGE_NUMBERS_SHOWN = 5;

export type PageItem = number | 'gap-before' | 'gap-after';

/**
 * The page numbers to show around `current` (1-based): a window of 5 kept inside 1..last,
 * with the first and last page and an ellipsis where pages were skipped.
 */
export function pageWindow(current: number, last: number, shown: number = PAGE_NUMBERS_SHOWN): PageItem[] {
  if (last <= 1) return [];
  const page = Math.min(Math.max(1, current), last);
  const start = Math.max(1, Math.min(page - Math.floor(shown / 2), last - shown + 1));
  const end = Math.min(last, start + shown - 1);
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('gap-before');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < last - 1) items.push('gap-after');
  if (end < last) items.push(last);
  return items;
}
