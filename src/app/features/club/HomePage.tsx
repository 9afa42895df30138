import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { CONTENT_PAGE_SIZES } from '../../../contract/content';
import { userQuery } from '../../api/queries';
import { DECOR_ROLES } from '../../../contract/roles';
import { BelowTheFold, Block, PageTitle, Skeleton } from '../../ui';
import { BasePointsTable } from './BasePointsTable';
import { blockFailed } from './BlockFailed';
import { seesTiers } from '../../../contract/roles';
import { HeroSkeleton, HeroSlider } from './HeroSlider';
import { HomeNotices } from './HomeNotices';
import { HomeTiles } from './HomeTiles';
import { ShopTeaserSection } from './ShopTeasers';
import { NewsCards, NewsCardsSkeleton } from './NewsCards';
import { TiersBlock, TiersSkeleton } from './TiersBlock';
import { VideoList, VideoListSkeleton } from './VideoList';
import './club.css';

/**
 * Home (SPEC §2): hero slider, notices, tiles, tier progress, base points, two voucher teasers, the
 * region's sticky shop products, news and videos. Every block loads in parallel with its own
 * skeleton of reserved size and its own error.
 */
export function HomePage() {
  const { data: user } = useSuspenseQuery(userQuery());
  const name = user.name;
  return (
    <div className="app-home">
      <PageTitle subtitle={<Trans>Register projects, scan products and collect points for your company.</Trans>}>
        <Trans>Welcome, {name}!</Trans>
      </PageTitle>
      <Block fallback={null} failed={() => null}>
        <HomeNotices user={user} />
      </Block>
      <Block fallback={<HeroSkeleton />} failed={blockFailed}>
        <HeroSlider />
      </Block>
      <HomeTiles user={user} />
      <BelowTheFold placeholder={<Skeleton lines={8} />}>
        {seesTiers(user.role.id) ? (
          <section className="app-home__section" aria-labelledby="home-tiers">
            <div className="app-home__section-head">
              <h2 id="home-tiers"><Trans>Your tier progress</Trans></h2>
              <Link to="/rewards"><Trans>How tiers work</Trans></Link>
            </div>
            <Block fallback={<TiersSkeleton />} failed={blockFailed}>
              <TiersBlock regionId={user.region.id} />
            </Block>
          </section>
        ) : null}
        <section className="app-home__section" aria-labelledby="home-base-points">
          <div className="app-home__section-head">
            <h2 id="home-base-points"><Trans>Points for each product</Trans></h2>
            <Link to="/rewards"><Trans>How it works</Trans></Link>
          </div>
          <Block fallback={<Skeleton lines={5} />} failed={blockFailed}>
            <BasePointsTable user={user} decor={DECOR_ROLES.includes(user.role.id)} />
          </Block>
        </section>
        <ShopTeaserSection teaser="vouchers" />
        <ShopTeaserSection teaser="sticky" />
        <section className="app-home__section" aria-labelledby="home-news">
          <div className="app-home__section-head">
            <h2 id="home-news"><Trans>News</Trans></h2>
            <Link to="/news"><Trans>All news</Trans></Link>
          </div>
          <Block fallback={<NewsCardsSkeleton count={CONTENT_PAGE_SIZES.homeNews} />} failed={blockFailed}>
            <NewsCards limit={CONTENT_PAGE_SIZES.homeNews} />
          </Block>
        </section>
        <section className="app-home__section" aria-labelledby="home-videos">
          <div className="app-home__section-head">
            <h2 id="home-videos"><Trans>Tutorial videos</Trans></h2>
            <Link to="/resources"><Trans>All resources</Trans></Link>
          </div>
          <Block fallback={<VideoListSkeleton count={CONTENT_PAGE_SIZES.homeVideos} />} failed={blockFailed}>
            <VideoList limit={CONTENT_PAGE_SIZES.homeVideos} />
          </Block>
        </section>
      </BelowTheFold>
    </div>
  );
}
