/**
 * Compression of what the server sends. The portal's files are compressed once, at build time
 * (scripts/build-compressed.ts), and static.ts picks a variant; API answers are compressed here as
 * they leave. Both choose by the request's Accept-Encoding.
 */
import type { MiddlewareHandler } from 'hono';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Brotli first: about 15 % smaller than gzip on our JavaScript, and every current browser accepts it. */
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * The best of `available` that Accept-Encoding allows, or null for the uncompressed body. A
 * q-value of 0 refuses an encoding; `*` stands for any encoding not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly ContentEncoding[]): ContentEncoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name !== '') weights.set(name, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const accepts = (encoding: ContentEncoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  return PREFERENCE.find((encoding) => available.includes(encoding) && accepts(encoding)) ?? null;
}

/** Below this an answer goes out as it is: compressing it would save a few bytes and cost a little CPU. */
const API_THRESHOLD_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^\s*(?:application\/(?:[\w.+-]+\+)?json|text\/)/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Made per request, so fast settings: brotli 4 still beats gzip 6 on JSON at a similar cost. */
const compressNow: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

/**
 * Sign-in answers carry tokens. Compressed, their length could tell someone who watches the
 * traffic and gets text of their own into the same answer about the token's bytes (BREACH), so
 * they go out as they are: they are small and rare anyway.
 */
const TOKEN_PATHS = /^\/api\/v2\/installer\//;

/**
 * Compresses JSON and text answers of at least `thresholdBytes`, except those carrying tokens.
 * The body is read whole before it is compressed: /api answers are complete JSON documents (the
 * API streams nothing).
 */
export function compressAnswers(thresholdBytes: number = API_THRESHOLD_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = c.res;
    if (c.req.method === 'HEAD' || TOKEN_PATHS.test(c.req.path)) return;
    if (answer.body === null || answer.headers.has('Content-Encoding')) return;
    if (!COMPRESSIBLE_TYPE.test(answer.headers.get('Content-Type') ?? '')) return;
    // Whether it is compressed depends on the request's header, also when this one is not.
    c.header('Vary', 'Accept-Encoding', { append: true });
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'), PREFERENCE);
    if (encoding === null) return;
    const body = await answer.arrayBuffer();
    if (body.byteLength < thresholdBytes) {
      c.res = new Response(body, answer);
      return;
    }
    const compressed = new Uint8Array(await compressNow[encoding](Buffer.from(body)));
    c.res = new Response(compressed, answer);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(compressed.length));
  };
}
