/** The club card's calls of SPEC §7: /api/v1/edenred/card/account/{companyId}, /verify/{companyId} and /history. */
import { Hono } from 'hono';
import { CardHistoryQuery, CardVerification } from '../../contract/club-card';
import type { AppDeps } from '../deps';
import { cardAccount, topUpHistory, verifyCard } from '../domain/club-card';
import type { AppEnv } from '../http/env';
import { pathId } from '../http/path-id';
import { jsonBody, queryParams } from '../http/validation';

export function clubCardRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/v1/edenred/card/account/:companyId', async (c) =>
      c.json({ data: await cardAccount(deps, c.get('auth').account, pathId(c.req.param('companyId'))) }))
    .patch('/v1/edenred/card/verify/:companyId', jsonBody(CardVerification), async (c) => {
      const companyId = pathId(c.req.param('companyId'));
      return c.json({ data: await verifyCard(deps, c.get('auth').account, companyId, c.req.valid('json').card_serial_number) });
    })
    .get('/v1/edenred/card/history', queryParams(CardHistoryQuery), async (c) =>
      c.json(await topUpHistory(deps, c.get('auth').account, c.req.valid('query'))));
}
