import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import type { OrderActionRequest, OrderStep } from '../../../../machines/staff-order-action-machine';
import { ORDER_STATUS, type OrderStatus } from '../../../contract/shop';
import type { StaffOrderDetail } from '../../../contract/staff-orders';
import { DownloadButton } from '../../features/shop/DownloadButton';
import { Badge, Button, Card, PageTitle, Skeleton, Table, type BadgeTone, type TableColumn } from '../../ui';
import { NotAllowed } from '../NotAllowed';
import { StaffLink } from '../StaffLink';
import { staffMay } from '../staff-session';
import { orderDetailQuery } from './order-queries';
import { STATUS_NAMES, STEP_TEXTS, TYPE_NAMES } from './order-texts';
import { OrderStepDialog, OrderStepResult, useOrderSteps } from './OrderStepDialog';
import { QUEUE_TABS } from './queue-search';
import { StaffLoadFailed } from '../QueryStates';

const OPEN: readonly OrderStatus[] = [ORDER_STATUS.pending, ORDER_STATUS.approved];
const STATUS_TONES: Record<OrderStatus, BadgeTone> = { 1: 'warning', 2: 'brand', 3: 'success', 4: 'danger', 5: 'danger' };

/**
 * The steps an order takes by hand now (the server's rules, order-status.ts): vouchers are the
 * simulator's and club cards the issuer's (a reject stops either; a card may be issued now);
 * top-ups follow the issuer (their outcome is set on the top-ups page).
 */
function stepsFor(order: StaffOrderDetail): OrderStep[] {
  if (!OPEN.includes(order.status)) return [];
  switch (order.meta.type) {
    case 'top_up': return [];
    case 'voucher': return ['reject'];
    case 'club_card': return ['issue card', 'reject'];
    default: return order.status === ORDER_STATUS.pending ? ['approve', 'complete', 'reject'] : ['complete', 'reject'];
  }
}

const statusTab = (status: OrderStatus) => QUEUE_TABS[status - 1] ?? 'pending';

/** /staff/orders/{uuid}: the order, its company and orderer, what was issued, and its steps with a confirmation. */
export function OrderPage({ uuid }: { uuid: string }) {
  if (!staffMay('orders.fulfil')) return <NotAllowed />;
  return <OrderDetail uuid={uuid} />;
}

