import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../../features/shop/CartPage';
import { pageLoaders } from '../../routing/route-loaders';

export const Route = createFileRoute('/_app/cart')({
  loader: async () => (await pageLoaders()).loadShopCatalog(),
  component: CartPage,
});
