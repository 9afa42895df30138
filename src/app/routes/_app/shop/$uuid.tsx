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
  return <ProductPage key={uuid} uuid={uuid} material={materialBlock} />;
}

/** A material's product page shows its configurator (features do not import each other: the route joins them). */
const materialBlock = (product: Product) =>
  (product.settings ? <MaterialConfiguratorBlock product={product.uuid} settings={product.settings} /> : null);
