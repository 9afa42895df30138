import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageTitle } from '../../routing/page-titles';
import { buttonClassName, PageTitle } from '../../ui';
import { EmptyState } from '../../ui/EmptyState';
import { ProductPage } from './ProductPage';

/** /shop/club-card (SPEC §2): the region's club card product with its order block, or word that none is offered. */
export function ClubCardShopPage({ product }: { product: string | null }) {
  const { i18n } = useLingui();
  if (product) return <ProductPage uuid={product} />;
  return (
    <>
      <PageTitle>{i18n._(pageTitle('/shop/club-card'))}</PageTitle>
      <EmptyState title={<Trans>The club card is not offered in your region</Trans>}>
        <p><Trans>The club card is a programme for companies in Poland.</Trans></p>
        <Link to="/shop" className={buttonClassName('primary')}><Trans>Go to the shop</Trans></Link>
      </EmptyState>
    </>
  );
}
