import { createFileRoute } from '@tanstack/react-router';
import { NewsPage } from '../../../features/club/NewsPage';
import { clubLoaders } from '../../../routing/route-loaders';
import { pageDeps, validatePageSearch } from '../../../routing/page-search';

export const Route = createFileRoute('/_app/news/')({
  validateSearch: validatePageSearch,
  loaderDeps: pageDeps,
  loader: async ({ deps }) => (await clubLoaders()).loadNews(deps.page),
  component: NewsRoute,
});

function NewsRoute() {
  const { page } = Route.useLoaderDeps();
  return <NewsPage page={page} />;
}
