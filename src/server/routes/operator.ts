/**
 * Operator actions (maintenance switch, emulation links) over HTTP, mounted twice:
 * - /api/operator: for `npm run operator` while the server holds an embedded database. Only over
 *   loopback and with the per-start operator token (see src/server/runtime-file.ts).
 * - /api/dev/operator: without a token, only where the development tools exist (never in
 *   production); end-to-end tests use it.
 * Both answer during maintenance, so maintenance can be switched off again.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import type { AppDeps } from '../deps';
import { createEmulationLink } from '../domain/emulation';
import type { MaintenanceSwitch } from '../domain/maintenance';
import type { AppEnv } from '../http/env';
import { isLoopback } from '../http/client-ip';
import { forbidden } from '../http/errors';
import { jsonBody } from '../http/validation';

export const MaintenanceCommand = v.object({ on: v.boolean() });
export const EmulateCommand = v.object({
  email: v.pipe(v.string(), v.trim(), v.email()),
  by: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
});

export function operatorActions(deps: AppDeps, maintenance: MaintenanceSwitch) {
  return new Hono<AppEnv>()
    .get('/maintenance', async (c) => c.json({ maintenance: await maintenance.isOn() }))
    .post('/maintenance', jsonBody(MaintenanceCommand), async (c) => {
      const { on } = c.req.valid('json');
      await maintenance.set(on);
      deps.logger.info(`[operator] maintenance ${on ? 'on' : 'off'}`);
      return c.json({ maintenance: await maintenance.isOn() });
    })
    .post('/emulate', jsonBody(EmulateCommand), async (c) => {
      const { email, by } = c.req.valid('json');
      const link = await createEmulationLink(deps, email, by);
      deps.logger.info(`[operator] emulation link for ${email} created by ${by}`);
      return c.json(link);
    });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Loopback plus `Authorization: Bearer <operator token>`. */
export function requireOperator(operatorToken: string | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!operatorToken || !given || !isLoopback(c) || !sameSecret(given, operatorToken)) throw forbidden();
    await next();
  };
}
