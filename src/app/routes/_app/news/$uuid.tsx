import { createFileRoute } from '@tanstack/react-router';
import { NewsItemPage } from '../../../features/club/NewsItemPage';
import { clubLoaders } from '../../../routing/route-loaders';

export const Route = createFileRoute('/_app/news/$uuid')({
  loader: async ({ params }) => (await clubLoaders()).loadNewsItem(params.uuid),
  component: NewsItemRoute,
});

function NewsItemRoute() {
  const { uuid } = Route.useParams();
  return <NewsItemPage uuid={uuid} />;
}
