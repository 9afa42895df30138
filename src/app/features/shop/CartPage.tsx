import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { cartByVendor, cartTotal, hasSeveralVendors, linePoints, type CartLine, type VendorGroup } from '../../../../machines/cart-rules';
import type { CartChange } from '../../../../machines/cart-sync-machine';
import { can } from '../../../contract/permissions';
import { vendorMinimum } from '../../../contract/shop';
import { companyPointsQuery } from '../../api/points-queries';
import { userQuery } from '../../api/queries';
import { cartStore, useCart } from '../../storage/cart-store';
import { startCheckout } from '../../storage/checkout-store';
import { pageTitle } from '../../routing/page-titles';
import { useLeaveOn } from '../../routing/use-leave';
import { Alert, Button, buttonClassName, PageTitle, TextField } from '../../ui';
import { EmptyState } from '../../ui/EmptyState';
import { Points } from './Points';
import { appCartSyncMachine } from './shop-actors';
import './shop.css';

/**
 * /cart (SPEC §2, §4 Cart): the lines by vendor with quantity and remove controls, the vendor and
 * overall totals, the vendor minimums and the points checked before checkout. The cart-sync
 * machine syncs it with the server on opening and again on the way to checkout.
 */
export function CartPage() {
  const { i18n, t } = useLingui();
  const cart = useCart();
  const { data: user } = useSuspenseQuery(userQuery());
  const { data: points } = useQuery(companyPointsQuery(user.company.id));
  const sync = useActorRef(appCartSyncMachine);
  useLeaveOn(sync, 'proceed', () => {
    startCheckout({ kind: 'cart' });
    return { to: '/checkout' };
  });
  const syncing = useSelector(sync, (snapshot) => snapshot.matches('syncing'));
  const failed = useSelector(sync, (snapshot) => snapshot.matches('failed'));
  const changes = useSelector(sync, (snapshot) => snapshot.context.changes);

  const groups = cartByVendor(cart);
  const total = cartTotal(cart);
  const minimum = vendorMinimum(user.company.regions_id);
  const belowMinimum = groups.filter((group) => group.points < minimum);
  const balance = points?.company_points;
  const short = balance !== undefined && total > balance;
  const mayOrder = can(user.role.id, 'orders.place');

  if (groups.length === 0) {
    return (
      <>
        <PageTitle>{i18n._(pageTitle('/cart'))}</PageTitle>
        {changes.length > 0 ? <ChangesNotice changes={changes} onDismiss={() => sync.send({ type: 'DISMISS_CHANGES' })} /> : null}
        <EmptyState title={<Trans>Your cart is empty</Trans>}>
          <p><Trans>Spend your company's points on vouchers, tools, workwear and marketing services.</Trans></p>
          <Link to="/shop" className={buttonClassName('primary')}><Trans>Go to the shop</Trans></Link>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <PageTitle>{i18n._(pageTitle('/cart'))}</PageTitle>
      {syncing ? <p className="app-cart__syncing" role="status"><Trans>Checking prices and stock…</Trans></p> : null}
      {failed ? (
        <Alert tone="error" title={<Trans>The cart could not be checked</Trans>}>
          <p><Trans>Prices and stock may have changed. Try again before you go to checkout.</Trans></p>
          <Button variant="secondary" onClick={() => sync.send({ type: 'RETRY' })}><Trans>Try again</Trans></Button>
        </Alert>
      ) : null}
      {changes.length > 0 ? <ChangesNotice changes={changes} onDismiss={() => sync.send({ type: 'DISMISS_CHANGES' })} /> : null}
      {hasSeveralVendors(cart) ? (
        <Alert tone="info"><Trans>Your cart holds products of several vendors: each vendor's part becomes an order of its own.</Trans></Alert>
      ) : null}
      {groups.map((group) => <VendorLines key={group.vendor.uuid} group={group} minimum={minimum} />)}
      <section className="app-cart__summary" aria-label={t`Summary`}>
        <p className="app-cart__total"><Trans>Total: <Points value={total} /></Trans></p>
        {balance !== undefined ? <p><Trans>Your company has <Points value={balance} />.</Trans></p> : null}
        {short ? <Alert tone="error"><Trans>Your company does not have enough points for this order.</Trans></Alert> : null}
        {belowMinimum.length > 0 ? (
          <Alert tone="warning"><Trans>Each vendor's order must reach <Points value={minimum} />.</Trans></Alert>
        ) : null}
        {!mayOrder ? <Alert tone="info"><Trans>Only the company owner can place orders.</Trans></Alert> : null}
        <Button loading={syncing} disabled={failed || short || belowMinimum.length > 0 || !mayOrder} onClick={() => sync.send({ type: 'PROCEED' })}>
          <Trans>Proceed to checkout</Trans>
        </Button>
      </section>
    </>
  );
}

function VendorLines({ group, minimum }: { group: VendorGroup; minimum: number }) {
  return (
    <section className="app-cart__vendor" aria-labelledby={`vendor-${group.vendor.uuid}`}>
      <h2 id={`vendor-${group.vendor.uuid}`} className="app-cart__vendor-name">{group.vendor.name}</h2>
      <ul className="app-cart__lines">{group.lines.map((line) => <li key={line.variant.uuid}><CartLineRow line={line} /></li>)}</ul>
      <p className="app-cart__vendor-total">
        <Trans>Vendor total: <Points value={group.points} /></Trans>
        {group.points < minimum ? <span className="app-cart__below"> <Trans>(minimum <Points value={minimum} />)</Trans></span> : null}
      </p>
    </section>
  );
}

function CartLineRow({ line }: { line: CartLine }) {
  const { t } = useLingui();
  const name = line.product.name;
  return (
    <div className="app-cart__line">
      {line.product.images.thumbnail ? <img src={line.product.images.thumbnail} alt="" width={64} height={64} className="app-cart__thumb" /> : null}
      <div className="app-cart__what">
        <Link to="/shop/$uuid" params={{ uuid: line.product.uuid }}>{name}</Link>
        {line.variant.title ? <span className="app-cart__variant">{line.variant.title}</span> : null}
        <span><Trans><Points value={line.variant.price} /> each</Trans></span>
      </div>
      <TextField className="app-cart__quantity" label={<>{t`Quantity`}<span className="ui-visually-hidden">: {name}</span></>} type="number" inputMode="numeric" min={1} max={line.variant.stock}
        value={line.quantity} onChange={(event) => cartStore().setCartQuantity(line.variant.uuid, Number(event.target.value))} />
      <p className="app-cart__points"><Points value={linePoints(line)} /></p>
      <Button variant="link" onClick={() => cartStore().removeFromCart(line.variant.uuid)} aria-label={t`Remove ${name}`}><Trans>Remove</Trans></Button>
    </div>
  );
}

/** What the last sync changed (SPEC §4 Cart: the person is told). */
function ChangesNotice({ changes, onDismiss }: { changes: readonly CartChange[]; onDismiss: () => void }) {
  return (
    <Alert tone="warning" title={<Plural value={changes.length} one="Your cart was updated: # change" other="Your cart was updated: # changes" />}>
      <ul className="app-cart__changes">
        {changes.map((change) => <li key={`${change.kind}-${change.line.variant.uuid}`}><ChangeText change={change} /></li>)}
      </ul>
      <Button variant="secondary" onClick={onDismiss}><Trans>OK</Trans></Button>
    </Alert>
  );
}

function ChangeText({ change }: { change: CartChange }) {
  const name = change.line.variant.title ? `${change.line.product.name} (${change.line.variant.title})` : change.line.product.name;
  switch (change.kind) {
    case 'removed':
      return <Trans>{name} is no longer available and was removed.</Trans>;
    case 'capped':
      return <Plural value={change.quantity} one={`Only # of ${name} is left: the quantity was lowered.`} other={`Only # of ${name} are left: the quantity was lowered.`} />;
    case 'price': {
      const price = change.price;
      return <Trans>The price of {name} is now <Points value={price} />.</Trans>;
    }
  }
}
