/** The company's points history, tiers, the region's rewards and content (SPEC §7): /api/v1/points, /api/v2/tiers, /api/v1/behaviour, /api/v1/content. */
import { Hono } from 'hono';
import { ContentQuery } from '../../contract/content';
import { PointsHistoryQuery } from '../../contract/points';
import { RewardsQuery, TiersHistoryQuery, TiersQuery } from '../../contract/rewards';
import type { AppDeps } from '../deps';
import { getContent, listContent } from '../domain/content';
import { pointsHistory, pointsHistoryGroups } from '../domain/points-history';
import { listBehaviours, listCertificates } from '../domain/rewards';
import { listTiers, tiersHistory } from '../domain/tiers';
import type { AppEnv } from '../http/env';
import { queryParams } from '../http/validation';

export function pointsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/v1/points/history', queryParams(PointsHistoryQuery), async (c) =>
      c.json(await pointsHistory(deps, c.get('auth').account, c.req.valid('query'))))
    .get('/v1/points/history/groups', queryParams(PointsHistoryQuery), async (c) =>
      c.json(await pointsHistoryGroups(deps, c.get('auth').account, c.req.valid('query'))))
    .get('/v2/tiers', queryParams(TiersQuery), async (c) =>
      c.json({ data: await listTiers(deps, c.get('auth').account, c.req.valid('query').region_id) }))
    .get('/v2/tiers/history', queryParams(TiersHistoryQuery), async (c) =>
      c.json({ data: await tiersHistory(deps, c.get('auth').account, c.req.valid('query').installer_company_id) }))
    .get('/v1/behaviour', queryParams(RewardsQuery), async (c) =>
      c.json(await listBehaviours(deps, c.get('auth').account, c.req.valid('query'))))
    .get('/v1/behaviour/certificates', queryParams(RewardsQuery), async (c) =>
      c.json(await listCertificates(deps, c.get('auth').account, c.req.valid('query'))))
    .get('/v1/content', queryParams(ContentQuery), async (c) =>
      c.json(await listContent(deps, c.get('auth').account, c.req.valid('query'))))
    .get('/v1/content/:uuid', async (c) =>
      c.json({ data: await getContent(deps, c.get('auth').account, c.req.param('uuid')) }));
}
