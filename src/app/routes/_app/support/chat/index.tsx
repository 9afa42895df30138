import { createFileRoute } from '@tanstack/react-router';
import { SupportListPage } from '../../../../features/support/SupportListPage';
import { teamLoaders } from '../../../../routing/route-loaders';

export const Route = createFileRoute('/_app/support/chat/')({
  loader: async () => (await teamLoaders()).loadTickets(),
  component: SupportListPage,
});
