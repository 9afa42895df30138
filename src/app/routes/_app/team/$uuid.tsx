import { createFileRoute } from '@tanstack/react-router';
import { MemberPage } from '../../../features/team/MemberPage';

export const Route = createFileRoute('/_app/team/$uuid')({
  loader: async ({ params }) => (await import('../../../api/team-page-loaders')).loadMember(params.uuid),
  component: MemberRoute,
});

function MemberRoute() {
  const { uuid } = Route.useParams();
  return <MemberPage uuid={uuid} />;
}
