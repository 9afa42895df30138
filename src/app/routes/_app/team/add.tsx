import { createFileRoute } from '@tanstack/react-router';
import { AddMemberPage } from '../../../features/team/AddMemberPage';
import { teamLoaders } from '../../../routing/route-loaders';

export const Route = createFileRoute('/_app/team/add')({
  loader: async () => (await teamLoaders()).loadTeamForm(),
  component: AddMemberPage,
});
