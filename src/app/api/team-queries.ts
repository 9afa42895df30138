/** Query options of the team, profile and support pages (SPEC §7; cache rules of SPEC §9 by default). */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { Chat, SUPPORT_PAGE_SIZE, TicketsPage } from '../../contract/support';
import { BEHAVIOURS_PAGE_SIZE, CertificatesPage } from '../../contract/rewards';
import { TEAM_PAGE_SIZE, TeamMemberResponse, TeamPage } from '../../contract/team';
import { getJson } from './http';

export const teamKeys = {
  /** Every team query (pages and members), for invalidation after a change. */
  team: ['team'] as const,
  teamPage: (page: number) => ['team', 'page', page] as const,
  member: (uuid: string) => ['team', 'one', uuid] as const,
  /** Every support query (the list and the conversations). */
  support: ['support'] as const,
  tickets: ['support', 'list'] as const,
  chat: (uuid: string) => ['support', 'chat', uuid] as const,
  certificates: (regionId: number) => ['certificates', regionId] as const,
};

/** GET v2/installer/user?page=: one page of the company's team. */
export function teamQuery(page: number) {
  return queryOptions({
    queryKey: teamKeys.teamPage(page),
    queryFn: ({ signal }) => getJson(TeamPage, 'v2/installer/user', { searchParams: { page, limit: TEAM_PAGE_SIZE }, signal }),
  });
}

/** GET v1/installer/user/{uuid} */
export function memberQuery(uuid: string) {
  return queryOptions({
    queryKey: teamKeys.member(uuid),
    queryFn: async ({ signal }) => (await getJson(TeamMemberResponse, `v1/installer/user/${encodeURIComponent(uuid)}`, { signal })).data,
  });
}

/** GET v1/support: the caller's conversations, 10 at a time; "load more" asks for the next page (SPEC §9). */
export function ticketsQuery() {
  return infiniteQueryOptions({
    queryKey: teamKeys.tickets,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => getJson(TicketsPage, 'v1/support', { searchParams: { page: pageParam, limit: SUPPORT_PAGE_SIZE }, signal }),
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });
}

/** GET v1/support/{uuid}/chat?limit=1000 */
export function chatQuery(uuid: string) {
  return queryOptions({
    queryKey: teamKeys.chat(uuid),
    queryFn: async ({ signal }) => (await getJson(Chat, `v1/support/${encodeURIComponent(uuid)}/chat`, { searchParams: { limit: 1000 }, signal })).data,
  });
}

/** GET v1/behaviour/certificates?region_id=: the certificates an installer of the region can hold (15 a page; a region has fewer). */
export function certificatesQuery(regionId: number) {
  return queryOptions({
    queryKey: teamKeys.certificates(regionId),
    queryFn: async ({ signal }) =>
      (await getJson(CertificatesPage, 'v1/behaviour/certificates', { searchParams: { region_id: regionId, limit: BEHAVIOURS_PAGE_SIZE, page: 1 }, signal })).data,
  });
}
