import { Link } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { itemCount } from '../../../../machines/cart-rules';
import { useCart } from '../../storage/cart-store';
import './mini-cart.css';

/** The badge shows numbers up to this; above, "99+". */
const BADGE_MAX = 99;

/**
 * SPEC §2 header: the cart link with its item count (the sum of the quantities), which follows
 * changes made in other tabs too. The badge is hidden when the cart is empty; the count is part
 * of the link's accessible name.
 */
export function CartButton({ className = 'app-header__button app-header__icon-button' }: { className?: string }) {
  const { t, i18n } = useLingui();
  const count = itemCount(useCart());
  const label = count > 0 ? plural(count, { one: 'Cart, # item', other: 'Cart, # items' }) : t`Cart`;

  return (
    <Link to="/cart" className={`cart-button ${className}`} aria-label={label}>
      <CartIcon />
      {count > 0 ? (
        <span className="app-badge cart-button__badge" aria-hidden="true">
          {count > BADGE_MAX ? `${i18n.number(BADGE_MAX)}+` : i18n.number(count)}
        </span>
      ) : null}
    </Link>
  );
}

function CartIcon() {
  return (
    <svg
      className="ui-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.5L22 7H6" />
    </svg>
  );
}
