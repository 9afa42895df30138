/**
 * The console's review queue (issue 27 §2): /api/staff/v1/review... Decisions go through the
 * operator command's own function (reviewProjectScans), on the audit log as the member's.
 */
import { Hono } from 'hono';
import { StaffPageQuery } from '../../contract/staff';
import { ReviewDecisionRequest } from '../../contract/staff-review';
import type { AppDeps } from '../deps';
import { reviewProjectScans } from '../domain/projects';
import { reviewProject, reviewQueue } from '../domain/staff-review';
import type { AppEnv } from '../http/env';
import { jsonBody, queryParams } from '../http/validation';
import { actor, scope } from './staff-actor';

export function staffReviewRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/review', queryParams(StaffPageQuery), async (c) => c.json(await reviewQueue(deps.db, scope(c), c.req.valid('query').page)))
    .get('/review/:project', async (c) => c.json({ data: await reviewProject(deps, scope(c), c.req.param('project')) }))
    .post('/review/:project/decisions', jsonBody(ReviewDecisionRequest), async (c) => {
      const outcome = await reviewProjectScans(deps, c.req.param('project'), c.req.valid('json'), { ...actor(c), scope: scope(c) });
      return c.json({ data: outcome });
    });
}
