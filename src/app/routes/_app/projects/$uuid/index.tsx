import { createFileRoute } from '@tanstack/react-router';
import { ProjectPage } from '../../../../features/projects/ProjectPage';
import { pageLoaders } from '../../../../routing/route-loaders';

export const Route = createFileRoute('/_app/projects/$uuid/')({
  // Imported on demand, like the page: the route tree every page loads stays small (/login budget).
  loader: async ({ params }) => (await pageLoaders()).loadProject(params.uuid),
  component: ProjectRoute,
});

function ProjectRoute() {
  const { uuid } = Route.useParams();
  return <ProjectPage uuid={uuid} />;
}
