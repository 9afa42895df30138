import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewsPage } from '../../../features/club/NewsPage';

/** `?page=` is kept only when it is a page number. */
const Search = v.object({ page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1)) });

export const Route = createFileRoute('/_app/news/')({
  validateSearch: (search) => v.parse(Search, search),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ deps }) => {
    const [{ loadClubPage }, { contentListQuery }, { CONTENT_PAGE_SIZES }] = await Promise.all([
      import('../../../api/club-loaders'), import('../../../api/content-queries'), import('../../../../contract/content'),
    ]);
    await loadClubPage([contentListQuery({ types: ['news'], limit: CONTENT_PAGE_SIZES.news, page: deps.page })]);
  },
  component: NewsRoute,
});

function NewsRoute() {
  const { page } = Route.useLoaderDeps();
  return <NewsPage page={page} />;
}
