/**
 * The API description (/api/openapi.json) and its interactive reference (/api/docs): Swagger UI
 * from the swagger-ui-dist package, served by this server (no CDN), its start-up script a file of
 * ours so that the Content Security Policy needs no inline script. Mounted when config.apiDocs.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import packageJson from '../../../package.json' with { type: 'json' };
import type { AppEnv } from '../http/env';
import { notFound } from '../http/errors';
import { openApiDocument } from '../openapi/document';

const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The viewer's files we serve, and their content types. */
const VIEWER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const START_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true, tryItOutEnabled: false });\n`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Installer Club API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

/** The files change only with the package: an hour in caches, revalidated after. */
const CACHE = 'public, max-age=3600';

export function apiDocsRoutes() {
  let document: string | undefined;
  const files = new Map<string, string>();
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => {
      document ??= JSON.stringify(openApiDocument(packageJson.version));
      return c.body(document, 200, { 'content-type': 'application/json' });
    })
    .get('/docs', (c) => c.html(PAGE))
    .get('/docs/:file', async (c) => {
      const name = c.req.param('file');
      if (name === 'start.js') return c.body(START_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': CACHE });
      const type = Object.hasOwn(VIEWER_FILES, name) ? VIEWER_FILES[name] : undefined;
      if (!type) throw notFound();
      let text = files.get(name);
      if (text === undefined) {
        text = await readFile(join(SWAGGER_UI_DIR, name), 'utf8');
        files.set(name, text);
      }
      return c.body(text, 200, { 'content-type': type, 'cache-control': CACHE });
    });
}
