import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../../features/profile/VerifyEmailPage';
import { teamLoaders } from '../../routing/route-loaders';

export const Route = createFileRoute('/_app/verify-email')({
  loader: async () => (await teamLoaders()).loadProfile(),
  component: VerifyEmailPage,
});
