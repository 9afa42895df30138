import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../../features/profile/VerifyEmailPage';

export const Route = createFileRoute('/_app/verify-email')({
  loader: async () => (await import('../../api/team-page-loaders')).loadProfile(),
  component: VerifyEmailPage,
});
