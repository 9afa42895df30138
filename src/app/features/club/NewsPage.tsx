import { useLingui } from '@lingui/react/macro';
import { CONTENT_PAGE_SIZES } from '../../../contract/content';
import { pageTitle } from '../../routing/page-titles';
import { Block, PageTitle } from '../../ui';
import { blockFailed } from './BlockFailed';
import { NewsCards, NewsCardsSkeleton } from './NewsCards';
import './club.css';

/** /news: the region's news, 20 a page, page in the query string (SPEC §2, §9). */
export function NewsPage({ page }: { page: number }) {
  const { i18n } = useLingui();
  return (
    <>
      <PageTitle>{i18n._(pageTitle('/news'))}</PageTitle>
      <Block fallback={<NewsCardsSkeleton count={6} />} failed={blockFailed}>
        <NewsCards limit={CONTENT_PAGE_SIZES.news} page={page} paged />
      </Block>
    </>
  );
}
