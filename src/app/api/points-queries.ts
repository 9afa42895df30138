import { queryOptions } from '@tanstack/react-query';
import { CompanyPointsResponse } from '../../contract/points';
import { getJson } from './http';
import { queryKeys } from './queries';

/** GET v1/company/points/{companyId}: the company's balance and points summary. */
export function companyPointsQuery(companyId: number) {
  return queryOptions({
    queryKey: queryKeys.companyPoints(companyId),
    queryFn: async ({ signal }) => (await getJson(CompanyPointsResponse, `v1/company/points/${companyId}`, { signal })).data,
  });
}
