import { queryOptions } from '@tanstack/react-query';
import { ContentItemResponse, ContentPage, type ContentType } from '../../contract/content';
import { getJson } from './http';
import { queryKeys } from './queries';

/** SPEC §9: content is stale after 10 minutes and kept 30. */
const CONTENT_CACHE = { staleTime: 10 * 60_000, gcTime: 30 * 60_000 } as const;

export interface ContentListOptions {
  types: readonly ContentType[];
  limit: number;
  page?: number;
  sticky?: boolean;
}

/** GET v1/content?content_types=&limit=&page=&sticky=: visible items of the caller's region, newest first. */
export function contentListQuery({ types, limit, page = 1, sticky }: ContentListOptions) {
  const list = types.join(',');
  return queryOptions({
    queryKey: queryKeys.content(list, limit, page, sticky),
    queryFn: ({ signal }) => getJson(ContentPage, 'v1/content', {
      searchParams: { content_types: list, limit, page, visible: 1, ...(sticky === undefined ? {} : { sticky: sticky ? 1 : 0 }) },
      signal,
    }),
    ...CONTENT_CACHE,
  });
}

/** GET v1/content/{uuid}: one item with its HTML. */
export function contentItemQuery(uuid: string) {
  return queryOptions({
    queryKey: queryKeys.contentItem(uuid),
    queryFn: async ({ signal }) => (await getJson(ContentItemResponse, `v1/content/${encodeURIComponent(uuid)}`, { signal })).data,
    ...CONTENT_CACHE,
  });
}
