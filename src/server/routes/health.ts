/**
 * Probes for a load balancer or orchestrator: no auth, no rate limit, answered during maintenance
 * too (mounted before the guard), never cached (`Cache-Control: no-store` on every /api answer).
 *
 * - GET /api/health: the process is up and serving HTTP; never touches the database, so an
 *   outage does not get instances restarted (they recover by themselves).
 * - GET /api/ready: the database answers within READY_TIMEOUT_MS; take the instance out of
 *   rotation while it answers 503 (also while the server starts and the database opens: `db` null,
 *   and from the moment it is told to stop: `stopping`, main.ts's graceful stop).
 */
import { Hono } from 'hono';
import { pingDatabase, type Database } from '../db/database';
import type { AppEnv } from '../http/env';

/** Well under the usual probe timeouts (2–5 s), and far above a healthy round trip. */
export const READY_TIMEOUT_MS = 1_000;

export function healthRoutes(db: Database | null, stopping: () => boolean = () => false) {
  return new Hono<AppEnv>()
    .get('/health', (c) => c.json({ status: 'ok' }))
    .get('/ready', async (c) => {
      if (stopping()) return c.json({ status: 'stopping' }, 503);
      return db !== null && (await pingDatabase(db, READY_TIMEOUT_MS)) ? c.json({ status: 'ready' }) : c.json({ status: 'unavailable' }, 503);
    });
}
