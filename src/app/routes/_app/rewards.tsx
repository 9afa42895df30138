import { createFileRoute } from '@tanstack/react-router';
import { RewardsPage } from '../../features/club/RewardsPage';
import { clubLoaders } from '../../routing/route-loaders';

export const Route = createFileRoute('/_app/rewards')({
  loader: async () => (await clubLoaders()).loadClubPage(),
  component: RewardsPage,
});
