import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { configurationQuery, productQuery } from '../../api/shop-queries';
import { Alert, TextField } from '../../ui';
import { CheckoutSteps, useCheckout } from './CheckoutPage';
import { MaterialInput } from './MaterialInput';
import { Points } from './Points';
import { appMaterialCheckoutMachine, materialPlacement } from './shop-actors';
import { StockState } from './StockState';

/**
 * /checkout/{uuid} (SPEC §2, §5 Material order voucher): the stored configuration ordered in a
 * quantity of 1 to the stock (the checkout machine keeps it), price × quantity within the
 * company's points (the server checks it again); the stored logo is cleared once it is placed.
 */
export function MaterialCheckout({ configuration }: { configuration: string }) {
  const { t } = useLingui();
  const { data: stored } = useSuspenseQuery(configurationQuery(configuration));
  const { data: product } = useSuspenseQuery(productQuery(stored.configuration.product));
  const stock = product.variants[0]?.stock ?? 0;
  const checkout = useCheckout({ machine: appMaterialCheckoutMachine, physical: true, maxQuantity: stock });
  const quantity = useSelector(checkout, (snapshot) => snapshot.context.quantity);
  const placement = materialPlacement(product, configuration, quantity);
  if (!placement || stock < 1) {
    return (
      <Alert tone="warning" title={t`This material is sold out at the moment.`}>
        <Link to="/shop"><Trans>Back to the shop</Trans></Link>
      </Alert>
    );
  }
  const intro = (
    <section className="app-material-checkout" aria-labelledby="material-order-heading">
      <h2 id="material-order-heading" className="app-material-checkout__name">{product.name}</h2>
      <div className="app-product__quantity">
        <TextField label={t`Quantity`} type="number" inputMode="numeric" min={1} max={stock} step={1} value={quantity}
          hint={t`Up to ${stock}`} onChange={(event) => checkout.send({ type: 'CHOOSE_QUANTITY', value: Number(event.target.value) })} />
        <p className="app-material-checkout__total"><Trans>{quantity} × <Points value={placement.ordered[0]?.lines[0]?.variant.price ?? 0} /> = <Points value={placement.total} /></Trans></p>
      </div>
      <StockState stock={stock} />
      <MaterialInput type={stored.type} configuration={stored.configuration} />
    </section>
  );
  // Printed and delivered: step 1 asks for the delivery address, so no note is needed.
  return (
    <CheckoutSteps checkout={checkout} order={{
      placement, note: null, intro,
      back: <Link to="/shop/$uuid" params={{ uuid: product.uuid }}><Trans>Back to the material</Trans></Link>,
    }} />
  );
}
