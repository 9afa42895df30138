/** Per-IP limits from the route access table: token refresh and logout (unauthenticated calls). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({
    rateLimits: {
      login: { limit: 100, windowSeconds: 600 },
      verify: { limit: 100, windowSeconds: 600 },
      refresh: { limit: 3, windowSeconds: 600 },
      logout: { limit: 3, windowSeconds: 600 },
    },
  });
});
afterAll(async () => {
  await server.close();
});

describe.each(['refresh', 'logout'])('POST /api/v2/installer/%s', (action) => {
  it('answers 429 with Retry-After past the per-IP limit, before looking at the token, and counts per address', async () => {
    const ip = server.newIp();
    const body = { refresh_token: 'x'.repeat(43) };
    const path = `/api/v2/installer/${action}`;
    const first = await Promise.all([1, 2, 3].map(() => server.call('POST', path, { body, ip })));
    expect(first.map((r) => r.status)).not.toContain(429);
    const limited = await server.call('POST', path, { body, ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await server.call('POST', path, { body, ip: server.newIp() })).status).not.toBe(429);
    server.clock.advance(600);
    expect((await server.call('POST', path, { body, ip })).status).not.toBe(429);
  });
});
