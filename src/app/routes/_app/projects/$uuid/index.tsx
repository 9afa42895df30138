import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError } from '../../../../api/http';
import { loadQueryClient } from '../../../../api/load-query-client';
import { ProjectPage } from '../../../../features/projects/ProjectPage';

export const Route = createFileRoute('/_app/projects/$uuid/')({
  // Imported on demand, like the page: the route tree every page loads stays small (/login budget).
  loader: async ({ params }) => {
    const { projectQuery } = await import('../../../../api/project-queries');
    try {
      await (await loadQueryClient()).ensureQueryData(projectQuery(params.uuid));
    } catch (error) {
      // Another company's, a deleted or an unknown project: the same 404 as an unknown page.
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: ProjectRoute,
});

function ProjectRoute() {
  const { uuid } = Route.useParams();
  return <ProjectPage uuid={uuid} />;
}
