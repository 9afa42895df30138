import { createFileRoute } from '@tanstack/react-router';
import { ResourcesPage } from '../../features/club/ResourcesPage';
import { clubLoaders } from '../../routing/route-loaders';
import { pageDeps, validatePageSearch } from '../../routing/page-search';

export const Route = createFileRoute('/_app/resources')({
  validateSearch: validatePageSearch,
  loaderDeps: pageDeps,
  loader: async () => (await clubLoaders()).loadClubPage(),
  component: ResourcesRoute,
});

function ResourcesRoute() {
  const { page } = Route.useLoaderDeps();
  return <ResourcesPage page={page} />;
}
