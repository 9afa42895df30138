import { createFileRoute } from '@tanstack/react-router';
import { RewardsPage } from '../../features/club/RewardsPage';

export const Route = createFileRoute('/_app/rewards')({
  loader: async () => (await import('../../api/club-loaders')).loadClubPage(),
  component: RewardsPage,
});
