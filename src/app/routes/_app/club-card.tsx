import { createFileRoute } from '@tanstack/react-router';
import { ClubCardPage } from '../../features/club-card/ClubCardPage';
import { pageLoaders } from '../../routing/route-loaders';
import { pageDeps, validatePageSearch } from '../../routing/page-search';

export const Route = createFileRoute('/_app/club-card')({
  validateSearch: validatePageSearch,
  loaderDeps: pageDeps,
  // Imported on demand, like the page: the route tree every page loads stays small (/login budget).
  loader: async ({ deps }) => (await pageLoaders()).loadClubCardPage(deps.page),
  component: ClubCardRoute,
});

function ClubCardRoute() {
  const { page } = Route.useLoaderDeps();
  return <ClubCardPage page={page} />;
}
