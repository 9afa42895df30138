import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { userQuery } from '../../api/queries';
import { pageTitle } from '../../routing/page-titles';
import { Block, Card, PageTitle } from '../../ui';
import { blockFailed } from './BlockFailed';
import { can } from '../../../contract/permissions';
import { PointsHistory, PointsHistorySkeleton } from './PointsHistory';
import { PointsSheet, PointsSheetSkeleton } from './PointsSheet';
import { TiersBlock, TiersSkeleton } from './TiersBlock';
import './club.css';

/** /balance: points sheet, tiers with progress (owners), history paged (SPEC §2). Each block loads and fails on its own. */
export function BalancePage({ page }: { page: number }) {
  const { i18n } = useLingui();
  const { data: user } = useSuspenseQuery(userQuery());
  return (
    <>
      <PageTitle>{i18n._(pageTitle('/balance'))}</PageTitle>
      <Block fallback={<PointsSheetSkeleton />} failed={blockFailed}>
        <PointsSheet companyId={user.company.id} />
      </Block>
      {can(user.role.id, 'tiers.read') ? (
        <Card as="section" title={<Trans>Tiers</Trans>}>
          <Block fallback={<TiersSkeleton count={4} />} failed={blockFailed}>
            <TiersBlock regionId={user.region.id} />
          </Block>
        </Card>
      ) : null}
      <Card as="section" title={<Trans>History</Trans>}>
        <Block fallback={<PointsHistorySkeleton />} failed={blockFailed}>
          <PointsHistory page={page} />
        </Block>
      </Card>
    </>
  );
}
