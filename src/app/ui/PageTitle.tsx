import type { ReactNode } from 'react';

interface PageTitleProps {
  children: ReactNode;
  subtitle?: ReactNode;
}

/** The page's one h1. It can take focus so that navigation can move focus to it. */
export function PageTitle({ children, subtitle }: PageTitleProps) {
  return (
    <header className="ui-page-title">
      <h1 tabIndex={-1}>{children}</h1>
      {subtitle ? <p className="ui-page-title__subtitle">{subtitle}</p> : null}
    </header>
  );
}