function OrderDetail({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const order = useQuery(orderDetailQuery(uuid));
  const { steps, ask } = useOrderSteps();
  const back = <StaffLink href="/staff/orders"><Trans>Back to the orders</Trans></StaffLink>;
  if (order.isPending) {
    return (
      <div aria-busy="true">
        <span className="ui-visually-hidden"><Trans>Loading the order…</Trans></span>
        <Skeleton shape="block" height="20rem" />
      </div>
    );
  }
  if (order.isError) {
    return (
      <>
        <PageTitle><Trans>Order</Trans></PageTitle>
        <StaffLoadFailed onRetry={() => void order.refetch()}><Trans>The order could not be loaded. It may not exist, or it is outside your regions.</Trans></StaffLoadFailed>
        {back}
      </>
    );
  }
  const shown = order.data;
  const offered = stepsFor(shown);
  const request = (step: OrderStep): OrderActionRequest => ({ step, target: shown.uuid, label: shown.number });
  const number = shown.number;
  return (
    <>
      {back}
      <PageTitle subtitle={t(TYPE_NAMES[shown.meta.type])}>
        <Trans>Order {number}</Trans> <Badge tone={STATUS_TONES[shown.status]}>{t(STATUS_NAMES[statusTab(shown.status)])}</Badge>
      </PageTitle>
      <OrderStepResult steps={steps} />
      {offered.length > 0 ? (
        <div className="staff-orders__steps" role="group" aria-label={t`Steps`}>
          {offered.map((step) => (
            <Button key={step} variant={step === 'reject' ? 'secondary' : 'primary'} onClick={() => ask(request(step))}>{t(STEP_TEXTS[step].button)}</Button>
          ))}
        </div>
      ) : null}
      {shown.meta.type === 'top_up' && OPEN.includes(shown.status) ? (
        <p><StaffLink href="/staff/orders/top-ups"><Trans>Set this top-up's outcome on the top-ups page.</Trans></StaffLink></p>
      ) : null}
      <OrderSummaryCards order={shown} />
      <OrderStepDialog steps={steps} />
    </>
  );
}

function OrderSummaryCards({ order }: { order: StaffOrderDetail }) {
  const { t, i18n } = useLingui();
  const { customer, meta } = order;
  const lines: TableColumn<StaffOrderDetail['meta']['contents'][number]>[] = [
    { key: 'name', header: t`Item`, cell: (line) => line.title || line.name },
    { key: 'sku', header: t`SKU`, cell: (line) => <code>{line.sku}</code> },
    { key: 'quantity', header: t`Quantity`, cell: (line) => i18n.number(line.quantity), align: 'end' },
    { key: 'price', header: t`Points each`, cell: (line) => i18n.number(line.price), align: 'end' },
  ];
  const orderer = `${order.ordered_by.name} ${order.ordered_by.surname}`;
  return (
    <div className="staff-orders__cards">
      <Card as="section" title={<Trans>Order</Trans>}>
        <dl className="staff-orders__facts">
          <dt><Trans>Placed</Trans></dt><dd><time dateTime={order.created_at}>{i18n.date(order.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</time></dd>
          <dt><Trans>Points</Trans></dt><dd>{i18n.number(order.points)}</dd>
          <dt><Trans>Vendor</Trans></dt><dd>{order.vendor.name}</dd>
          <dt><Trans>Company</Trans></dt><dd>{order.company.name} ({order.company.region.toUpperCase()})</dd>
          <dt><Trans>Ordered by</Trans></dt><dd>{orderer}{order.ordered_by.email ? ` · ${order.ordered_by.email}` : ''}</dd>
        </dl>
      </Card>
      {customer.street || customer.city ? (
        <Card as="section" title={<Trans>Delivery</Trans>}>
          <address className="staff-orders__address">
            {customer.name} {customer.surname}<br />
            {customer.company_name ? <>{customer.company_name}<br /></> : null}
            {customer.street} {customer.house_number}<br />
            {customer.postal_code} {customer.city}, {customer.country}<br />
            {customer.email} {customer.phone_number}
          </address>
        </Card>
      ) : null}
      {meta.contents.length > 0 ? (
        <Card as="section" title={<Trans>Items</Trans>} className="staff-orders__wide">
          <Table caption={t`Items`} hideCaption columns={lines} rows={meta.contents} rowKey={(line) => line.variantGuid} stacked="tablet" />
        </Card>
      ) : null}
      <IssuedCard order={order} />
    </div>
  );
}

/** What was issued: the voucher, the card or the top-up's load, the material's input and proof. */
function IssuedCard({ order }: { order: StaffOrderDetail }) {
  const { i18n } = useLingui();
  const { response, card, material } = order.meta;
  if (response) {
    const code = response.number;
    return (
      <Card as="section" title={<Trans>Voucher issued</Trans>}>
        <dl className="staff-orders__facts">
          <dt><Trans>Code</Trans></dt><dd><code>{code}</code></dd>
          <dt><Trans>Valid until</Trans></dt><dd>{i18n.date(response.expiresAt, { dateStyle: 'medium' })}</dd>
        </dl>
      </Card>
    );
  }
  if (card?.card) {
    return (
      <Card as="section" title={<Trans>Club card</Trans>}>
        <dl className="staff-orders__facts">
          <dt><Trans>Card</Trans></dt><dd><code>{card.card.card_number}</code></dd>
          <dt><Trans>Card status</Trans></dt><dd>{card.card.status}</dd>
        </dl>
      </Card>
    );
  }
  if (card?.top_up) {
    const { amount, status } = card.top_up;
    return (
      <Card as="section" title={<Trans>Card top-up</Trans>}>
        <dl className="staff-orders__facts">
          <dt><Trans>Load</Trans></dt><dd>{i18n.number(amount.local, { style: 'currency', currency: amount.currency })}</dd>
          <dt><Trans>Issuer's answer</Trans></dt><dd><code>{status}</code></dd>
        </dl>
      </Card>
    );
  }
  if (material && order.staff_proof_url) {
    const fields = Object.entries(material.configuration.fields).filter(([, value]) => typeof value === 'string' && value !== '');
    return (
      <Card as="section" title={<Trans>Material input</Trans>} className="staff-orders__wide">
        <dl className="staff-orders__facts">
          <dt><Trans>Material</Trans></dt><dd>{material.material_type}</dd>
          {fields.map(([name, value]) => <Fragment key={name}><dt>{name}</dt><dd>{String(value)}</dd></Fragment>)}
        </dl>
        <DownloadButton address={order.staff_proof_url} name={`proof-${order.number}.pdf`} failedText={<Trans>The download failed. Please try again.</Trans>}>
          <Trans>Download the print-ready proof</Trans>
        </DownloadButton>
      </Card>
    );
  }
  return null;
}
