import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { cardOrderBlock } from '../../../../machines/club-card-eligibility';
import { CLUB_CARD_RULES } from '../../../contract/club-card';
import type { Product } from '../../../contract/shop';
import { companyPointsQuery } from '../../api/points-queries';
import { userQuery } from '../../api/queries';
import { startCheckout } from '../../storage/checkout-store';
import { Badge, Button, buttonClassName, ProgressBar } from '../../ui';
import { Points } from './Points';
import { CARD_ORDER_BLOCK_TEXTS } from './shop-texts';

/** A message with its values, as i18n._ takes them. */
const withValues = (message: MessageDescriptor, values: Record<string, number>): MessageDescriptor => ({ ...message, values });

/**
 * The club-card block of a product page and of /shop/club-card (SPEC §2, §5 club card order):
 * the windows scanned this year out of the 10 needed, "card ordered" while an order is pending,
 * the order button disabled with its reason, and the way to the card's checkout.
 */
export function ClubCardOrder({ product }: { product: Product }) {
  const { i18n, t } = useLingui();
  const { data: user } = useSuspenseQuery(userQuery());
  const { data: points } = useSuspenseQuery(companyPointsQuery(user.company.id));
  const windows = points.scans.windows_current_year;
  const needed = CLUB_CARD_RULES.windowsNeeded;
  const counted = Math.min(windows, needed);
  const block = cardOrderBlock({ role: user.role.id, company: user.company, windowsThisYear: windows });
  const price = product.variants[0]?.price ?? product.prices.min;
  return (
    <section className="app-product__buy" aria-labelledby="club-card-order-heading">
      <h2 id="club-card-order-heading" className="app-product__buy-heading"><Trans>Order your club card</Trans></h2>
      <p className="app-product__price"><Points value={price} /></p>
      {block === 'notInProgramme' ? null : (
        <div className="app-club-card-order__windows">
          <p><Trans>Windows scanned this year: {counted} of {needed}</Trans></p>
          <ProgressBar percent={(windows / needed) * 100} label={t`Windows scanned this year`} />
        </div>
      )}
      {block === 'cardOrdered' ? <p><Badge tone="warning"><Trans>Card ordered</Trans></Badge></p> : null}
      {block === 'hasCard' ? (
        <Link to="/club-card" className={buttonClassName('primary')}><Trans>Go to your club card</Trans></Link>
      ) : block === null ? (
        <Link to="/checkout" className={buttonClassName('primary')} onClick={() => startCheckout({ kind: 'club_card', product: product.uuid })}>
          <Trans>Order the card</Trans>
        </Link>
      ) : (
        <>
          <Button disabled aria-describedby="club-card-order-reason">
            {block === 'cardOrdered' ? <Trans>Card ordered</Trans> : <Trans>Order the card</Trans>}
          </Button>
          <p id="club-card-order-reason" className="app-club-card-order__reason">
            {i18n._(withValues(CARD_ORDER_BLOCK_TEXTS[block], { needed, missing: needed - windows }))}
          </p>
        </>
      )}
    </section>
  );
}
