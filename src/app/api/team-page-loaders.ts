/**
 * What the team, profile and support pages load before they show (imported on demand by their
 * routes): their part of the messages and their data. A record that is not there (another
 * company's, deleted, unknown) is the page-not-found; a page past the end shows the last one.
 */
import { notFound, redirect } from '@tanstack/react-router';
import { can } from '../../contract/permissions';
import { addCatalog } from '../i18n/i18n';
import { teamCatalog } from '../i18n/team-catalog';
import { ApiError } from './http';
import { userQuery } from './queries';
import { queryClient } from './query-client';
import { certificatesQuery, chatQuery, memberQuery, teamQuery, ticketsQuery } from './team-queries';

const withMessages = <T>(load: Promise<T>) => Promise.all([addCatalog(teamCatalog), load]).then(([, value]) => value);

async function ensureRecord(load: () => Promise<unknown>): Promise<void> {
  try {
    await withMessages(load());
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

export async function loadTeamPage(page: number): Promise<void> {
  const { meta } = await withMessages(queryClient.ensureQueryData(teamQuery(page)));
  if (page > meta.last_page) throw redirect({ to: '/team', search: { page: meta.last_page }, replace: true });
}

/** Adding and opening members is managing the team (SPEC §6): anyone else is sent to the team list. */
async function teamManagersOnly(): Promise<void> {
  const user = await queryClient.ensureQueryData(userQuery());
  if (!can(user.role.id, 'team.manage')) throw redirect({ to: '/team', search: { page: 1 }, replace: true });
}

export async function loadTeamForm(): Promise<void> {
  await teamManagersOnly();
  await withMessages(queryClient.ensureQueryData(teamQuery(1)));
}

export async function loadMember(uuid: string): Promise<void> {
  await teamManagersOnly();
  await ensureRecord(() => queryClient.ensureQueryData(memberQuery(uuid)));
}
/** The profile waits for the user; its certificates block starts loading alongside and shows its own skeleton. */
export async function loadProfile(): Promise<void> {
  const user = await withMessages(queryClient.ensureQueryData(userQuery()));
  void queryClient.prefetchQuery(certificatesQuery(user.region.id));
}

/** /support/chat: no conversations yet opens the form for the first one (SPEC §8). */
export async function loadTickets(): Promise<void> {
  const first = await withMessages(queryClient.ensureInfiniteQueryData(ticketsQuery()));
  if ((first.pages[0]?.meta.total ?? 0) === 0) throw redirect({ to: '/support/chat/new', replace: true });
}

export const loadChat = (uuid: string) => ensureRecord(() => queryClient.ensureQueryData(chatQuery(uuid)));
