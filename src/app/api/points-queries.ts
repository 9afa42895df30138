import { queryOptions } from '@tanstack/react-query';
import { CompanyPointsResponse, PointsHistoryGroupsPage } from '../../contract/points';
import { BEHAVIOURS_PAGE_SIZE, BehavioursPage, TiersResponse } from '../../contract/rewards';
import { getJson } from './http';
import { queryKeys } from './queries';

/** GET v1/company/points/{companyId}: the company's balance and points summary. */
export function companyPointsQuery(companyId: number) {
  return queryOptions({
    queryKey: queryKeys.companyPoints(companyId),
    queryFn: async ({ signal }) => (await getJson(CompanyPointsResponse, `v1/company/points/${companyId}`, { signal })).data,
  });
}

/** GET v1/points/history/groups?page=: one page of the company's ledger, a project's entries as one group, newest first. */
export function pointsHistoryQuery(page: number) {
  return queryOptions({
    queryKey: queryKeys.pointsHistory(page),
    queryFn: ({ signal }) => getJson(PointsHistoryGroupsPage, 'v1/points/history/groups', { searchParams: { page }, signal }),
  });
}

/** GET v2/tiers?region_id=: the region's tier programmes with the company's progress this year. */
export function tiersQuery(regionId: number) {
  return queryOptions({
    queryKey: queryKeys.tiers(regionId),
    queryFn: async ({ signal }) => (await getJson(TiersResponse, 'v2/tiers', { searchParams: { region_id: regionId }, signal })).data,
  });
}

/** GET v1/behaviour?region_id=: the region's behaviour bonuses (SPEC §9: 15 a page; a region has fewer). */
export function behavioursQuery(regionId: number) {
  return queryOptions({
    queryKey: queryKeys.behaviours(regionId),
    queryFn: async ({ signal }) =>
      (await getJson(BehavioursPage, 'v1/behaviour', { searchParams: { region_id: regionId, limit: BEHAVIOURS_PAGE_SIZE, page: 1 }, signal })).data,
  });
}
