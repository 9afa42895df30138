import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResourcesPage } from '../../features/club/ResourcesPage';

/** `?page=` (the videos' page) is kept only when it is a page number. */
const Search = v.object({ page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)) });

export const Route = createFileRoute('/_app/resources')({
  validateSearch: (search) => v.parse(Search, search),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async () => (await import('../../api/club-loaders')).loadClubPage(),
  component: ResourcesRoute,
});

function ResourcesRoute() {
  const { page } = Route.useLoaderDeps();
  return <ResourcesPage page={page} />;
}
