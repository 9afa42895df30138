import type { ReactNode } from 'react';
import { Illustration, type IllustrationName } from './Illustration';
import './empty-state.css';

interface EmptyStateProps {
  title: ReactNode;
  /** What the list will hold and how to fill it. */
  children?: ReactNode;
  /** The way out: usually a button or a link styled as one. */
  action?: ReactNode;
  illustration?: IllustrationName;
}

/** The placeholder of an empty list (SPEC §8 "Empty lists show placeholders"). */
export function EmptyState({ title, children, action, illustration = 'empty' }: EmptyStateProps) {
  return (
    <div className="ui-empty">
      <Illustration name={illustration} />
      <p className="ui-empty__title">{title}</p>
      {children ? <div className="ui-empty__text">{children}</div> : null}
      {action ? <div className="ui-empty__action">{action}</div> : null}
    </div>
  );
}
