import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { contentListQuery } from '../../api/content-queries';
import { EmptyState, Pagination, Skeleton } from '../../ui';
import { VideoFacade } from './VideoFacade';

/** Tutorial videos of the region, each behind its facade; `compact` (home): two a row on a phone. */
export function VideoList({ limit, page, paged = false, compact = false }: { limit: number; page?: number; paged?: boolean; compact?: boolean }) {
  const { data } = useSuspenseQuery(contentListQuery({ types: ['video'], limit, page }));
  if (data.meta.total === 0) return <EmptyState title={<Trans>No videos yet</Trans>}><p><Trans>Tutorial videos will appear here.</Trans></p></EmptyState>;
  return (
    <>
      <div className={compact ? 'app-club-grid app-club-grid--compact' : 'app-club-grid'}>{data.data.map((item) => <VideoFacade key={item.uuid} item={item} />)}</div>
      {paged ? <Pagination page={data.meta.current_page} lastPage={data.meta.last_page} /> : null}
    </>
  );
}

export function VideoListSkeleton({ count, compact = false }: { count: number; compact?: boolean }) {
  return (
    <div className={compact ? 'app-club-grid app-club-grid--compact' : 'app-club-grid'} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="app-video">
          <div className="app-video__frame"><Skeleton shape="block" width="100%" height="100%" /></div>
          <Skeleton lines={3} />
        </div>
      ))}
    </div>
  );
}
