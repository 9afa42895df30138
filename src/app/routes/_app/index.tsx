import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/club/HomePage';

export const Route = createFileRoute('/_app/')({
  loader: async () => (await import('../../api/club-loaders')).loadHome(),
  component: HomePage,
});
