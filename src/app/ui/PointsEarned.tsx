import type { ReactNode } from 'react';

export interface EarnedItem {
  key: string;
  label: ReactNode;
  /** The amount as the feature words it ("+20 points"). */
  amount: ReactNode;
}

/**
 * Points just credited, as good news, item by item with an optional total (issue 28): a closed
 * project, a finished registration or onboarding. Wordless: the feature brings its words, so no
 * message of it reaches the start-up catalog.
 */
export function PointsEarned({ children, items, total }: { children: ReactNode; items: readonly EarnedItem[]; total?: EarnedItem }) {
  return (
    <div className="ui-earned">
      {children}
      <dl className="ui-earned__items">
        {items.map((item) => <div key={item.key}><dt>{item.label}</dt><dd>{item.amount}</dd></div>)}
        {total ? <div className="ui-earned__total"><dt>{total.label}</dt><dd>{total.amount}</dd></div> : null}
      </dl>
    </div>
  );
}
