/**
 * What the server sends compressed. The built portal (src/server/static.ts): precompressed twins
 * chosen by Accept-Encoding, caching by kind of file, HEAD, conditional requests and the fallback
 * to index.html for the portal's own routes, the statechart explorer under /docs/, on a fake build
 * in a temporary directory. API answers (src/server/compression.ts): compressed from 1 kB on, in
 * the middleware and in the real app.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswers } from '../../src/server/compression';
import type { AppEnv } from '../../src/server/http/env';
import { serveClient } from '../../src/server/static';
import { createTestServer, type TestServer } from './harness';

const INDEX = '<!doctype html><title>Installer Club</title><div id="root"></div>'.padEnd(2000, ' ');
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The temporary directory: the fake build in client/, and a file beside it that must stay private. */
let tmp: string;
let dir: string;
let app: Hono<AppEnv>;

/** A file of the fake build with its twins, as scripts/build-compressed.ts writes them. */
function writeWithTwins(path: string, content: string): void {
  writeFileSync(join(dir, path), content);
  writeFileSync(join(dir, `${path}.br`), brotliCompressSync(content));
  writeFileSync(join(dir, `${path}.gz`), gzipSync(content));
}

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'installer-club-static-'));
  writeFileSync(join(tmp, 'secret.txt'), 'not for the web');
  dir = join(tmp, 'client');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'brand'));
  writeWithTwins('index.html', INDEX);
  writeWithTwins('assets/index-abc123.js', SCRIPT);
  writeWithTwins('brand/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Only a gzip twin: a client that prefers brotli still gets it compressed.
  writeFileSync(join(dir, 'assets/only-gzip.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'assets/only-gzip.css.gz'), gzipSync('body{margin:0}'));
  // A font in a compressed format has no twins.
  writeFileSync(join(dir, 'assets/font.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  writeFileSync(join(dir, 'assets/index-abc123.js.map'), '{}');
  app = new Hono<AppEnv>();
  app.get('/api/v1/ping', (c) => c.json({ pong: true }));
  serveClient(app, dir);
});

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => app.request(path, { method, headers });

describe('precompressed files', () => {
  it('answers brotli to a client that accepts it, with its type, length and Vary', async () => {
    const answer = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await answer.arrayBuffer());
    expect(Number(answer.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('answers gzip to a client without brotli, or one that refuses it with q=0', async () => {
    for (const header of ['gzip, deflate', 'br;q=0, gzip;q=0.8']) {
      const answer = await get('/assets/index-abc123.js', { 'accept-encoding': header });
      expect(answer.headers.get('content-encoding'), header).toBe('gzip');
      expect(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString()).toBe(SCRIPT);
    }
  });

  it('answers the file as it is without Accept-Encoding, or with identity only, still with Vary', async () => {
    const requests: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': '*;q=0, identity' }];
    for (const headers of requests) {
      const answer = await get('/assets/index-abc123.js', headers);
      expect(answer.headers.get('content-encoding')).toBeNull();
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      expect(await answer.text()).toBe(SCRIPT);
    }
  });

  it('falls back to the twin there is, and sends files without twins as they are, without Vary', async () => {
    const css = await get('/assets/only-gzip.css', { 'accept-encoding': 'br, gzip' });
    expect(css.headers.get('content-encoding')).toBe('gzip');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    const font = await get('/assets/font.woff2', { 'accept-encoding': 'br, gzip' });
    expect(font.status).toBe(200);
    expect(font.headers.get('content-encoding')).toBeNull();
    expect(font.headers.get('vary')).toBeNull();
    expect(font.headers.get('content-type')).toBe('font/woff2');
  });

  it('never serves a twin or a source map by its own name', async () => {
    expect((await get('/assets/index-abc123.js.br')).status).toBe(404);
    expect((await get('/assets/index-abc123.js.map')).status).toBe(404);
    // Outside /assets such a name is a route of the portal: the page, not the compressed bytes.
    const page = await get('/index.html.gz');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toBe(INDEX);
  });
});

describe('caching', () => {
  it('caches hashed assets for a year and revalidates index.html and other unhashed files', async () => {
    expect((await get('/assets/index-abc123.js')).headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/index.html')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/brand/logo.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 304 to a revalidation of the same variant, and the file again for another encoding', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    const otherEncoding = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': etag! });
    expect(otherEncoding.status).toBe(200);
    expect(otherEncoding.headers.get('content-encoding')).toBe('gzip');
  });

  it('keeps a hashed file in memory once sent, while unhashed files are read anew', async () => {
    const plain = { 'accept-encoding': 'identity' };
    writeFileSync(join(dir, 'assets/kept-1a2b3c.js'), 'first();');
    expect(await (await get('/assets/kept-1a2b3c.js', plain)).text()).toBe('first();');
    // A name under /assets/ never changes content; only a test can change it under the server.
    writeFileSync(join(dir, 'assets/kept-1a2b3c.js'), 'second();');
    writeFileSync(join(dir, 'brand/note.txt'), 'first');
    expect(await (await get('/brand/note.txt', plain)).text()).toBe('first');
    writeFileSync(join(dir, 'brand/note.txt'), 'second');
    expect(await (await get('/assets/kept-1a2b3c.js', plain)).text()).toBe('first();');
    expect(await (await get('/brand/note.txt', plain)).text()).toBe('second');
  });

  it('does not remember a missing hashed file: once it exists, it is sent', async () => {
    expect((await get('/assets/late-9f8e7d.js')).status).toBe(404);
    writeFileSync(join(dir, 'assets/late-9f8e7d.js'), 'late();');
    expect(await (await get('/assets/late-9f8e7d.js', { 'accept-encoding': 'identity' })).text()).toBe('late();');
  });
});

describe('HEAD and the portal routes', () => {
  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    const full = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    for (const name of ['content-type', 'content-encoding', 'content-length', 'cache-control', 'vary', 'etag']) {
      expect(head.headers.get(name), name).toBe(full.headers.get(name));
    }
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers index.html, compressed and revalidated, for the portal routes, also to HEAD', async () => {
    for (const path of ['/', '/login', '/notifications/00000000-0000-4000-8000-000000000105', '/brand']) {
      const answer = await get(path, { 'accept-encoding': 'br' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(answer.headers.get('content-encoding'), path).toBe('br');
      expect(answer.headers.get('cache-control'), path).toBe('no-cache');
      expect(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString(), path).toBe(INDEX);
    }
    const head = await get('/login', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('gzip');
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 for a missing asset and leaves /api alone', async () => {
    expect((await get('/assets/index-gone00.js')).status).toBe(404);
    expect(await (await get('/api/v1/ping')).json()).toEqual({ pong: true });
    expect((await get('/api/v1/unknown')).status).toBe(404);
  });

  it('serves nothing from outside the build', async () => {
    for (const path of ['/%2e%2e/secret.txt', '/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/assets/%2e%2e/%2e%2e/secret.txt']) {
      const answer = await get(path);
      expect(await answer.text(), path).not.toContain('not for the web');
    }
  });

  it('answers 503 with a hint when the portal is not built', async () => {
    const unbuilt = new Hono<AppEnv>();
    serveClient(unbuilt, join(tmp, 'missing'));
    const answer = await unbuilt.request('/login');
    expect(answer.status).toBe(503);
    expect(await answer.text()).toMatch(/npm run build:client/);
  });
});

describe('the statechart explorer under /docs/ (issue 30)', () => {
  const EXPLORER = '<!doctype html><title>Installer Club statecharts</title><div id="root"></div>';
  let served: Hono<AppEnv>;
  beforeAll(() => {
    const docs = join(tmp, 'docs');
    mkdirSync(join(docs, 'assets'), { recursive: true });
    writeFileSync(join(docs, 'index.html'), EXPLORER);
    writeFileSync(join(docs, 'assets/index-def456.js'), SCRIPT);
    served = new Hono<AppEnv>();
    serveClient(served, dir, docs);
  });

  it('answers its page at /docs/ (a machine\'s too, by its query), and leads /docs there', async () => {
    for (const path of ['/docs/', '/docs/?machine=checkout-machine']) {
      const answer = await served.request(path);
      expect(answer.status, path).toBe(200);
      expect(await answer.text(), path).toBe(EXPLORER);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
    }
    const bare = await served.request('/docs?machine=login-machine');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/docs/?machine=login-machine');
  });

  it('serves its hashed files for a year, and a 404 for any other address under /docs/', async () => {
    const script = await served.request('/docs/assets/index-def456.js');
    expect(script.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await script.text()).toBe(SCRIPT);
    expect((await served.request('/docs/no-such-page')).status).toBe(404);
    expect(await (await served.request('/docs/%2e%2e/secret.txt')).text()).not.toContain('not for the web');
  });

  it('is the portal\'s page for /docs/ when the explorer is not served (DOCS off), and a hint when it is not built', async () => {
    expect(await (await get('/docs/')).text()).toBe(INDEX);
    const unbuilt = new Hono<AppEnv>();
    serveClient(unbuilt, dir, join(tmp, 'missing'));
    const answer = await unbuilt.request('/docs/');
    expect(answer.status).toBe(503);
    expect(await answer.text()).toMatch(/npm run docs/);
  });
});

describe('API answers', () => {
  const BIG = { data: 'x'.repeat(3000) };
  const api = new Hono();
  api.use('/api/*', compressAnswers());
  api.get('/api/big', (c) => c.json(BIG));
  api.get('/api/small', (c) => c.json({ ok: true }));
  api.get('/api/binary', (c) => c.body(new Uint8Array(4000), 200, { 'Content-Type': 'application/octet-stream' }));
  api.post('/api/v2/installer/login/verify', (c) => c.json({ token: 'x'.repeat(2000), refresh_token: 'y'.repeat(2000) }));

  it('compresses JSON of 1 kB and more: brotli, else gzip, with Vary and the compressed length', async () => {
    const br = await api.request('/api/big', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/^application\/json/);
    const body = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(body.length);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(BIG);
    const gzip = await api.request('/api/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(BIG);
  });

  it('sends small answers, other types and answers to clients without an encoding as they are', async () => {
    const small = await api.request('/api/small', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBe('Accept-Encoding');
    expect(await small.json()).toEqual({ ok: true });
    const plain = await api.request('/api/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(BIG);
    const binary = await api.request('/api/binary', { headers: { 'accept-encoding': 'br' } });
    expect(binary.headers.get('content-encoding')).toBeNull();
    expect((await binary.arrayBuffer()).byteLength).toBe(4000);
  });

  it('never compresses the sign-in answers, which carry tokens', async () => {
    const verify = await api.request('/api/v2/installer/login/verify', { method: 'POST', headers: { 'accept-encoding': 'br, gzip' } });
    expect(verify.status).toBe(200);
    expect(verify.headers.get('content-encoding')).toBeNull();
    expect(((await verify.json()) as { token: string }).token).toHaveLength(2000);
  });

  describe('in the real app', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer();
    });
    afterAll(async () => {
      await server.close();
    });

    it('sends the public config compressed, still uncached', async () => {
      const answer = await server.app.request('/api/v1/config/public', { headers: { 'accept-encoding': 'br' } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBe('br');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const config = JSON.parse(brotliDecompressSync(Buffer.from(await answer.arrayBuffer())).toString()) as { regions: unknown[] };
      expect(config.regions.length).toBeGreaterThan(0);
    });
  });
});
