import { useId, type ReactNode } from 'react';
import { Illustration } from './Illustration';

interface HeroProps {
  /** A short line over the title: who the page is for. */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** The pitch under the title. */
  children?: ReactNode;
  /** Beside the pitch on a wide screen, right under the title on a phone: the page's task (the sign-in card). */
  aside?: ReactNode;
}

/**
 * The brand's dark band at the top of a guest page. On a phone the aside comes right after the
 * title, so the task is near the top and the pitch follows it.
 */
export function Hero({ eyebrow, title, children, aside }: HeroProps) {
  const titleId = useId();
  return (
    <section className="ui-hero ui-on-dark" aria-labelledby={titleId}>
      <div className="ui-hero__inner">
        <div className="ui-hero__head">
          {eyebrow ? <p className="ui-hero__eyebrow">{eyebrow}</p> : null}
          <h2 id={titleId} className="ui-hero__title">{title}</h2>
        </div>
        {aside ? <div className="ui-hero__aside">{aside}</div> : null}
        <div className="ui-hero__body">
          {children ? <div className="ui-hero__lede">{children}</div> : null}
          <Illustration name="hero" />
        </div>
      </div>
    </section>
  );
}
