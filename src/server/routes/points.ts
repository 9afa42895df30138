/** The company's points history, tiers and the region's rewards (SPEC §7): /api/v1/points, /api/v2/tiers, /api/v1/behaviour. */
import { Hono } from 'hono';
import { PointsHistoryQuery } from '../../contract/points';
import type { AppDeps } from '../deps';
import { pointsHistory } from '../domain/points-history';
import type { AppEnv } from '../http/env';
import { queryParams } from '../http/validation';

export function pointsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/v1/points/history', queryParams(PointsHistoryQuery), async (c) =>
      c.json(await pointsHistory(deps, c.get('auth').account, c.req.valid('query'))));
}
