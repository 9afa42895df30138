import { createFileRoute } from '@tanstack/react-router';
import { ClubCardShopPage } from '../../../features/shop/ClubCardShopPage';
import { pageLoaders } from '../../../routing/route-loaders';

export const Route = createFileRoute('/_app/shop/club-card')({
  // Imported on demand, like the page: the route tree every page loads stays small (/login budget).
  loader: async () => (await pageLoaders()).loadClubCardShop(),
  component: ClubCardShopRoute,
});

function ClubCardShopRoute() {
  return <ClubCardShopPage product={Route.useLoaderData()} />;
}
