import type { ReactNode } from 'react';

/** The placeholder of an empty list (SPEC §8 "Empty lists show placeholders"). */
export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="ui-empty">
      <p className="ui-empty__title">{title}</p>
      {children}
    </div>
  );
}
