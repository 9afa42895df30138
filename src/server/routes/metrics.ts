/**
 * GET /api/metrics: the instance's Prometheus metrics (src/server/metrics.ts). Who may read it is
 * the route access table's business (loopback or METRICS_TOKEN); mounted before the maintenance
 * guard, as the probes are, so that an instance in maintenance stays visible.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import type { Metrics } from '../metrics';

export function metricsRoutes(metrics: Metrics) {
  return new Hono<AppEnv>().get('/metrics', async (c) =>
    c.body(await metrics.registry.metrics(), 200, { 'Content-Type': metrics.registry.contentType }));
}
