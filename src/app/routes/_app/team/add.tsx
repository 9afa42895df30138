import { createFileRoute } from '@tanstack/react-router';
import { AddMemberPage } from '../../../features/team/AddMemberPage';

export const Route = createFileRoute('/_app/team/add')({
  loader: async () => (await import('../../../api/team-page-loaders')).loadTeamForm(),
  component: AddMemberPage,
});
