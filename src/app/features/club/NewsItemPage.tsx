import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { contentItemQuery } from '../../api/content-queries';
import { PageTitle } from '../../ui';
import './club.css';

/** /news/{uuid}: one news item; its HTML was sanitised by the server when it was imported. */
export function NewsItemPage({ uuid }: { uuid: string }) {
  const { i18n } = useLingui();
  const { data: item } = useSuspenseQuery(contentItemQuery(uuid));
  return (
    <article className="app-article">
      <PageTitle subtitle={i18n.date(item.published_at, { dateStyle: 'long', timeZone: 'UTC' })}>{item.content.title}</PageTitle>
      {item.media ? <img className="app-article__image" src={item.media} alt="" width="640" height="360" /> : null}
      {item.content.excerpt ? <p><strong>{item.content.excerpt}</strong></p> : null}
      <div className="app-article__body" dangerouslySetInnerHTML={{ __html: item.content.text }} />
      <p><Link to="/news"><Trans>All news</Trans></Link></p>
    </article>
  );
}
