import { createFileRoute } from '@tanstack/react-router';
import { MemberPage } from '../../../features/team/MemberPage';
import { teamLoaders } from '../../../routing/route-loaders';

export const Route = createFileRoute('/_app/team/$uuid')({
  loader: async ({ params }) => (await teamLoaders()).loadMember(params.uuid),
  component: MemberRoute,
});

function MemberRoute() {
  const { uuid } = Route.useParams();
  return <MemberPage uuid={uuid} />;
}
