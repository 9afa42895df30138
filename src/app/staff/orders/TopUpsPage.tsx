import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { TOP_UP_OUTCOMES, type StaffOpenTopUp } from '../../../contract/staff-orders';
import { Button, EmptyState, PageTitle, Skeleton, Table, type TableColumn } from '../../ui';
import { NotAllowed } from '../NotAllowed';
import { StaffLink } from '../StaffLink';
import { staffMay } from '../staff-session';
import { openTopUpsQuery } from './order-queries';
import { STEP_TEXTS } from './order-texts';
import { OrderStepDialog, OrderStepResult, useOrderSteps } from './OrderStepDialog';
import { StaffLoadFailed } from '../QueryStates';

/** /staff/orders/top-ups: club card top-ups the issuer has not answered yet, oldest first; staff report its outcome (`card outcome`). */
export function TopUpsPage() {
  if (!staffMay('orders.fulfil')) return <NotAllowed />;
  return (
    <>
      <StaffLink href="/staff/orders"><Trans>Back to the orders</Trans></StaffLink>
      <PageTitle subtitle={<Trans>The oldest first. Report the card issuer's answer when it came by another way.</Trans>}>
        <Trans>Card top-ups awaiting an outcome</Trans>
      </PageTitle>
      <TopUps />
    </>
  );
}

function TopUps() {
  const { t, i18n } = useLingui();
  const topUps = useQuery(openTopUpsQuery());
  const { steps, ask } = useOrderSteps();
  if (topUps.isPending) {
    return (
      <div aria-busy="true">
        <span className="ui-visually-hidden"><Trans>Loading the top-ups…</Trans></span>
        <Skeleton shape="block" height="12rem" />
      </div>
    );
  }
  if (topUps.isError) {
    return (
      <StaffLoadFailed onRetry={() => void topUps.refetch()}><Trans>The top-ups could not be loaded.</Trans></StaffLoadFailed>
    );
  }
  const columns: TableColumn<StaffOpenTopUp>[] = [
    { key: 'order', header: t`Order`, cell: (topUp) => <StaffLink href={`/staff/orders/${topUp.order.uuid}`}>{topUp.order.number}</StaffLink> },
    { key: 'placed', header: t`Placed`, cell: (topUp) => <time dateTime={topUp.created_at}>{i18n.date(topUp.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</time> },
    { key: 'company', header: t`Company`, cell: (topUp) => `${topUp.company.name} (${topUp.company.region.toUpperCase()})` },
    { key: 'load', header: t`Load`, cell: (topUp) => i18n.number(topUp.amount.local, { style: 'currency', currency: topUp.amount.currency }), align: 'end' },
    { key: 'status', header: t`Issuer's answer so far`, cell: (topUp) => <code>{topUp.status}</code> },
    {
      key: 'outcome',
      header: t`Outcome`,
      cell: (topUp) => (
        <div className="staff-orders__outcomes" role="group" aria-label={t`Outcome of ${topUp.order.number}`}>
          {TOP_UP_OUTCOMES.map((outcome) => (
            <Button key={outcome} variant={outcome === 'SUCCEEDED' ? 'primary' : 'secondary'} onClick={() => ask({ step: outcome, target: topUp.uuid, label: topUp.order.number })}>
              {t(STEP_TEXTS[outcome].button)}
            </Button>
          ))}
        </div>
      ),
    },
  ];
  return (
    <>
      <OrderStepResult steps={steps} />
      {topUps.data.length === 0
        ? <EmptyState title={<Trans>No top-up waits for an outcome.</Trans>}><Trans>The card issuer has answered every top-up.</Trans></EmptyState>
        : <Table caption={t`Top-ups awaiting an outcome`} hideCaption columns={columns} rows={topUps.data} rowKey={(topUp) => topUp.uuid} stacked="tablet" />}
      <OrderStepDialog steps={steps} />
    </>
  );
}
