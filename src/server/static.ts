/**
 * Serves the built portal (dist/client) next to the API: hashed assets cached for a year, other
 * files revalidated, and index.html for every other GET outside /api (client-side routes).
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from './http/env';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

export function serveClient(app: Hono<AppEnv>, clientDir: string): void {
  const root = relative(process.cwd(), clientDir) || '.';
  // Source maps are never published, even if a build left some behind.
  app.use('*', async (c, next) => (c.req.path.endsWith('.map') ? c.text('Not found', 404) : next()));
  app.use('/assets/*', serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE) }));
  app.use('*', async (c, next) => {
    if (isApi(c.req.path) || c.req.path.startsWith('/assets/')) return next();
    return serveStatic({ root, onFound: (_path, ctx) => ctx.header('Cache-Control', REVALIDATE) })(c, next);
  });
  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    if (isApi(c.req.path) || c.req.path.startsWith('/assets/')) return next();
    const html = await readFile(join(clientDir, 'index.html'), 'utf8').catch(() => null);
    if (html === null) return c.text('The portal is not built: run `npm run build:client`.', 503);
    c.header('Cache-Control', REVALIDATE);
    return c.html(html);
  });
}
