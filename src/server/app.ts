/**
 * The API, assembled from injected parts (DESIGN rule 5). Everything lives under /api; main.ts
 * adds the static portal around it.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { SERVER_MESSAGES } from '../contract/errors';
import { compressAnswers } from './compression';
import type { AppDeps } from './deps';
import { createMaintenanceSwitch } from './domain/maintenance';
import { createMetrics } from './metrics';
import { resolveClientIp } from './http/client-ip';
import { connectionFailure, databaseUnavailable } from './http/database-errors';
import type { AppEnv } from './http/env';
import { ApiFailure } from './http/errors';
import { observeRequests } from './http/observe-requests';
import { enforceRouteAccess, routePatternOf, unlistedRoutes } from './http/route-access';
import { refusedData } from './http/statement-errors';
import { describeErrorSafely } from './providers/safe-error';
import { securityHeaders } from './http/security-headers';
import { apiDocsRoutes } from './routes/api-docs';
import { clubCardRoutes } from './routes/club-card';
import { configRoutes } from './routes/config';
import { companyRoutes } from './routes/company';
import { devRoutes } from './routes/dev';
import { healthRoutes } from './routes/health';
import { metricsRoutes } from './routes/metrics';
import { installerAuthRoutes } from './routes/installer-auth';
import { materialRoutes } from './routes/materials';
import { notificationRoutes } from './routes/notifications';
import { operatorActions, requireOperator } from './routes/operator';
import { placesRoutes } from './routes/places';
import { pointsRoutes } from './routes/points';
import { profileRoutes } from './routes/profile';
import { projectRoutes } from './routes/projects';
import { registrationRoutes } from './routes/registration';
import { shopRoutes } from './routes/shop';
import { staffRoutes } from './routes/staff';
import { supportRoutes } from './routes/support';
import { teamRoutes } from './routes/team';

export type { AppDeps } from './deps';

/** Seconds a client should wait before trying again during maintenance. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 60;

export function createApp(given: AppDeps) {
  // The routes count into the same metrics the app serves.
  const deps = { ...given, metrics: given.metrics ?? createMetrics() };
  const { config, logger, metrics } = deps;
  const maintenance = createMaintenanceSwitch(deps.db, deps.clock, config.maintenanceFromEnv, config.flagCacheMs);
  const app = new Hono<AppEnv>();

  // First, so that its duration covers everything the request went through.
  app.use('*', observeRequests(logger, metrics));
  app.use('*', securityHeaders(config.production));
  // Answers of 1 kB and more leave compressed (brotli or gzip); the portal's files are compressed at build time.
  app.use('/api/*', compressAnswers());

  /** An error that is no bug of ours, as the answer it deserves; null for a bug. */
  const expectedFailure = (error: Error, where: string, requestId: string): ApiFailure | null => {
    if (error instanceof ApiFailure) return error;
    // A lost database is no fault of the request: 503, try again (docs/server.md, "Under database faults").
    const lostDatabase = connectionFailure(error);
    if (lostDatabase !== null) {
      logger.warn(`Database unavailable on ${where}: ${lostDatabase}`, { request_id: requestId });
      return databaseUnavailable();
    }
    // Data the contract should have refused: 422, and the gap logged so that it gets closed.
    const refused = refusedData(error);
    if (refused) logger.warn(`Statement refused for its data on ${where}: ${describeErrorSafely(error)}`, { request_id: requestId });
    return refused;
  };

  app.onError((error, c) => {
    const where = `${c.req.method} ${routePatternOf(c.req.method, c.req.path) ?? 'unmatched'}`;
    const failure = expectedFailure(error, where, c.get('requestId'));
    if (failure) {
      if (failure.retryAfter !== undefined) c.header('Retry-After', String(failure.retryAfter));
      return c.json(failure.body, failure.status);
    }
    // The validators throw 400 for a body that is not JSON at all: still a malformed body.
    if (error instanceof HTTPException && error.status === 400) {
      return c.json({ message: SERVER_MESSAGES.validationFailed, errors: { body: ['The body must be valid JSON.'] } }, 422);
    }
    if (error instanceof HTTPException) return c.json({ message: error.message || 'Request failed.' }, error.status);
    logger.error(`Unhandled error on ${where}`, error, { request_id: c.get('requestId') });
    return c.json({ message: 'Server Error' }, 500);
  });

  const api = new Hono<AppEnv>();
  api.use('*', resolveClientIp(config.trustProxy));
  // Body limit, who may call, per-IP limit: one table for every route, before any route code runs.
  api.use('*', enforceRouteAccess(deps));

  // Load-balancer probes answer during maintenance too (a flag, not an unhealthy instance).
  api.route('/', healthRoutes(deps.db, deps.stopping));
  if (metrics.enabled) api.route('/', metricsRoutes(metrics));
  // The API description is static: it answers during maintenance too.
  if (config.apiDocs) api.route('/', apiDocsRoutes());
  // Operator routes come before the maintenance guard: they must work to end maintenance.
  api.use('/operator/*', requireOperator(config.operatorToken));
  api.route('/operator', operatorActions(deps, maintenance));
  if (config.devTools) api.route('/dev/operator', operatorActions(deps, maintenance));
  // The staff console answers during maintenance too: it is where an admin will end it.
  api.route('/staff/v1', staffRoutes(deps, maintenance));

  api.use('*', async (c, next) => {
    if (!(await maintenance.isOn())) return next();
    c.header('Retry-After', String(MAINTENANCE_RETRY_AFTER_SECONDS));
    return c.json({ message: SERVER_MESSAGES.maintenance, retry_after: MAINTENANCE_RETRY_AFTER_SECONDS }, 503);
  });

  api.route('/v2/installer', installerAuthRoutes(deps));
  api.route('/v1/config', configRoutes(deps));
  api.route('/v1', companyRoutes(deps));
  api.route('/v1/notifications', notificationRoutes(deps));
  api.route('/v2/company', registrationRoutes(deps));
  api.route('/v2/places', placesRoutes(deps));
  api.route('/', projectRoutes(deps));
  api.route('/', pointsRoutes(deps));
  api.route('/', shopRoutes(deps));
  api.route('/', clubCardRoutes(deps));
  api.route('/', materialRoutes(deps));
  api.route('/', teamRoutes(deps));
  api.route('/', profileRoutes(deps));
  api.route('/', supportRoutes(deps));
  if (config.devTools) api.route('/dev', devRoutes(deps));

  const unlisted = unlistedRoutes(api.routes);
  if (unlisted.length > 0) {
    throw new Error(`Routes without a row in ROUTE_ACCESS (src/server/http/route-access.ts): ${unlisted.join(', ')}`);
  }
  app.route('/api', api);
  app.notFound((c) =>
    c.req.path.startsWith('/api/') || c.req.path === '/api'
      ? c.json({ message: SERVER_MESSAGES.notFound }, 404)
      : c.text('Not found', 404));
  return app;
}

export type App = ReturnType<typeof createApp>;
