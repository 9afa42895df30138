/**
 * Serves the built portal (dist/client) next to the API:
 *
 * - Text files have brotli and gzip twins made at build time (scripts/build-compressed.ts); each
 *   request gets the best one its Accept-Encoding allows, with `Vary: Accept-Encoding`.
 * - Hashed files under /assets/ are cached for a year; the others (index.html, the logo) are
 *   revalidated on every use, which their ETag makes a 304 when nothing changed.
 * - Any other GET outside /api and /assets answers index.html: the portal's own routes.
 * - Source maps are never published, even if a build left some behind.
 * - Given its folder, the statechart explorer (dist/docs) answers under /docs/ the same way; its
 *   page is the folder's index.html, and any other address under /docs/ that is no file is a 404.
 * - A hashed file never changes under its name: what was read of one (its twins' sizes, the bytes
 *   sent) is kept in memory. A first page asks for some forty of them at once; read from disk
 *   each time, three stats and a read apiece queued on libuv's four threads and held the later
 *   ones back by a tenth of a second. The build's assets are a few megabytes, and only files that
 *   exist are kept, so unknown names cannot grow the memory.
 */
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseEncoding, type ContentEncoding } from './compression';
import type { AppEnv } from './http/env';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const TWIN_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
const ENCODINGS = Object.keys(TWIN_SUFFIX) as ContentEncoding[];

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
const isAsset = (path: string) => path.startsWith('/assets/');

interface Variant {
  /** null: the file as it is. */
  encoding: ContentEncoding | null;
  path: string;
  size: number;
  mtimeMs: number;
}

async function variant(encoding: ContentEncoding | null, path: string): Promise<Variant | null> {
  const stats = await stat(path).catch(() => null);
  return stats?.isFile() ? { encoding, path, size: stats.size, mtimeMs: stats.mtimeMs } : null;
}

/** A file of the build and its compressed twins, the file itself first; null when there is no such file. */
async function variantsOf(file: string): Promise<Variant[] | null> {
  const plain = await variant(null, file);
  if (!plain) return null;
  const twins = await Promise.all(ENCODINGS.map((encoding) => variant(encoding, file + TWIN_SUFFIX[encoding])));
  return [plain, ...twins.filter((twin) => twin !== null)];
}

/** How files are read: from disk each time, or once and then from memory. */
interface FileSource {
  variantsOf(file: string): Promise<Variant[] | null>;
  bytesOf(path: string): Promise<Buffer<ArrayBuffer>>;
}

const fromDisk: FileSource = { variantsOf, bytesOf: (path) => readFile(path) };

/** Remembers what `read` found; a miss (null, a failure) is asked again next time, so it is never kept. */
function remembered<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const kept = new Map<string, Promise<T>>();
  return (key) => {
    const known = kept.get(key);
    if (known) return known;
    const reading = read(key);
    kept.set(key, reading);
    const forget = () => kept.delete(key);
    reading.then((found) => (found === null ? forget() : undefined), forget);
    return reading;
  };
}

const inMemory = (): FileSource => ({ variantsOf: remembered(variantsOf), bytesOf: remembered((path) => readFile(path)) });

/** The build's file for a (decoded) URL path; null for a path outside the build or naming a compressed twin. */
function fileFor(root: string, urlPath: string): string | null {
  if (urlPath.includes('\0') || urlPath.endsWith('.br') || urlPath.endsWith('.gz')) return null;
  const file = resolve(root, `.${urlPath}`);
  return file.startsWith(root + sep) ? file : null;
}

/** One file of the build, in the best encoding the client accepts; null when there is no such file. */
async function sendFile(c: Context<AppEnv>, source: FileSource, file: string, cacheControl: string): Promise<Response | null> {
  const variants = await source.variantsOf(file);
  if (!variants) return null;
  const [plain, ...available] = variants as [Variant, ...Variant[]];
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'), available.map((twin) => twin.encoding!));
  const served = available.find((twin) => twin.encoding === encoding) ?? plain;
  const etag = `W/"${served.size.toString(36)}-${Math.floor(served.mtimeMs).toString(36)}-${encoding ?? 'identity'}"`;

  c.header('Content-Type', getMimeType(file) ?? 'application/octet-stream');
  c.header('Cache-Control', cacheControl);
  c.header('ETag', etag);
  if (available.length > 0) c.header('Vary', 'Accept-Encoding');
  if (encoding !== null) c.header('Content-Encoding', encoding);
  const known = c.req.header('If-None-Match')?.split(',').map((tag) => tag.trim()) ?? [];
  if (known.includes(etag)) return c.body(null, 304);
  c.header('Content-Length', String(served.size));
  // Hono answers HEAD through this GET handler and drops the body: no need to read the file.
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.body(await source.bytesOf(served.path), 200);
}

/** The explorer under /docs/; its files' addresses are relative, so /docs itself leads to /docs/. */
function serveDocs(app: Hono<AppEnv>, docsDir: string): void {
  const root = resolve(docsDir);
  const assets = inMemory();
  app.get('/docs', (c) => c.redirect(`/docs/${new URL(c.req.url).search}`, 301));
  app.get('/docs/*', async (c) => {
    const path = c.req.path.slice('/docs'.length);
    const file = fileFor(root, path === '/' ? '/index.html' : path);
    const found = file === null ? null : await (isAsset(path) ? sendFile(c, assets, file, IMMUTABLE) : sendFile(c, fromDisk, file, REVALIDATE));
    if (found) return found;
    return path === '/' ? c.text('The statechart explorer is not built: run `npm run docs`.', 503) : c.text('Not found', 404);
  });
}

/** The portal, and the explorer when its folder is given (DOCS, env.ts). */
export function serveClient(app: Hono<AppEnv>, clientDir: string, docsDir: string | null = null): void {
  const root = resolve(clientDir);
  const assets = inMemory();
  app.use('*', async (c, next) => (c.req.path.endsWith('.map') ? c.text('Not found', 404) : next()));
  if (docsDir !== null) serveDocs(app, docsDir);
  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (isApi(path)) return next();
    const file = fileFor(root, path);
    const found = file === null ? null : await (isAsset(path) ? sendFile(c, assets, file, IMMUTABLE) : sendFile(c, fromDisk, file, REVALIDATE));
    if (found) return found;
    // A hashed file that is gone (a tab left open over a release) is a 404, not the portal's page.
    if (isAsset(path)) return next();
    const page = await sendFile(c, fromDisk, join(root, 'index.html'), REVALIDATE);
    return page ?? c.text('The portal is not built: run `npm run build:client`.', 503);
  });
}
