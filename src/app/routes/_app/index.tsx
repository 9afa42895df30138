import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/club/HomePage';
import { clubLoaders } from '../../routing/route-loaders';

export const Route = createFileRoute('/_app/')({
  loader: async () => (await clubLoaders()).loadHome(),
  component: HomePage,
});
