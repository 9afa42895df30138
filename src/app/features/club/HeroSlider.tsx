import { useSuspenseQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import { CONTENT_PAGE_SIZES, type ContentItem } from '../../../contract/content';
import { heroSliderMachine } from '../../../../machines/hero-slider-machine';
import { contentListQuery } from '../../api/content-queries';
import { Skeleton } from '../../ui';

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** SPEC §2 Home: the hero image of the caller's role, then up to 5 sticky news; autoplay 7 s, pause, previous, next. */
export function HeroSlider() {
  const [heroes, sticky] = useSuspenseQueries({
    queries: [
      contentListQuery({ types: ['hero'], limit: 1 }),
      contentListQuery({ types: ['news'], limit: CONTENT_PAGE_SIZES.sticky, sticky: true }),
    ],
  });
  const slides = [...heroes.data.data, ...sticky.data.data];
  if (slides.length === 0) return null;
  return <Slides key={slides.length} slides={slides} />;
}

function Slides({ slides }: { slides: ContentItem[] }) {
  const { t } = useLingui();
  const [snapshot, send] = useMachine(heroSliderMachine, { input: { slides: slides.length, reducedMotion: prefersReducedMotion() } });
  const { index } = snapshot.context;
  const playing = snapshot.matches('playing');
  return (
    <section className="app-hero" aria-roledescription={t`carousel`} aria-label={t`Highlights`}>
      {slides.map((slide, i) => (
        <div
          key={slide.uuid}
          className="app-hero__slide"
          hidden={i !== index}
          role="group"
          aria-roledescription={t`slide`}
          aria-label={t`${i + 1} of ${slides.length}`}
        >
          {slide.media ? (
            <img className="app-hero__image" src={slide.media} alt="" width="1280" height="480" fetchPriority={i === 0 ? 'high' : 'low'} loading={i === 0 ? 'eager' : 'lazy'} />
          ) : null}
          <div className="app-hero__text" aria-live={playing ? 'off' : 'polite'}>
            <h2>{slide.type === 'news' ? <Link to="/news/$uuid" params={{ uuid: slide.uuid }}>{slide.content.title}</Link> : slide.content.title}</h2>
            {slide.content.excerpt ? <p>{slide.content.excerpt}</p> : null}
          </div>
        </div>
      ))}
      {slides.length > 1 ? (
        <div className="app-hero__controls">
          <button type="button" onClick={() => send({ type: 'PREVIOUS' })} aria-label={t`Previous slide`}>‹</button>
          {snapshot.matches('still') ? null : (
            <button type="button" onClick={() => send({ type: playing ? 'PAUSE' : 'PLAY' })} aria-label={playing ? t`Pause slides` : t`Play slides`}>
              {playing ? '❚❚' : '▶'}
            </button>
          )}
          <button type="button" onClick={() => send({ type: 'NEXT' })} aria-label={t`Next slide`}>›</button>
        </div>
      ) : null}
    </section>
  );
}

export function HeroSkeleton() {
  return <div className="app-hero app-hero--loading" aria-hidden="true"><Skeleton shape="block" width="100%" height="100%" /></div>;
}
