import { useId, type ReactNode } from 'react';

interface SectionProps {
  title: ReactNode;
  intro?: ReactNode;
  /** The band's background: the page's (plain), white (surface) or a shade darker (sunken). */
  tone?: 'plain' | 'surface' | 'sunken';
  children: ReactNode;
}

/** A band across the page with a titled block of content in the page column. */
export function Section({ title, intro, tone = 'plain', children }: SectionProps) {
  const titleId = useId();
  return (
    <section className={`ui-section ui-section--${tone}`} aria-labelledby={titleId}>
      <div className="ui-section__inner">
        <h2 id={titleId} className="ui-section__title">{title}</h2>
        {intro ? <p className="ui-section__intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
