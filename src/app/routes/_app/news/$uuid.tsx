import { createFileRoute } from '@tanstack/react-router';
import { NewsItemPage } from '../../../features/club/NewsItemPage';

export const Route = createFileRoute('/_app/news/$uuid')({
  loader: async ({ params }) => (await import('../../../api/club-loaders')).loadNewsItem(params.uuid),
  component: NewsItemRoute,
});

function NewsItemRoute() {
  const { uuid } = Route.useParams();
  return <NewsItemPage uuid={uuid} />;
}
