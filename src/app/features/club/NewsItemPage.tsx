import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { contentItemQuery } from '../../api/content-queries';
import { NewsArticle } from './news-faces';

/** /news/{uuid}: one news item; its HTML was sanitised by the server when it was written. */
export function NewsItemPage({ uuid }: { uuid: string }) {
  const { data: item } = useSuspenseQuery(contentItemQuery(uuid));
  return (
    <NewsArticle item={{ ...item.content, media: item.media, publishedAt: item.published_at }} html={item.content.text}>
      <p><Link to="/news"><Trans>All news</Trans></Link></p>
    </NewsArticle>
  );
}
