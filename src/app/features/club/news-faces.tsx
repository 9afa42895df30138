import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '../../ui/core';
import './club.css';

/**
 * How a news item looks, apart from where it links and where its data comes from: the portal's
 * news cards and article page, and the console's editor preview (issue 27 §2 "Content") draw the
 * same faces, so the preview is what members will see.
 */
export interface NewsFace {
  title: string;
  excerpt: string;
  media: string | null;
  /** An ISO instant. */
  publishedAt: string;
}

/** The inside of a news card: image, date, title, excerpt. */
export function NewsCardFace({ item }: { item: NewsFace }) {
  const { i18n } = useLingui();
  return (
    <>
      {item.media ? <img className="app-news-card__image" src={item.media} alt="" width="640" height="360" loading="lazy" decoding="async" /> : <span className="app-news-card__image" />}
      <span className="app-news-card__body">
        <span className="app-news-card__date">{i18n.date(item.publishedAt, { dateStyle: 'long', timeZone: 'UTC' })}</span>
        <h3>{item.title}</h3>
        {item.excerpt ? <p>{item.excerpt}</p> : null}
      </span>
    </>
  );
}

/** The article: title with its date, image, excerpt and the body, HTML the server's allow-list passed. */
export function NewsArticle({ item, html, children }: { item: NewsFace; html: string; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <article className="app-article">
      <PageTitle subtitle={i18n.date(item.publishedAt, { dateStyle: 'long', timeZone: 'UTC' })}>{item.title}</PageTitle>
      {item.media ? <img className="app-article__image" src={item.media} alt="" width="640" height="360" /> : null}
      {item.excerpt ? <p><strong>{item.excerpt}</strong></p> : null}
      <div className="app-article__body" dangerouslySetInnerHTML={{ __html: html }} />
      {children}
    </article>
  );
}
