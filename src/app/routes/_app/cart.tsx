import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '../../features/shop/CartPage';

export const Route = createFileRoute('/_app/cart')({
  loader: async () => (await import('../../api/page-loaders')).loadShopCatalog(),
  component: CartPage,
});
