/**
 * One log line and the metrics per request (docs/deploy.md "Logs", "Metrics"). The request id is
 * the caller's X-Request-Id when it is a plain token (a proxy's or a client's, so one request can
 * be followed across them), else a new one; the answer carries it back. The line names the route
 * pattern, never the path (ids) or the query string (searches, phone numbers), and the signed-in
 * user or staff member by id only.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Metrics } from '../metrics';
import type { Logger } from '../providers/messages';
import type { AppEnv, AuthContext, StaffContext } from './env';
import { routePatternOf } from './route-access';

/** Letters, digits and `-_.:` up to 128: what proxies and tracing headers use, and nothing a log could be tricked with. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The label of a path that is no API route: the portal's files, or an unknown /api path. */
function routeLabel(method: string, path: string): string {
  if (!path.startsWith('/api/')) return 'portal';
  return routePatternOf(method, path) ?? 'unmatched';
}

export function observeRequests(logger: Logger, metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header(REQUEST_ID_HEADER);
    const requestId = given !== undefined && VALID_REQUEST_ID.test(given) ? given : randomUUID();
    c.set('requestId', requestId);
    c.header(REQUEST_ID_HEADER, requestId);
    await next();
    const seconds = (performance.now() - started) / 1000;
    const route = routeLabel(c.req.method, c.req.path);
    const status = c.res.status;
    metrics.request(c.req.method, route, status, seconds);
    // Set by the route access check for the routes that need them; absent elsewhere.
    const auth: AuthContext | undefined = c.get('auth');
    const staff: StaffContext | undefined = c.get('staff');
    logger.info('request', {
      method: c.req.method,
      route,
      status,
      duration_ms: Math.round(seconds * 10_000) / 10,
      request_id: requestId,
      user_id: auth?.account.user.id,
      staff_id: staff?.member.id,
    });
  };
}
