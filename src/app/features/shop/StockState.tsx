import { Plural, Trans } from '@lingui/react/macro';
import { isPlentyStock } from '../../../../machines/cart-rules';

/** SPEC §2/§9: sold out below 1, "plenty" above 100, else the number. */
export function StockState({ stock }: { stock: number }) {
  if (stock < 1) return <p className="app-stock app-stock--out"><Trans>Sold out</Trans></p>;
  if (isPlentyStock(stock)) return <p className="app-stock"><Trans>Plenty in stock</Trans></p>;
  return <p className="app-stock"><Plural value={stock} one="# in stock" other="# in stock" /></p>;
}
