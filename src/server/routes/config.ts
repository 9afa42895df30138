/** Reference configuration: /api/v1/config/public for everyone, /api/v1/config when signed in (route access table). */
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../deps';
import { createConfigReader } from '../domain/config';
import type { AppEnv } from '../http/env';

export function configRoutes(deps: AppDeps) {
  const readConfig = createConfigReader(deps);
  // Built once per language (domain/config.ts), so a request only sends the text.
  const answer = async (c: Context<AppEnv>) =>
    c.body(await readConfig.json(c.req.query('lang') ?? 'en'), 200, { 'content-type': 'application/json' });
  return new Hono<AppEnv>().get('/public', answer).get('/', answer);
}
