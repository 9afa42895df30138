import { useMemo, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { MessageDescriptor } from '@lingui/core';
import { linePoints } from '../../../../machines/cart-rules';
import type { CustomerForm, CustomerFormField, PlacementOrder } from '../../../../machines/checkout-machine';
import { CLUB_REGIONS } from '../../../contract/regions';
import { CHECKOUT_TYPES, type CheckoutType } from '../../../contract/shop';
import { userQuery } from '../../api/queries';
import { productQuery } from '../../api/shop-queries';
import type { CheckoutType as StoredCheckout } from '../../storage/checkout-store';
import { useCart } from '../../storage/cart-store';
import { pageTitle } from '../../routing/page-titles';
import { useLeaveOn } from '../../routing/use-leave';
import { Alert, Button, buttonClassName, Dialog, PageTitle, RadioGroup, Select, TextField } from '../../ui';
import { Points } from './Points';
import { appCardCheckoutMachine, appCartCheckoutMachine, cardPlacement, cartPlacement } from './shop-actors';
import { CUSTOMER_PROBLEM_TEXTS, ORDER_FAILURE_TEXTS } from './shop-texts';
import './shop.css';

const REGION_OPTIONS = CLUB_REGIONS.map((region) => ({ value: String(region.id), label: `${region.flag} ${region.country}` }));
const PHONE_OPTIONS = CLUB_REGIONS.map((region) => ({ value: String(region.id), label: `${region.flag} +${region.phoneCode}` }));

/** The company's one-line address ("ul. Ogrodowa 12") as the form's street and house number. */
function streetAndNumber(address: string): { street: string; house_number: string } {
  const match = /^(.*\S)\s+(\d+\S*)$/.exec(address.trim());
  return match ? { street: match[1] ?? '', house_number: match[2] ?? '' } : { street: address, house_number: '' };
}

/** /checkout (SPEC §2 Checkout) for the stored checkout type: the cart, or the club card alone. */
export function CheckoutPage({ type }: { type: StoredCheckout }) {
  return type.kind === 'cart' ? <CartCheckout /> : <ClubCardCheckout product={type.product} />;
}

/** The checkout's machine, whether what it orders is delivered, and up to how many it may choose (a material). */
export interface CheckoutSetup {
  machine: typeof appCartCheckoutMachine;
  physical: boolean;
  maxQuantity?: number;
}

/** What the steps show: what Place orders and its summary, and the texts around them. */
export interface CheckoutOrder {
  placement: PlacementOrder;
  /** What step 1 says of an order that is not delivered. */
  note: ReactNode;
  /** Shown above the steps: what is ordered, when it is chosen here (a material's quantity). */
  intro?: ReactNode;
  /** Where a refused placement may go back to (the cart by default). */
  back?: ReactNode;
}

function CartCheckout() {
  const cart = useCart();
  const placement = cartPlacement(cart);
  const physical = placement.ordered.some((group) => group.lines.some((line) => CHECKOUT_TYPES[line.product.type as CheckoutType]?.physical));
  const note = <Trans>Vouchers and services are sent to your company's address; codes appear in the order.</Trans>;
  return <Checkout setup={{ machine: appCartCheckoutMachine, physical }} order={{ placement, note }} />;
}

/** SPEC §5: the club card is not delivered; the company's address is the customer's. */
function ClubCardCheckout({ product }: { product: string }) {
  const { data } = useSuspenseQuery(productQuery(product));
  const placement = cardPlacement(data);
  if (!placement) return <Alert tone="warning"><Trans>This product is not offered at the moment.</Trans></Alert>;
  const note = <Trans>The card is issued to your company; its status appears in the order and on the club card page.</Trans>;
  return <Checkout setup={{ machine: appCardCheckoutMachine, physical: false }} order={{ placement, note }} />;
}

/** The checkout machine, started with the customer data from the user and the company; once over, the orders. */
export function useCheckout({ machine, physical, maxQuantity }: CheckoutSetup): CheckoutRef {
  const { data: user } = useSuspenseQuery(userQuery());
  const input = useMemo(() => ({
    physical,
    maxQuantity,
    newKey: () => crypto.randomUUID(),
    customer: {
      name: user.name, surname: user.surname, delivery: 'company', company_name: user.company.name, email: '',
      phone_region: user.region.id, phone_number: user.phone ?? '', ...streetAndNumber(user.company.address),
      city: user.company.city, postal_code: user.company.postal_code, region: user.company.regions_id,
    } satisfies CustomerForm,
  }), [physical, maxQuantity, user]);
  const checkout = useActorRef(machine, { input });
  useLeaveOn(checkout, 'finished', () => ({ to: '/orders' }));
  return checkout;
}

/** A checkout that starts its machine here (the cart's, the club card's). */
export function Checkout({ setup, order }: { setup: CheckoutSetup; order: CheckoutOrder }) {
  const checkout = useCheckout(setup);
  return <CheckoutSteps checkout={checkout} order={order} />;
}

/** The steps of a running checkout: step 1 the customer, step 2 the summary, then the thank-you dialog. */
export function CheckoutSteps({ checkout, order }: { checkout: CheckoutRef; order: CheckoutOrder }) {
  const { i18n } = useLingui();
  const state = useSelector(checkout, (snapshot) => snapshot.value);
  return (
    <>
      <PageTitle>{i18n._(pageTitle('/checkout'))}</PageTitle>
      {order.intro}
      {state === 'editing'
        ? <CustomerStep checkout={checkout} note={order.note} />
        : <SummaryStep checkout={checkout} placement={order.placement} back={order.back ?? <Link to="/cart"><Trans>Back to the cart</Trans></Link>} />}
      <ThankYou checkout={checkout} />
    </>
  );
}

export type CheckoutRef = ReturnType<typeof useActorRef<CheckoutSetup['machine']>>;

function CustomerStep({ checkout, note }: { checkout: CheckoutRef; note: ReactNode }) {
  const { i18n, t } = useLingui();
  const { customer, problems, physical, focus, failure } = useSelector(checkout, (snapshot) => snapshot.context);
  const errorsOf = (field: CustomerFormField): string[] | undefined => {
    const problem = problems[field as keyof typeof problems];
    if (!problem) return undefined;
    return failure?.errors[field] ?? [i18n._(CUSTOMER_PROBLEM_TEXTS[problem])];
  };
  const field = (name: CustomerFormField, label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <TextField label={label} name={name} value={String(customer[name] ?? '')} errors={errorsOf(name)} autoFocus={focus === name}
      onChange={(event) => checkout.send({ type: 'CHANGE', field: name, value: event.target.value })} {...extra} />
  );
  return (
    <form className="app-checkout__form" noValidate onSubmit={(event) => { event.preventDefault(); checkout.send({ type: 'NEXT' }); }}>
      <h2><Trans>Step 1 of 2: your details</Trans></h2>
      {field('name', t`Name`, { autoComplete: 'given-name' })}
      {field('surname', t`Surname`, { autoComplete: 'family-name' })}
      {field('email', t`E-mail (leave empty to use your account's)`, { type: 'email', autoComplete: 'email' })}
      {physical ? (
        <>
          <RadioGroup legend={t`Delivery`} name="delivery" value={customer.delivery}
            onChange={(value) => checkout.send({ type: 'CHANGE', field: 'delivery', value })}
            options={[{ value: 'company', label: t`To the company` }, { value: 'personal', label: t`To me personally` }]} />
          {customer.delivery === 'company' ? field('company_name', t`Company name`, { autoComplete: 'organization' }) : null}
          <div className="app-checkout__phone">
            <Select label={t`Phone country code`} value={String(customer.phone_region ?? '')} options={PHONE_OPTIONS}
              onChange={(event) => checkout.send({ type: 'CHANGE', field: 'phone_region', value: event.target.value })} />
            {field('phone_number', t`Phone`, { type: 'tel', autoComplete: 'tel-national' })}
          </div>
          {field('street', t`Street`, { autoComplete: 'address-line1' })}
          {field('house_number', t`House number`)}
          {field('postal_code', t`Postal code`, { autoComplete: 'postal-code' })}
          {field('city', t`City`, { autoComplete: 'address-level2' })}
          <Select label={t`Country`} value={String(customer.region ?? '')} options={REGION_OPTIONS} errors={errorsOf('region')}
            onChange={(event) => checkout.send({ type: 'CHANGE', field: 'region', value: event.target.value })} />
        </>
      ) : (
        <p className="app-checkout__note">{note}</p>
      )}
      <Button type="submit"><Trans>Next: summary</Trans></Button>
    </form>
  );
}

function SummaryStep({ checkout, placement, back }: { checkout: CheckoutRef; placement: PlacementOrder; back: ReactNode }) {
  const { i18n, t } = useLingui();
  const { customer, physical, failure } = useSelector(checkout, (snapshot) => snapshot.context);
  const placing = useSelector(checkout, (snapshot) => snapshot.matches('placing'));
  // Once placed the cart is empty: the summary shows what was ordered.
  const placed = useSelector(checkout, (snapshot) => snapshot.context.placed);
  const groups = placed?.ordered ?? placement.ordered;
  const total = placed?.total ?? placement.total;
  const edit = (field: CustomerFormField) => checkout.send({ type: 'EDIT', field });
  const failureText = (message: string): string => {
    const known: MessageDescriptor | undefined = ORDER_FAILURE_TEXTS[message];
    return known ? i18n._(known) : message;
  };
  const orderErrors = failure ? Object.entries(failure.errors).filter(([field]) => !(field in customer)).flatMap(([, messages]) => messages) : [];
  return (
    <section className="app-checkout__summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading"><Trans>Step 2 of 2: summary</Trans></h2>
      {failure ? (
        <Alert tone="error" title={failureText(failure.message)}>
          {orderErrors.length > 0 ? <ul>{orderErrors.map((message) => <li key={message}>{message}</li>)}</ul> : null}
          <p><Trans>Nothing you entered is lost. Fix what is listed, or go back.</Trans></p>
          {back}
        </Alert>
      ) : null}
      <dl className="app-checkout__review">
        <ReviewRow label={t`Name`} value={`${customer.name} ${customer.surname}`} onEdit={() => edit('name')} />
        <ReviewRow label={t`E-mail`} value={customer.email || t`Your account's e-mail`} onEdit={() => edit('email')} />
        {physical ? (
          <>
            <ReviewRow label={t`Delivery`} value={customer.delivery === 'company' ? `${t`To the company`}: ${customer.company_name}` : t`To me personally`} onEdit={() => edit('delivery')} />
            <ReviewRow label={t`Phone`} value={customer.phone_number} onEdit={() => edit('phone_number')} />
            <ReviewRow label={t`Address`} value={`${customer.street} ${customer.house_number}, ${customer.postal_code} ${customer.city}`} onEdit={() => edit('street')} />
          </>
        ) : null}
      </dl>
      {groups.map((group) => (
        <div key={group.vendor.uuid} className="app-checkout__vendor">
          <h3>{group.vendor.name}</h3>
          <ul>
            {group.lines.map((line) => (
              <li key={line.variant.uuid}>
                <Trans>{line.quantity} × {line.product.name} {line.variant.title}: <Points value={linePoints(line)} /></Trans>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="app-cart__total"><Trans>Total: <Points value={total} /></Trans></p>
      {placed ? null : (
        <Button loading={placing} onClick={() => checkout.send({ type: 'PLACE', order: placement })}>
          {placing ? <Trans>Placing your order…</Trans> : <Trans>Place order</Trans>}
        </Button>
      )}
    </section>
  );
}

function ReviewRow({ label, value, onEdit }: { label: string; value: string; onEdit: () => void }) {
  const { t } = useLingui();
  return (
    <div className="app-checkout__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
      <dd><Button variant="link" onClick={onEdit} aria-label={t`Edit ${label}`}><Trans>Edit</Trans></Button></dd>
    </div>
  );
}

/** The thank-you dialog with the company's new points (SPEC §2 Checkout). */
function ThankYou({ checkout }: { checkout: CheckoutRef }) {
  const placed = useSelector(checkout, (snapshot) => (snapshot.matches('placed') ? snapshot.context.placed : null));
  const points = placed?.companyPoints ?? 0;
  return (
    <Dialog open={placed !== null} onClose={() => checkout.send({ type: 'CLOSE' })} title={<Trans>Thank you for your order</Trans>}
      footer={(
        <>
          <Link to="/orders" className={buttonClassName('primary')}><Trans>See your orders</Trans></Link>
          <Link to="/shop" className={buttonClassName('secondary')}><Trans>Back to the shop</Trans></Link>
        </>
      )}>
      <p><Trans>Your company now has <Points value={points} />.</Trans></p>
      <p><Trans>We will let you know as soon as the order's status changes.</Trans></p>
    </Dialog>
  );
}
