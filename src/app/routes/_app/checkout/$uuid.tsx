import { createFileRoute } from '@tanstack/react-router';
import { MaterialCheckout } from '../../../features/shop/MaterialCheckout';
import { pageLoaders } from '../../../routing/route-loaders';

export const Route = createFileRoute('/_app/checkout/$uuid')({
  // The stored configuration and its product; an unknown one is the page-not-found.
  loader: async ({ params }) => (await pageLoaders()).loadMaterialCheckout(params.uuid),
  component: MaterialCheckoutRoute,
});

function MaterialCheckoutRoute() {
  const { uuid } = Route.useParams();
  return <MaterialCheckout configuration={uuid} />;
}
