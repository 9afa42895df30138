import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewTicketPage } from '../../../../features/support/NewTicketPage';
import { teamLoaders } from '../../../../routing/route-loaders';

/** `?order=` or `?project=`: the conversation is about that order or project (the pages that link here say which). */
const Uuid = v.pipe(v.string(), v.uuid());
const Search = v.object({ order: v.optional(v.string()), project: v.optional(v.string()) });
const validUuid = (value: string | undefined) => (v.is(Uuid, value) ? value : undefined);

export const Route = createFileRoute('/_app/support/chat/new')({
  validateSearch: (search): { order?: string; project?: string } => {
    const parsed = v.parse(v.fallback(Search, {}), search);
    const order = validUuid(parsed.order);
    const project = validUuid(parsed.project);
    return { ...(order ? { order } : {}), ...(project ? { project } : {}) };
  },
  loader: async () => (await teamLoaders()).loadProfile(),
  component: NewTicketRoute,
});

function NewTicketRoute() {
  const { order, project } = Route.useSearch();
  const context = order ? { type: 'order' as const, uuid: order } : project ? { type: 'project' as const, uuid: project } : null;
  return <NewTicketPage context={context} />;
}
