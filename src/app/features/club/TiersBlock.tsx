import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { tiersQuery } from '../../api/points-queries';
import { EmptyState, Skeleton } from '../../ui';
import { TierCard } from './TierCard';

/** The region's tier programmes with the company's progress (SPEC §2 Home "tier progress", /balance, /rewards). */
export function TiersBlock({ regionId, showBrackets = false, limit }: { regionId: number; showBrackets?: boolean; limit?: number }) {
  const { data } = useSuspenseQuery(tiersQuery(regionId));
  if (data.length === 0) return <EmptyState title={<Trans>No tier programme in your region yet</Trans>}><p><Trans>Your points come from your projects meanwhile.</Trans></p></EmptyState>;
  return (
    <div className="app-tiers">
      {data.slice(0, limit).map((tier) => <TierCard key={tier.tier_definition.id} tier={tier} showBrackets={showBrackets} />)}
    </div>
  );
}

export function TiersSkeleton({ count = 2 }: { count?: number }) {
  return (
    <div className="app-tiers" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => <div key={i} className="app-tier app-tier--loading"><Skeleton shape="block" width="100%" height="100%" /></div>)}
    </div>
  );
}
