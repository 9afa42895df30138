import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { TeamPage } from '../../../features/team/TeamPage';

const Search = v.object({ page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)) });

export const Route = createFileRoute('/_app/team/')({
  validateSearch: (search) => v.parse(Search, search),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ deps }) => (await import('../../../api/team-page-loaders')).loadTeamPage(deps.page),
  component: TeamRoute,
});

function TeamRoute() {
  const { page } = Route.useLoaderDeps();
  return <TeamPage page={page} />;
}
