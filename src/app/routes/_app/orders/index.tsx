import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { OrdersPage } from '../../../features/shop/OrdersPage';

/** `?page=` is kept only when it is a page number. */
const Search = v.object({ page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)) });

export const Route = createFileRoute('/_app/orders/')({
  validateSearch: (search) => v.parse(Search, search),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // Imported on demand, like the page: the route tree every page loads stays small (/login budget).
  loader: async ({ deps }) => {
    const lastPage = await (await import('../../../api/page-loaders')).loadOrdersPage(deps.page);
    if (deps.page > 1 && deps.page > lastPage) throw redirect({ to: '/orders', search: { page: lastPage }, replace: true });
  },
  component: OrdersRoute,
});

function OrdersRoute() {
  const { page } = Route.useLoaderDeps();
  return <OrdersPage page={page} />;
}
