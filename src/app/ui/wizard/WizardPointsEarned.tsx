import type { ReactNode } from 'react';
import { Plural } from '@lingui/react/macro';
import { PointsEarned } from '../PointsEarned';

/**
 * The wizards' finish screens (registration's complete step, the onboarding's "all set"): what
 * they credited, item by item (issue 28). In the wizards' catalog (lingui.config.ts).
 */
export function WizardPointsEarned({ children, items }: { children: ReactNode; items: readonly { key: string; label: ReactNode; points: number }[] }) {
  const shown = items.filter((item) => item.points > 0).map(({ key, label, points }) => ({ key, label, amount: <EarnedReward reward={points} /> }));
  return <PointsEarned items={shown}>{children}</PointsEarned>;
}

/** "+N points", the variable named as in the portal's other earned points, so all share one translation. */
function EarnedReward({ reward }: { reward: number }) {
  return <Plural value={reward} one="+# point" other="+# points" />;
}
