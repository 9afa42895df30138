import type { ReactNode } from 'react';

/** A section of home: its heading with the way to the full page (`more`), then its content. */
export function HomeSection({ id, title, more, children }: { id: string; title: ReactNode; more: ReactNode; children: ReactNode }) {
  return (
    <section className="app-home__section" aria-labelledby={id}>
      <div className="app-home__section-head">
        <h2 id={id}>{title}</h2>
        {more}
      </div>
      {children}
    </section>
  );
}
