import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ContentItem } from '../../../contract/content';

/**
 * A tutorial video that makes no third-party request until the person presses play (a
 * click-to-load facade), then the privacy-enhanced YouTube player. Whether it plays is view
 * state (like an open menu), not business state.
 */
export function VideoFacade({ item }: { item: ContentItem }) {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  const title = item.content.title;
  const id = item.content.youtube ?? '';
  return (
    <figure className="app-video">
      <div className="app-video__frame">
        {playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className="app-video__play" onClick={() => setPlaying(true)} aria-label={t`Play video: ${title}`}>
            <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false"><circle cx="32" cy="32" r="30" fill="currentColor" opacity="0.2" /><path d="M26 20v24l20-12Z" fill="currentColor" /></svg>
          </button>
        )}
      </div>
      <figcaption>
        <h3 className="app-video__title">{title}</h3>
        {playing ? null : <p className="app-video__note"><Trans>The video loads from YouTube when you press play.</Trans></p>}
      </figcaption>
    </figure>
  );
}
