import { createFileRoute, redirect } from '@tanstack/react-router';
import { OrdersPage } from '../../../features/shop/OrdersPage';
import { pageLoaders } from '../../../routing/route-loaders';
import { pageDeps, validatePageSearch } from '../../../routing/page-search';

export const Route = createFileRoute('/_app/orders/')({
  validateSearch: validatePageSearch,
  loaderDeps: pageDeps,
  // Imported on demand, like the page: the route tree every page loads stays small (/login budget).
  loader: async ({ deps }) => {
    const lastPage = await (await pageLoaders()).loadOrdersPage(deps.page);
    if (deps.page > 1 && deps.page > lastPage) throw redirect({ to: '/orders', search: { page: lastPage }, replace: true });
  },
  component: OrdersRoute,
});

function OrdersRoute() {
  const { page } = Route.useLoaderDeps();
  return <OrdersPage page={page} />;
}
