import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../../features/placeholder/ComingSoonPage';

export const Route = createFileRoute('/_app/projects/$uuid/')({
  component: ComingSoonPage,
});
