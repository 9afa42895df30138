import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '../../../../features/support/ChatPage';
import { teamLoaders } from '../../../../routing/route-loaders';

export const Route = createFileRoute('/_app/support/chat/$uuid')({
  loader: async ({ params }) => (await teamLoaders()).loadChat(params.uuid),
  component: ChatRoute,
});

function ChatRoute() {
  const { uuid } = Route.useParams();
  return <ChatPage uuid={uuid} />;
}
