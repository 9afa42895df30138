import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { ProjectsPage } from '../../../features/projects/ProjectsPage';
import { PROJECT_TABS, TAB_STATUS } from '../../../features/projects/project-tabs';
import { pageLoaders } from '../../../routing/route-loaders';

/** `?tab=` and `?page=` are kept only when valid; anything else shows the first page of all open projects. */
const Search = v.object({
  tab: v.optional(v.fallback(v.picklist(PROJECT_TABS), 'open')),
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)),
});

export const Route = createFileRoute('/_app/projects/')({
  validateSearch: (search) => v.parse(Search, search),
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'open', page: search.page ?? 1 }),
  // Imported on demand, like the page: the route tree every page loads stays small (/login budget).
  loader: async ({ deps }) => {
    const lastPage = await (await pageLoaders()).loadProjectsPage(TAB_STATUS[deps.tab], deps.page);
    // A page past the end (projects closed meanwhile, an old link) shows the last one instead.
    if (deps.page > 1 && deps.page > lastPage) throw redirect({ to: '/projects', search: { tab: deps.tab, page: Math.max(1, lastPage) }, replace: true });
  },
  component: ProjectsRoute,
});

function ProjectsRoute() {
  const { tab, page } = Route.useLoaderDeps();
  return <ProjectsPage tab={tab} page={page} />;
}
