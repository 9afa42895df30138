import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { Link, useLocation, useRouter } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { cartByVendor, cartTotal, isFree, itemCount, linePoints, type CartAddition, type CartLine } from '../../../../machines/cart-rules';
import { miniCartMachine } from '../../../../machines/mini-cart-machine';
import { subscribeToAdds, useCart } from '../../storage/cart-store';
import { Button, buttonClassName } from '../../ui';
import { CloseIcon } from '../../ui/icons';
import { useOn } from '../../ui/use-on';
import './mini-cart.css';

/**
 * SPEC §2: the mini cart, a side panel that opens when an item is added in this tab. It shows
 * what was added, the cart's lines by vendor and the total, with the way to the cart and a way
 * back to shopping. When it opens and closes, and where focus goes then, is the mini-cart
 * machine's (machines/mini-cart-machine.ts); this view carries it out on a modal <dialog>
 * (showModal: the rest of the page is inert while it is open, so focus stays inside).
 * Place it once in the signed-in layout.
 */
export function MiniCart() {
  const { t } = useLingui();
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const miniCart = useActorRef(miniCartMachine);
  const open = useSelector(miniCart, (snapshot) => snapshot.matches('open'));
  const addition = useSelector(miniCart, (snapshot) => snapshot.context.addition);

  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** Where focus was when the panel opened (the add-to-cart button). */
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const headingId = useId();

  useEffect(
    () => subscribeToAdds((added) => miniCart.send({ type: 'ITEM_ADDED', addition: added, page: router.state.location.pathname })),
    [miniCart, router],
  );
  useEffect(() => miniCart.send({ type: 'PAGE_CHANGED', page: pathname }), [miniCart, pathname]);
  useOn(miniCart, 'returnFocus', () => {
    // Closed first: focus cannot go to the page while the modal panel keeps it inert.
    dialogRef.current?.close();
    if (returnFocusRef.current?.isConnected) returnFocusRef.current.focus();
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (!dialog.open) {
      const active = document.activeElement;
      returnFocusRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
      dialog.showModal();
    }
    headingRef.current?.focus();
  }, [open]);

  const close = () => miniCart.send({ type: 'CLOSE' });
  // A click on the dialog element itself is a click on its backdrop: the panel fills the dialog.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <dialog
      ref={dialogRef}
      className="mini-cart"
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      // Escape (or any other native close); a close the machine already made is ignored there.
      onClose={close}
      onClick={onDialogClick}
    >
      {open ? (
        <div className="mini-cart__panel">
          <div className="mini-cart__header">
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className="mini-cart__title">
              <Trans>Added to your cart</Trans>
            </h2>
            <button type="button" className="mini-cart__close" aria-label={t`Close`} onClick={close}>
              <CloseIcon />
            </button>
          </div>
          <div className="mini-cart__body">
            {addition ? <AddedProduct addition={addition} /> : null}
            <CartSummary headingId={`${headingId}-cart`} />
          </div>
          <div className="mini-cart__actions">
            <Link to="/cart" className={buttonClassName('primary', true)} onClick={() => miniCart.send({ type: 'VIEW_CART' })}>
              <Trans>View cart</Trans>
            </Link>
            <Button variant="secondary" block onClick={close}>
              <Trans>Continue shopping</Trans>
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

function AddedProduct({ addition }: { addition: CartAddition }) {
  const { line, quantity } = addition;
  return (
    <div className="mini-cart__added">
      <Thumbnail line={line} />
      <div className="mini-cart__added-text">
        <p className="mini-cart__product">{line.product.name}</p>
        {line.variant.title ? <p className="mini-cart__variant">{line.variant.title}</p> : null}
        <p className="mini-cart__added-count">
          <Plural value={quantity} one="# item added" other="# items added" />
        </p>
      </div>
    </div>
  );
}

/** The cart as it is now (also after changes from other tabs), grouped by vendor, with the total. */
function CartSummary({ headingId }: { headingId: string }) {
  const cart = useCart();
  const groups = cartByVendor(cart);
  const count = itemCount(cart);
  const several = groups.length > 1;

  return (
    <section className="mini-cart__cart" aria-labelledby={headingId}>
      <h3 id={headingId} className="mini-cart__cart-title">
        {count > 0 ? plural(count, { one: 'Your cart: # item', other: 'Your cart: # items' }) : <Trans>Your cart is empty.</Trans>}
      </h3>
      {groups.map((group) => (
        <div key={group.vendor.uuid} className="mini-cart__vendor">
          <h4 className="mini-cart__vendor-name">{group.vendor.name}</h4>
          <ul className="mini-cart__lines">
            {group.lines.map((line) => (
              <li key={line.variant.uuid} className="mini-cart__line">
                <Thumbnail line={line} />
                <div className="mini-cart__line-text">
                  <span className="mini-cart__product">{line.product.name}</span>
                  {line.variant.title ? <span className="mini-cart__variant">{line.variant.title}</span> : null}
                  <span className="mini-cart__unit"><UnitPrice line={line} /></span>
                </div>
                <span className="mini-cart__line-points"><Points value={linePoints(line)} /></span>
              </li>
            ))}
          </ul>
          {several ? (
            <p className="mini-cart__subtotal">
              <span><Trans>Subtotal</Trans></span>
              <span><Points value={group.points} /></span>
            </p>
          ) : null}
        </div>
      ))}
      {count > 0 ? (
        <p className="mini-cart__total">
          <span><Trans>Total</Trans></span>
          <span><Points value={cartTotal(cart)} /></span>
        </p>
      ) : null}
    </section>
  );
}

function Thumbnail({ line }: { line: CartLine }) {
  const src = line.product.images.thumbnail;
  // Decorative: the product's name is written next to it.
  return src ? <img className="mini-cart__thumb" src={src} alt="" width={56} height={56} loading="lazy" /> : <span className="mini-cart__thumb" aria-hidden="true" />;
}

/** "2 × 150 points"; for a free variant (negative price, SPEC §9) only "2 items", the line says "Free". */
function UnitPrice({ line }: { line: CartLine }) {
  const { i18n } = useLingui();
  const quantity = i18n.number(line.quantity);
  if (isFree(line.variant.price)) return <Plural value={line.quantity} one="# item" other="# items" />;
  const price = line.variant.price;
  return <>{plural(price, { one: `${quantity} × # point`, other: `${quantity} × # points` })}</>;
}

/** Points in the active locale ("1 250 points"); a negative amount means free (SPEC §9). */
function Points(props: { value: number }) {
  if (isFree(props.value)) return <Trans>Free</Trans>;
  // `props.value` (not a named variable) gives the same message as the header's points balance.
  return <Plural value={props.value} one="# point" other="# points" />;
}
