import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { behavioursQuery } from '../../api/points-queries';
import { userQuery } from '../../api/queries';
import { pageTitle } from '../../routing/page-titles';
import { Block, Card, EmptyState, PageTitle, Skeleton } from '../../ui';
import { blockFailed } from './BlockFailed';
import { can } from '../../../contract/permissions';
import { TiersBlock, TiersSkeleton } from './TiersBlock';
import './club.css';

/** /rewards: how it works, tiers (owners) and behaviour bonuses (SPEC §2). */
export function RewardsPage() {
  const { i18n } = useLingui();
  const { data: user } = useSuspenseQuery(userQuery());
  return (
    <div className="app-club-stack">
      <PageTitle>{i18n._(pageTitle('/rewards'))}</PageTitle>
      <Card as="section" title={<Trans>How it works</Trans>}>
        <ol>
          <li><Trans>Register a project for each building you work on.</Trans></li>
          <li><Trans>Scan the code of every product you install there: each accepted scan earns its base points.</Trans></li>
          <li><Trans>Answer the project survey: the project closes and its points are credited to your company.</Trans></li>
          <li><Trans>Spend the points in the shop. Points expire on 31 December of the year after you earned them; the oldest are spent first.</Trans></li>
        </ol>
      </Card>
      {can(user.role.id, 'tiers.read') ? (
        <Card as="section" title={<Trans>Tiers</Trans>}>
          <p><Trans>The more products your company scans in a year, the higher its level in each tier programme. Each level reached credits its points once a year.</Trans></p>
          <Block fallback={<TiersSkeleton count={4} />} failed={blockFailed}>
            <TiersBlock regionId={user.region.id} showBrackets />
          </Block>
        </Card>
      ) : null}
      <Card as="section" title={<Trans>Behaviour bonuses</Trans>}>
        <Block fallback={<Skeleton lines={6} />} failed={blockFailed}>
          <Behaviours regionId={user.region.id} />
        </Block>
      </Card>
    </div>
  );
}

function Behaviours({ regionId }: { regionId: number }) {
  const { i18n } = useLingui();
  const { data } = useSuspenseQuery(behavioursQuery(regionId));
  if (data.length === 0) return <EmptyState title={<Trans>No behaviour bonuses in your region yet</Trans>} />;
  return (
    <ul className="app-links">
      {data.map((bonus) => {
        const points = i18n.number(bonus.points);
        return (
          <li key={bonus.uuid}>
            <strong>{bonus.name}</strong> · <Trans>+{points} points</Trans>
            <p>{bonus.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
