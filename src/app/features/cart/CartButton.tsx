import { Link } from '@tanstack/react-router';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { itemCount } from '../../../../machines/cart-rules';
import { useCart } from '../../storage/cart-store';
import { CartIcon } from '../../ui/icons';
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
