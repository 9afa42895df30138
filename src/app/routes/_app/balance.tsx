import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { BalancePage } from '../../features/club/BalancePage';

/** `?page=` (the history's page) is kept only when it is a page number. */
const Search = v.object({ page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)) });

export const Route = createFileRoute('/_app/balance')({
  validateSearch: (search) => v.parse(Search, search),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ deps }) => {
    const [{ loadClubPage }, { pointsHistoryQuery }] = await Promise.all([import('../../api/club-loaders'), import('../../api/points-queries')]);
    await loadClubPage([pointsHistoryQuery(deps.page)]);
  },
  component: BalanceRoute,
});

function BalanceRoute() {
  const { page } = Route.useLoaderDeps();
  return <BalancePage page={page} />;
}
