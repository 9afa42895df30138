import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { StaffOrderSummary } from '../../../contract/staff';
import { EmptyState, PageTitle, Pagination, Skeleton, Table, Tabs, type TableColumn } from '../../ui';
import { Select } from '../../ui/Select';
import { NotAllowed } from '../NotAllowed';
import { StaffLink } from '../StaffLink';
import { staffMay } from '../staff-session';
import { orderQueueQuery, vendorsQuery } from './order-queries';
import { STATUS_NAMES, TYPE_NAMES } from './order-texts';
import { QUEUE_TABS, queueHref, queueSearch, type QueueSearchParams, type QueueTab } from './queue-search';
import { StaffLoadFailed } from '../QueryStates';

/** /staff/orders: the fulfilment queue (issue 27 §2 "Orders"), by status and vendor, oldest first. */
export function OrderQueuePage({ search }: { search: QueueSearchParams }) {
  const { t } = useLingui();
  const router = useRouter();
  if (!staffMay('orders.fulfil')) return <NotAllowed />;
  const go = (change: Partial<QueueSearchParams>) => void router.navigate({ href: queueHref({ ...search, page: 1, ...change }) });
  return (
    <>
      <PageTitle subtitle={<Trans>Orders by status and vendor, the longest waiting first.</Trans>}>
        <Trans>Orders</Trans>
      </PageTitle>
      <div className="staff-orders__bar">
        <VendorFilter vendor={search.vendor} onChange={(vendor) => go({ vendor })} />
        <StaffLink href="/staff/orders/top-ups" className="staff-orders__top-ups"><Trans>Card top-ups awaiting an outcome</Trans></StaffLink>
      </div>
      <Tabs
        label={t`Order status`}
        selected={search.tab}
        onSelect={(tab) => go({ tab: tab as QueueTab })}
        tabs={QUEUE_TABS.map((tab) => ({ id: tab, label: t(STATUS_NAMES[tab]), panel: tab === search.tab ? <OrderQueue search={search} /> : null }))}
      />
    </>
  );
}

function VendorFilter({ vendor, onChange }: { vendor: number | undefined; onChange: (vendor: number | undefined) => void }) {
  const { t } = useLingui();
  const vendors = useQuery(vendorsQuery());
  const options = [{ value: '', label: t`All vendors` }, ...(vendors.data ?? []).map((entry) => ({ value: String(entry.id), label: `${entry.name} (${entry.region.toUpperCase()})` }))];
  return (
    <Select
      label={<Trans>Vendor</Trans>}
      className="staff-orders__vendor"
      options={options}
      value={vendor === undefined ? '' : String(vendor)}
      disabled={vendors.isPending}
      errors={vendors.isError ? [t`The vendors could not be loaded: all are shown.`] : undefined}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
    />
  );
}

function OrderQueue({ search }: { search: QueueSearchParams }) {
  const { t, i18n } = useLingui();
  const queue = useQuery(orderQueueQuery(queueSearch(search)));
  if (queue.isPending) {
    return (
      <div aria-busy="true">
        <span className="ui-visually-hidden"><Trans>Loading the orders…</Trans></span>
        <Skeleton shape="block" height="16rem" />
      </div>
    );
  }
  if (queue.isError) {
    return (
      <StaffLoadFailed onRetry={() => void queue.refetch()}><Trans>The orders could not be loaded.</Trans></StaffLoadFailed>
    );
  }
  const { data: orders, meta } = queue.data;
  const total = i18n.number(meta.total);
  if (orders.length === 0) return <EmptyState title={<Trans>No orders here.</Trans>}><Trans>Nothing waits in this status for the vendor chosen.</Trans></EmptyState>;
  const columns: TableColumn<StaffOrderSummary>[] = [
    { key: 'number', header: t`Order`, cell: (order) => <StaffLink href={`/staff/orders/${order.uuid}`}>{order.number}</StaffLink> },
    { key: 'placed', header: t`Placed`, cell: (order) => <time dateTime={order.created_at}>{i18n.date(order.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</time> },
    { key: 'company', header: t`Company`, cell: (order) => `${order.company.name} (${order.company.region.toUpperCase()})` },
    { key: 'vendor', header: t`Vendor`, cell: (order) => order.vendor.name },
    { key: 'type', header: t`Type`, cell: (order) => t(TYPE_NAMES[order.type]) },
    { key: 'items', header: t`Items`, cell: (order) => i18n.number(order.item_count), align: 'end' },
    { key: 'points', header: t`Points`, cell: (order) => i18n.number(order.points), align: 'end' },
  ];
  return (
    <div className="staff-orders__list" aria-busy={queue.isPlaceholderData || undefined}>
      <Table caption={t`Orders`} hideCaption columns={columns} rows={orders} rowKey={(order) => order.uuid} stacked="tablet" />
      <p className="staff-orders__count"><Trans>Orders in this status: {total}</Trans></p>
      <Pagination page={meta.current_page} lastPage={meta.last_page} />
    </div>
  );
}
