import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTENT_PAGE_SIZES } from '../../../contract/content';
import { contentListQuery } from '../../api/content-queries';
import { pageTitle } from '../../routing/page-titles';
import { Block, Card, EmptyState, ExternalLink, PageTitle, Skeleton } from '../../ui';
import { blockFailed } from './BlockFailed';
import { VideoList, VideoListSkeleton } from './VideoList';
import './club.css';

/** /resources: the region's links and tutorial videos, 40 a page (SPEC §2, §9). */
export function ResourcesPage({ page }: { page: number }) {
  const { i18n } = useLingui();
  return (
    <div className="app-club-stack">
      <PageTitle>{i18n._(pageTitle('/resources'))}</PageTitle>
      <Card as="section" title={<Trans>Documents and links</Trans>}>
        <Block fallback={<Skeleton lines={4} />} failed={blockFailed}>
          <ResourceLinks />
        </Block>
      </Card>
      <Card as="section" title={<Trans>Tutorial videos</Trans>}>
        <Block fallback={<VideoListSkeleton count={4} />} failed={blockFailed}>
          <VideoList limit={CONTENT_PAGE_SIZES.tutorials} page={page} paged />
        </Block>
      </Card>
    </div>
  );
}

function ResourceLinks() {
  const { data } = useSuspenseQuery(contentListQuery({ types: ['resource'], limit: CONTENT_PAGE_SIZES.tutorials }));
  if (data.meta.total === 0) return <EmptyState title={<Trans>No documents yet</Trans>} />;
  return (
    <ul className="app-links">
      {data.data.map((item) => (
        <li key={item.uuid}>
          <ExternalLink href={item.content.url ?? '#'}>{item.content.title}</ExternalLink>
          {item.content.excerpt ? <p>{item.content.excerpt}</p> : null}
        </li>
      ))}
    </ul>
  );
}
