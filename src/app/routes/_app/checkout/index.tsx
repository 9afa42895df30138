import { createFileRoute, redirect } from '@tanstack/react-router';
import { CheckoutPage } from '../../../features/shop/CheckoutPage';
import { pageLoaders } from '../../../routing/route-loaders';

export const Route = createFileRoute('/_app/checkout/')({
  // SPEC §2: without a checkout type (nothing chosen, or the order already placed) → /shop.
  beforeLoad: async () => {
    const { readCheckoutType } = await import('../../../storage/checkout-store');
    if (!readCheckoutType()) throw redirect({ to: '/shop', replace: true });
  },
  loader: async () => {
    const { readCheckoutType } = await import('../../../storage/checkout-store');
    const type = readCheckoutType();
    if (!type) throw redirect({ to: '/shop', replace: true });
    await (await pageLoaders()).loadCheckout(type);
    return type;
  },
  component: CheckoutRoute,
});

function CheckoutRoute() {
  return <CheckoutPage type={Route.useLoaderData()} />;
}
