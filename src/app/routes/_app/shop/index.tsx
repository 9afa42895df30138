import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { SHOP_SORTS } from '../../../../contract/shop-sorts';
import { ShopPage } from '../../../features/shop/ShopPage';
import { pageLoaders } from '../../../routing/route-loaders';

/** `?page=`, `?sort=` and `?category=` are kept only when valid. */
const Search = v.object({
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)),
  sort: v.optional(v.fallback(v.picklist(SHOP_SORTS), 'newest')),
  category: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/))), undefined),
});

export const Route = createFileRoute('/_app/shop/')({
  validateSearch: (search) => v.parse(Search, search),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, sort: search.sort ?? 'newest', category: search.category }),
  // Imported on demand, like the page: the route tree every page loads stays small (/login budget).
  loader: async ({ deps }) => {
    const lastPage = await (await pageLoaders()).loadShopPage(deps);
    if (deps.page > 1 && deps.page > lastPage) throw redirect({ to: '/shop', search: { ...deps, page: lastPage }, replace: true });
  },
  component: ShopRoute,
});

function ShopRoute() {
  const deps = Route.useLoaderDeps();
  return <ShopPage {...deps} />;
}
