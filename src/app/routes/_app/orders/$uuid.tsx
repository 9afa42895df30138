import { createFileRoute } from '@tanstack/react-router';
import { OrderPage } from '../../../features/shop/OrderPage';
import { pageLoaders } from '../../../routing/route-loaders';

export const Route = createFileRoute('/_app/orders/$uuid')({
  // Imported on demand, like the page: the route tree every page loads stays small (/login budget).
  loader: async ({ params }) => (await pageLoaders()).loadOrder(params.uuid),
  component: OrderRoute,
});

function OrderRoute() {
  const { uuid } = Route.useParams();
  return <OrderPage uuid={uuid} />;
}
