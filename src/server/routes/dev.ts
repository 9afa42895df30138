/** Development-only routes (they do not exist in production): the sign-in code outbox. */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { assertValid } from '../http/validation';
import { readOutbox } from '../providers/outbox';

const OutboxQuery = v.object({ to: v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(254)) });

export function devRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/outbox', async (c) => {
    const { to } = assertValid(OutboxQuery, { to: c.req.query('to') });
    return c.json({ data: await readOutbox(deps.db, to) });
  });
}
