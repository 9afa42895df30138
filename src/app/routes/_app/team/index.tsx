import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '../../../features/team/TeamPage';
import { teamLoaders } from '../../../routing/route-loaders';
import { pageDeps, validatePageSearch } from '../../../routing/page-search';

export const Route = createFileRoute('/_app/team/')({
  validateSearch: validatePageSearch,
  loaderDeps: pageDeps,
  loader: async ({ deps }) => (await teamLoaders()).loadTeamPage(deps.page),
  component: TeamRoute,
});

function TeamRoute() {
  const { page } = Route.useLoaderDeps();
  return <TeamPage page={page} />;
}
