/** Reference configuration: /api/v1/config/public for everyone, /api/v1/config when signed in (route access table). */
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../deps';
import { createConfigReader } from '../domain/config';
import type { AppEnv } from '../http/env';

export function configRoutes(deps: AppDeps) {
  const readConfig = createConfigReader(deps.db);
  const answer = async (c: Context<AppEnv>) => c.json(await readConfig(c.req.query('lang') ?? 'en'));
  return new Hono<AppEnv>().get('/public', answer).get('/', answer);
}
