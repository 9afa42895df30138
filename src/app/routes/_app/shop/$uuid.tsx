import { createFileRoute } from '@tanstack/react-router';
import { MaterialConfiguratorBlock } from '../../../features/materials/MaterialConfiguratorBlock';
import { ProductPage } from '../../../features/shop/ProductPage';
import type { Product } from '../../../../contract/shop';
import { pageLoaders } from '../../../routing/route-loaders';

export const Route = createFileRoute('/_app/shop/$uuid')({
  // Imported on demand, like the page: the route tree every page loads stays small (/login budget).
  loader: async ({ params }) => (await pageLoaders()).loadProduct(params.uuid),
  component: ProductRoute,
});

function ProductRoute() {
  const { uuid } = Route.useParams();
  // A material's product page shows its configurator (features do not import each other: the route
  // joins them). Written inside the component, so that the router's code splitting moves it with it.
  const material = (product: Product) => (product.settings ? <MaterialConfiguratorBlock product={product.uuid} settings={product.settings} /> : null);
  return <ProductPage key={uuid} uuid={uuid} material={material} />;
}
