import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plural, Trans } from '@lingui/react/macro';
import { SHOP_TEASER_SIZES } from '../../../contract/shop';
import { teaserProductsQuery } from '../../api/shop-queries';
import { Block, EmptyState, ProductCard, ProductGrid, ProductGridSkeleton } from '../../ui';
import { blockFailed } from './BlockFailed';
import { HomeSection } from './HomeSection';

type Teaser = keyof typeof SHOP_TEASER_SIZES;

/** The region's vouchers, or its sticky products, each card opening /shop/{uuid}. */
function ShopTeasers({ teaser }: { teaser: Teaser }) {
  const { data } = useSuspenseQuery(teaserProductsQuery(teaser));
  if (data.data.length === 0) {
    return (
      <EmptyState title={teaser === 'vouchers' ? <Trans>No vouchers right now</Trans> : <Trans>No featured rewards right now</Trans>}>
        <p><Trans>New rewards arrive regularly. Everything on offer is in the shop.</Trans></p>
      </EmptyState>
    );
  }
  return (
    <ProductGrid>
      {data.data.map((product) => (
        <li key={product.uuid}>
          <ProductCard product={product} headingLevel={3} price={<TeaserPrice min={product.prices.min} max={product.prices.max} />} />
        </li>
      ))}
    </ProductGrid>
  );
}

function TeaserPrice({ min, max }: { min: number; max: number }) {
  const points = <Plural value={min} one="# point" other="# points" />;
  return min === max ? points : <Trans>from {points}</Trans>;
}

/** A teaser section of home: its heading, the way to the shop, and the cards in a block of their own. */
export function ShopTeaserSection({ teaser }: { teaser: Teaser }) {
  return (
    <HomeSection
      id={`home-${teaser}`}
      title={teaser === 'vouchers' ? <Trans>Vouchers</Trans> : <Trans>Featured rewards</Trans>}
      more={<Link to="/shop"><Trans>Go to the shop</Trans></Link>}
    >
      <Block fallback={<ProductGridSkeleton count={SHOP_TEASER_SIZES[teaser]} />} failed={blockFailed}>
        <ShopTeasers teaser={teaser} />
      </Block>
    </HomeSection>
  );
}
