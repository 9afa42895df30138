import { createFileRoute } from '@tanstack/react-router';
import { BalancePage } from '../../features/club/BalancePage';
import { clubLoaders } from '../../routing/route-loaders';
import { pageDeps, validatePageSearch } from '../../routing/page-search';

export const Route = createFileRoute('/_app/balance')({
  validateSearch: validatePageSearch,
  loaderDeps: pageDeps,
  loader: async ({ deps }) => (await clubLoaders()).loadBalance(deps.page),
  component: BalanceRoute,
});

function BalanceRoute() {
  const { page } = Route.useLoaderDeps();
  return <BalancePage page={page} />;
}
