/** Reference configuration: /api/v1/config/public for everyone, /api/v1/config when signed in. */
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../deps';
import { createConfigReader } from '../domain/config';
import { requireAuth } from '../http/auth';
import type { AppEnv } from '../http/env';

export function configRoutes(deps: AppDeps) {
  const readConfig = createConfigReader(deps.db);
  const answer = async (c: Context<AppEnv>) => c.json(await readConfig(c.req.query('lang') ?? 'en'));
  return new Hono<AppEnv>().get('/public', answer).get('/', requireAuth(deps), answer);
}
