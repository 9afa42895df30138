import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile/ProfilePage';

export const Route = createFileRoute('/_app/user')({
  loader: async () => (await import('../../api/team-page-loaders')).loadProfile(),
  component: ProfilePage,
});
