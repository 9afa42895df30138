/**
 * What the server answers while it starts (docs/server.md "Read path", start-up). It listens
 * before the database is open, so the portal's files and GET /api/health answer at once and
 * /api/ready answers 503 until the app is ready; every other API request waits for the app and
 * is answered by it. Once the app is ready, main.ts hands requests to it directly.
 */
import { Hono } from 'hono';
import type { AppEnv } from './http/env';
import { securityHeaders } from './http/security-headers';
import { healthRoutes } from './routes/health';
import { serveClient } from './static';

interface Answering {
  fetch(request: Request, env: unknown): Response | Promise<Response>;
}

export function startingApp(app: Promise<Answering>, production: boolean, clientDir: string, docsDir: string | null = null): Hono<AppEnv> {
  const starting = new Hono<AppEnv>();
  starting.use('*', securityHeaders(production));
  starting.route('/api', healthRoutes(null));
  starting.all('/api/*', async (c) => (await app).fetch(c.req.raw, c.env));
  serveClient(starting, clientDir, docsDir);
  return starting;
}
