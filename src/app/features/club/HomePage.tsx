import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { CONTENT_PAGE_SIZES } from '../../../contract/content';
import type { User } from '../../../contract/user';
import { userQuery } from '../../api/queries';
import { can } from '../../../contract/permissions';
import { DECOR_ROLES } from '../../../contract/roles';
import { BelowTheFold, Block, PageTitle, Skeleton } from '../../ui';
import { BasePointsTable } from './BasePointsTable';
import { blockFailed } from './BlockFailed';
import { HeroSkeleton, HeroSlider } from './HeroSlider';
import { HomeJob } from './HomeJob';
import { HomeNotices } from './HomeNotices';
import { HomeSection } from './HomeSection';
import { HomeTiles } from './HomeTiles';
import { ShopTeaserSection } from './ShopTeasers';
import { NewsCards, NewsCardsSkeleton } from './NewsCards';
import { TiersBlock, TiersSkeleton } from './TiersBlock';
import { VideoList, VideoListSkeleton } from './VideoList';
import './club.css';

/**
 * Home (SPEC §2): the job a member comes for first (issue 28: the project in progress to scan
 * into, a new project, the company's points), then the notices (they arrive after the page, so
 * below the job they push nothing it holds down) and the tiles, then the hero slider, tier
 * progress, base points, two voucher teasers, the region's sticky shop products, news and videos.
 * Every block loads in parallel with its own skeleton of reserved size and its own error.
 */
export function HomePage() {
  const { data: user } = useSuspenseQuery(userQuery());
  const name = user.name;
  return (
    <div className="app-home">
      <PageTitle subtitle={<Trans>Register projects, scan products and collect points for your company.</Trans>}>
        <Trans>Welcome, {name}!</Trans>
      </PageTitle>
      <HomeJob user={user} />
      <Block fallback={null} failed={() => null}>
        <HomeNotices user={user} />
      </Block>
      <HomeTiles />
      <Block fallback={<HeroSkeleton />} failed={blockFailed}>
        <HeroSlider />
      </Block>
      <BelowTheFold placeholder={<Skeleton lines={8} />} sections={belowTheFold(user)} />
    </div>
  );
}

/** Home's sections below the fold, in order, each with its key: BelowTheFold shows them one at a time. */
function belowTheFold(user: User): ReactElement[] {
  const tiers = (
    <HomeSection key="tiers" id="home-tiers" title={<Trans>Your tier progress</Trans>} more={<Link to="/rewards"><Trans>How tiers work</Trans></Link>}>
      <Block fallback={<TiersSkeleton />} failed={blockFailed}>
        <TiersBlock regionId={user.region.id} />
      </Block>
    </HomeSection>
  );
  return [
    ...(can(user.role.id, 'tiers.read') ? [tiers] : []),
    <HomeSection key="base-points" id="home-base-points" title={<Trans>Points for each product</Trans>} more={<Link to="/rewards"><Trans>How it works</Trans></Link>}>
      <Block fallback={<Skeleton lines={5} />} failed={blockFailed}>
        <BasePointsTable user={user} decor={DECOR_ROLES.includes(user.role.id)} />
      </Block>
    </HomeSection>,
    <ShopTeaserSection key="vouchers" teaser="vouchers" />,
    <ShopTeaserSection key="sticky" teaser="sticky" />,
    <HomeSection key="news" id="home-news" title={<Trans>News</Trans>} more={<Link to="/news"><Trans>All news</Trans></Link>}>
      <Block fallback={<NewsCardsSkeleton count={CONTENT_PAGE_SIZES.homeNews} compact />} failed={blockFailed}>
        <NewsCards limit={CONTENT_PAGE_SIZES.homeNews} compact />
      </Block>
    </HomeSection>,
    <HomeSection key="videos" id="home-videos" title={<Trans>Tutorial videos</Trans>} more={<Link to="/resources"><Trans>All resources</Trans></Link>}>
      <Block fallback={<VideoListSkeleton count={CONTENT_PAGE_SIZES.homeVideos} compact />} failed={blockFailed}>
        <VideoList limit={CONTENT_PAGE_SIZES.homeVideos} compact />
      </Block>
    </HomeSection>,
  ];
}
