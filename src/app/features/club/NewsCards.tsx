import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { ContentItem } from '../../../contract/content';
import { contentListQuery } from '../../api/content-queries';
import { EmptyState, Pagination, Skeleton } from '../../ui';
import { NewsCardFace } from './news-faces';

/**
 * News cards: image, date, title and excerpt, each opening /news/{uuid}. `compact` (home): on a
 * phone a line each, the picture beside the title, without the excerpt.
 */
export function NewsCards({ limit, page, paged = false, compact = false }: { limit: number; page?: number; paged?: boolean; compact?: boolean }) {
  const { data } = useSuspenseQuery(contentListQuery({ types: ['news'], limit, page }));
  if (data.meta.total === 0) return <EmptyState title={<Trans>No news yet</Trans>}><p><Trans>News from the club will appear here.</Trans></p></EmptyState>;
  return (
    <>
      <ul className={compact ? 'app-news-list app-news-list--compact' : 'app-news-list'}>
        {data.data.map((item) => <li key={item.uuid}><NewsCard item={item} /></li>)}
      </ul>
      {paged ? <Pagination page={data.meta.current_page} lastPage={data.meta.last_page} /> : null}
    </>
  );
}

function NewsCard({ item }: { item: ContentItem }) {
  return (
    <Link to="/news/$uuid" params={{ uuid: item.uuid }} className="app-news-card">
      <NewsCardFace item={{ ...item.content, media: item.media, publishedAt: item.published_at }} />
    </Link>
  );
}

export function NewsCardsSkeleton({ count, compact = false }: { count: number; compact?: boolean }) {
  return (
    <ul className={compact ? 'app-news-list app-news-list--compact' : 'app-news-list'} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => <li key={i} className="app-news-card app-news-card--loading"><Skeleton shape="block" width="100%" height="100%" /></li>)}
    </ul>
  );
}
