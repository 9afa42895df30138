import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile/ProfilePage';
import { teamLoaders } from '../../routing/route-loaders';

export const Route = createFileRoute('/_app/user')({
  loader: async () => (await teamLoaders()).loadProfile(),
  component: ProfilePage,
});
