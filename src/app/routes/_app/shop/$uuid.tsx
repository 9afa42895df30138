import { createFileRoute } from '@tanstack/react-router';
import { ProductPage } from '../../../features/shop/ProductPage';
import { pageLoaders } from '../../../routing/route-loaders';

export const Route = createFileRoute('/_app/shop/$uuid')({
  // Imported on demand, like the page: the route tree every page loads stays small (/login budget).
  loader: async ({ params }) => (await pageLoaders()).loadProduct(params.uuid),
  component: ProductRoute,
});

function ProductRoute() {
  const { uuid } = Route.useParams();
  return <ProductPage key={uuid} uuid={uuid} />;
}
