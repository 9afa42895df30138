import { createFileRoute } from '@tanstack/react-router';
import { ProjectSurveyPage } from '../../../../features/projects/ProjectSurveyPage';
import { pageLoaders } from '../../../../routing/route-loaders';

export const Route = createFileRoute('/_app/projects/$uuid/survey')({
  // Imported on demand, like the page: the route tree every page loads stays small (/login budget).
  loader: async ({ params }) => (await pageLoaders()).loadProjectSurvey(params.uuid),
  component: SurveyRoute,
});

function SurveyRoute() {
  const { uuid } = Route.useParams();
  return <ProjectSurveyPage uuid={uuid} />;
}
