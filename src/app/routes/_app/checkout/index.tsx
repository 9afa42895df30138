import { createFileRoute, redirect } from '@tanstack/react-router';
import { CheckoutPage } from '../../../features/shop/CheckoutPage';
import { pageLoaders } from '../../../routing/route-loaders';

export const Route = createFileRoute('/_app/checkout/')({
  // SPEC §2: without a checkout type (nothing chosen, or the order already placed) → /shop.
  beforeLoad: async () => {
    const { readCheckoutType } = await import('../../../storage/checkout-store');
    if (!readCheckoutType()) throw redirect({ to: '/shop', replace: true });
  },
  loader: async () => (await pageLoaders()).loadShopCatalog(),
  component: CheckoutPage,
});
