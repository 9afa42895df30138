import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { ProductSummary } from '../../../contract/shop';
import { Points } from './Points';
import { StockState } from './StockState';

/** A product in a list: picture, name, price in points and stock state (SPEC §2 /shop). */
export function ProductCard({ product, headingLevel = 2 }: { product: ProductSummary; headingLevel?: 2 | 3 }) {
  const { min, max } = product.prices;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="app-product-card">
      <img className="app-product-card__image" src={product.images.thumbnail} alt="" width={240} height={240} loading="lazy" />
      <Heading className="app-product-card__name">
        <Link to="/shop/$uuid" params={{ uuid: product.uuid }} className="app-product-card__link">{product.name}</Link>
      </Heading>
      <p className="app-product-card__price">
        {min === max ? <Points value={min} /> : <Trans>from <Points value={min} /></Trans>}
      </p>
      <StockState stock={product.stock} />
    </article>
  );
}
