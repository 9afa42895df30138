import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../../features/shop/CheckoutPage';
import { pageLoaders } from '../../../routing/route-loaders';

export const Route = createFileRoute('/_app/checkout/')({
  // SPEC §2: without a checkout type (nothing chosen, or the order already placed) → /shop.
  loader: async () => (await pageLoaders()).loadCheckout(),
  component: CheckoutRoute,
});

function CheckoutRoute() {
  return <CheckoutPage type={Route.useLoaderData()} />;
}
