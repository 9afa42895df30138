import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { TopUpHistoryResponse } from '../../../contract/club-card';
import { PointsHistoryPage } from '../../../contract/points';
import { Project } from '../../../contract/projects';
import { OrdersPage } from '../../../contract/shop';
import { EmulationLinkView, FindResponse, StaffCompanyView } from '../../../contract/staff';
import { Ticket } from '../../../contract/support';
import { getJson, sendJson } from '../../api/http';
import { addCatalog } from '../../i18n/i18n';
import { clubCatalog } from '../../i18n/club-catalog';
import { shopCatalog } from '../../i18n/shop-catalog';
import { teamCatalog } from '../../i18n/team-catalog';
import { signedInCatalog } from '../../routes/-signed-in-catalog';

/** GET /staff/v1/find?q=: people and companies, inside the member's regions. */
export const findPeopleAndCompanies = async (q: string) => (await getJson(FindResponse, 'staff/v1/find', { searchParams: { q } })).data;

const companyPath = (company: string) => `staff/v1/companies/${encodeURIComponent(company)}`;

/** The company page's header, members, points and onboarding; read afresh on each visit (an agent looks at it while the installer calls). */
export const staffCompanyQuery = (company: string) =>
  queryOptions({
    queryKey: ['staff', 'company', company],
    queryFn: async () => (await getJson(v.object({ data: StaffCompanyView }), companyPath(company))).data,
    staleTime: 0,
  });

const PageMeta = v.object({ current_page: v.number(), last_page: v.number(), per_page: v.number(), total: v.number() });

/** The company's lists that the server pages (`?page=`), each further page appended ("Show more"). */
const LISTS = {
  ledger: PointsHistoryPage,
  projects: v.object({ data: v.array(Project), meta: PageMeta }),
  orders: OrdersPage,
  'top-ups': TopUpHistoryResponse,
} as const;
export type CompanyList = keyof typeof LISTS;
export type CompanyListRow<L extends CompanyList> = v.InferOutput<(typeof LISTS)[L]>['data'][number];

export const companyListQuery = <L extends CompanyList>(company: string, list: L) =>
  infiniteQueryOptions({
    queryKey: ['staff', 'company', company, list],
    queryFn: ({ pageParam }) => getJson(LISTS[list], `${companyPath(company)}/${list}`, { searchParams: { page: pageParam } }) as Promise<v.InferOutput<(typeof LISTS)[L]>>,
    initialPageParam: 1,
    getNextPageParam: (last: { meta: v.InferOutput<typeof PageMeta> }) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
    staleTime: 0,
  });

/** The company's conversations, the most recently active first (the server's last 100). */
export const companyTicketsQuery = (company: string) =>
  queryOptions({
    queryKey: ['staff', 'company', company, 'tickets'],
    queryFn: async () => (await getJson(v.object({ data: v.array(Ticket) }), `${companyPath(company)}/tickets`)).data,
    staleTime: 0,
  });

/** POST .../members/{member}/emulation: a single-use link to the portal as the member (audited by the server). */
export const makeEmulationLink = async (company: string, member: string) =>
  (await sendJson(v.object({ data: EmulationLinkView }), 'post', `${companyPath(company)}/members/${encodeURIComponent(member)}/emulation`, {})).data;

/**
 * The portal's own labels the company page shows (ledger reasons, project and scan states, order
 * and top-up statuses, conversation states): their catalog parts, loaded with the page rather
 * than copied into the console's.
 */
export const loadCompanyPageMessages = () => Promise.all([clubCatalog, shopCatalog, teamCatalog, signedInCatalog].map(addCatalog));
