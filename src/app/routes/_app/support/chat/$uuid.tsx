import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '../../../../features/support/ChatPage';

export const Route = createFileRoute('/_app/support/chat/$uuid')({
  loader: async ({ params }) => (await import('../../../../api/team-page-loaders')).loadChat(params.uuid),
  component: ChatRoute,
});

function ChatRoute() {
  const { uuid } = Route.useParams();
  return <ChatPage uuid={uuid} />;
}
