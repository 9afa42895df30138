import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderSummary } from '../../../contract/shop';
import { ordersQuery } from '../../api/shop-queries';
import { pageTitle } from '../../routing/page-titles';
import { buttonClassName, PageTitle } from '../../ui';
import { EmptyState } from '../../ui/EmptyState';
import { Pagination } from '../../ui/Pagination';
import { Table, type TableColumn } from '../../ui/Table';
import { OrderStatusBadge } from './OrderStatusBadge';
import './shop.css';

/** /orders (SPEC §2): number (linked), item count, points, date and status, 20 to a page. */
export function OrdersPage({ page }: { page: number }) {
  const { i18n, t } = useLingui();
  const { data } = useSuspenseQuery(ordersQuery(page));
  const columns: TableColumn<OrderSummary>[] = [
    { key: 'number', header: t`Number`, cell: (order) => <Link to="/orders/$uuid" params={{ uuid: order.uuid }}>{order.number}</Link> },
    { key: 'items', header: t`Items`, cell: (order) => order.item_count, align: 'end' },
    { key: 'points', header: t`Points`, cell: (order) => order.points, align: 'end' },
    { key: 'date', header: t`Date`, cell: (order) => i18n.date(order.created_at, { dateStyle: 'medium' }) },
    { key: 'status', header: t`Status`, cell: (order) => <OrderStatusBadge status={order.status} /> },
  ];
  return (
    <>
      <PageTitle>{i18n._(pageTitle('/orders'))}</PageTitle>
      {data.data.length === 0 ? (
        <EmptyState title={<Trans>No orders yet</Trans>}>
          <p><Trans>Orders your company places in the shop appear here with their status.</Trans></p>
          <Link to="/shop" className={buttonClassName('primary')}><Trans>Go to the shop</Trans></Link>
        </EmptyState>
      ) : (
        <Table caption={t`Your company's orders`} hideCaption columns={columns} rows={data.data} rowKey={(order) => order.uuid} />
      )}
      <Pagination page={data.meta.current_page} lastPage={data.meta.last_page} />
    </>
  );
}
