import { Trans } from '@lingui/react/macro';
import type { ProductSummary } from '../../../contract/shop';
import { ProductCard as Card } from '../../ui';
import { Points } from './Points';
import { StockState } from './StockState';

/** A product in a list: picture, name, price in points and stock state (SPEC §2 /shop). */
export function ProductCard({ product, headingLevel = 2 }: { product: ProductSummary; headingLevel?: 2 | 3 }) {
  const { min, max } = product.prices;
  return (
    <Card product={product} headingLevel={headingLevel} price={min === max ? <Points value={min} /> : <Trans>from <Points value={min} /></Trans>}>
      <StockState stock={product.stock} />
    </Card>
  );
}
