import { createFileRoute, notFound } from '@tanstack/react-router';
import { ApiError } from '../../../../api/http';
import { loadQueryClient } from '../../../../api/load-query-client';
import { ProjectSurveyPage } from '../../../../features/projects/ProjectSurveyPage';

export const Route = createFileRoute('/_app/projects/$uuid/survey')({
  // Imported on demand, like the page: the route tree every page loads stays small (/login budget).
  loader: async ({ params }) => {
    const { projectQuery } = await import('../../../../api/project-queries');
    try {
      await (await loadQueryClient()).ensureQueryData(projectQuery(params.uuid));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: SurveyRoute,
});

function SurveyRoute() {
  const { uuid } = Route.useParams();
  return <ProjectSurveyPage uuid={uuid} />;
}
