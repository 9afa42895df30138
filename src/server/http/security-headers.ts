import type { MiddlewareHandler } from 'hono';

/**
 * Content Security Policy for the Vite React build: scripts and styles from our origin only
 * (styles may be inline: React style props and Vite's CSS), images also from https and data URLs,
 * no framing, no plugins. 'wasm-unsafe-eval' lets the scan page compile the barcode reader's
 * WebAssembly, which it fetches from our own /assets (no eval of JavaScript).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' https:",
  "frame-src https://www.youtube-nocookie.com",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Headers on every answer. The referrer policy keeps emulation links out of Referer headers. */
export const securityHeaders = (production: boolean): MiddlewareHandler => async (c, next) => {
  await next();
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('X-Frame-Options', 'DENY');
  c.header('Cross-Origin-Opener-Policy', 'same-origin');
  c.header('Permissions-Policy', 'camera=(self), geolocation=(), microphone=()');
  c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  if (production) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  // API answers are never cached, unless a route says how (the shop's product pictures and the
  // avatars: their addresses never change).
  if (c.req.path.startsWith('/api/') && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
};
