import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { OrderCardInfo } from '../../../contract/club-card';
import { CHECKOUT_TYPES, ORDER_IN_PROGRESS, isPhysical, type CheckoutType, type OrderMaterialInfo, type OrderVoucher } from '../../../contract/shop';
import { orderQuery } from '../../api/shop-queries';
import { CardStatus, TopUpStatus } from '../../shell/CardStatuses';
import { Alert, PageTitle } from '../../ui';
import { CopyButton } from './CopyButton';
import { DownloadButton } from './DownloadButton';
import { MaterialInput } from './MaterialInput';
import { OrderStatusBadge } from './OrderStatusBadge';
import { Points } from './Points';
import './shop.css';

/** /orders/{uuid}: everything SPEC §2 lists for an order; the voucher once it is issued. */
export function OrderPage({ uuid }: { uuid: string }) {
  const { i18n } = useLingui();
  const { data: order } = useSuspenseQuery(orderQuery(uuid));
  const { customer, meta } = order;
  const physical = Object.hasOwn(CHECKOUT_TYPES, meta.type) && isPhysical(meta.type as CheckoutType);
  return (
    <article className="app-order">
      <PageTitle><Trans>Order {order.number}</Trans></PageTitle>
      <dl className="app-order__facts">
        <div><dt><Trans>Date</Trans></dt><dd>{i18n.date(order.created_at, { dateStyle: 'long', timeStyle: 'short' })}</dd></div>
        <div><dt><Trans>Points</Trans></dt><dd>{order.points}</dd></div>
        <div><dt><Trans>Status</Trans></dt><dd><OrderStatusBadge status={order.status} /></dd></div>
        <div><dt><Trans>Vendor</Trans></dt><dd>{order.vendor.name}</dd></div>
      </dl>
      {ORDER_IN_PROGRESS.includes(order.status) && !meta.response ? (
        <Alert tone="info">
          {meta.type === 'voucher'
            ? <Trans>Your voucher is being issued. Its code appears here within minutes, and we will notify you.</Trans>
            : meta.type === 'club_card' ? <Trans>Your club card is being issued. We will notify you, and you then register it on the club card page.</Trans>
              : <Trans>Your order is being processed. We will notify you when its status changes.</Trans>}
        </Alert>
      ) : null}
      {meta.vouchers.length > 0 ? <Vouchers vouchers={meta.vouchers} /> : null}
      {meta.card ? <CardInfo info={meta.card} /> : null}
      {meta.material ? <MaterialOrderInput info={meta.material} /> : null}
      {physical ? (
        <section aria-labelledby="delivery-heading">
          <h2 id="delivery-heading"><Trans>Delivery address</Trans></h2>
          <address className="app-order__address">
            {customer.delivery === 'company' ? <>{customer.company_name}<br /></> : null}
            {customer.name} {customer.surname}<br />
            {customer.street} {customer.house_number}<br />
            {customer.postal_code} {customer.city}
          </address>
        </section>
      ) : null}
      <section aria-labelledby="items-heading">
        <h2 id="items-heading"><Trans>Items</Trans></h2>
        <ul className="app-order__items">
          {meta.contents.map((item) => (
            <li key={item.variantGuid} className="app-cart__line">
              <img src={item.image} alt="" width={64} height={64} className="app-cart__thumb" />
              <span className="app-cart__what">{item.name}{item.title ? <span className="app-cart__variant">{item.title}</span> : null}</span>
              <span><Trans>{item.quantity} × <Points value={item.price} /></Trans></span>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

/** Every voucher of the order (one per unit): what it is worth, its code, expiry and password, each to copy. */
function Vouchers({ vouchers }: { vouchers: OrderVoucher[] }) {
  const { i18n, t } = useLingui();
  return (
    <section className="app-order__voucher" aria-labelledby="vouchers-heading">
      <h2 id="vouchers-heading">{vouchers.length > 1 ? <Trans>Your vouchers</Trans> : <Trans>Your voucher</Trans>}</h2>
      <ol className="app-order__vouchers">
        {vouchers.map((voucher, index) => (
          <li key={voucher.number}>
            <h3>{voucher.name} {voucher.title} · <Points value={voucher.points} /></h3>
            <dl className="app-order__facts">
              <div>
                <dt><Trans>Code</Trans></dt>
                <dd className="app-order__copyable">
                  <span className="app-order__code">{voucher.number}</span>
                  <CopyButton text={voucher.number} label={t`Copy the code of voucher ${index + 1}`} />
                </dd>
              </div>
              <div><dt><Trans>Valid until</Trans></dt><dd>{i18n.date(voucher.expiresAt, { dateStyle: 'long' })}</dd></div>
              {voucher.password ? (
                <div>
                  <dt><Trans>Password</Trans></dt>
                  <dd className="app-order__copyable">
                    <span className="app-order__code">{voucher.password}</span>
                    <CopyButton text={voucher.password} label={t`Copy the password of voucher ${index + 1}`} />
                  </dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** SPEC §2: a material order shows its input data with the logo's and the print-ready proof's downloads. */
function MaterialOrderInput({ info }: { info: OrderMaterialInfo }) {
  const downloads = (
    <>
      {info.logo ? <DownloadButton address={info.logo.url} name={info.logo.name}><Trans>Download your logo</Trans></DownloadButton> : null}
      <DownloadButton address={info.proof_url} name="proof.pdf"><Trans>Download the print proof (PDF)</Trans></DownloadButton>
    </>
  );
  return <MaterialInput type={info.material_type} configuration={info.configuration} downloads={downloads} />;
}

/** SPEC §2: a club-card order shows the card once issued; a top-up order shows its load and its status. */
function CardInfo({ info }: { info: OrderCardInfo }) {
  const { i18n, t } = useLingui();
  return (
    <section className="app-order__voucher" aria-label={t`Club card`}>
      <h2><Trans>Club card</Trans></h2>
      <dl className="app-order__facts">
        {info.card ? (
          <>
            <div><dt><Trans>Card number</Trans></dt><dd className="app-order__code">{info.card.card_number}</dd></div>
            <div><dt><Trans>Card status</Trans></dt><dd><CardStatus status={info.card.status} /></dd></div>
          </>
        ) : null}
        {info.top_up ? (
          <>
            <div><dt><Trans>Loaded</Trans></dt><dd><Points value={info.top_up.amount.points} /> = {i18n.number(info.top_up.amount.local, { style: 'currency', currency: info.top_up.amount.currency })}</dd></div>
            <div><dt><Trans>Top-up status</Trans></dt><dd><TopUpStatus status={info.top_up.status} /></dd></div>
          </>
        ) : null}
      </dl>
      <Link to="/club-card"><Trans>Go to your club card</Trans></Link>
    </section>
  );
}
