import { createFileRoute } from '@tanstack/react-router';
import { SupportListPage } from '../../../../features/support/SupportListPage';

export const Route = createFileRoute('/_app/support/chat/')({
  loader: async () => (await import('../../../../api/team-page-loaders')).loadTickets(),
  component: SupportListPage,
});
