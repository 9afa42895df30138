/**
 * The Find desk's additions to the company page (issue 27 §2 "club card and top-ups"): the
 * company's club-card top-ups, read with the portal's own query, inside the member's regions.
 */
import { Hono } from 'hono';
import { STAFF_LIST_PAGE_SIZE, StaffPageQuery } from '../../contract/staff';
import type { AppDeps } from '../deps';
import { topUpHistory } from '../domain/club-card';
import { companyAccount, staffCompany } from '../domain/staff-scope';
import type { AppEnv } from '../http/env';
import { queryParams } from '../http/validation';

export function staffFindRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/companies/:company/top-ups', queryParams(StaffPageQuery), async (c) => {
    const company = await staffCompany(deps.db, c.get('staff').member, c.req.param('company'));
    return c.json(await topUpHistory(deps, await companyAccount(deps.db, company), { page: c.req.valid('query').page, limit: STAFF_LIST_PAGE_SIZE }));
  });
}
