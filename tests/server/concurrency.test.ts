/**
 * Races. On PostgreSQL (TEST_DATABASE_URL) the requests really run in parallel on a pool of
 * connections; on PGlite (one connection) they interleave between queries. Either way the
 * outcome must be the same.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../src/server/db/schema';
import { createTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ rateLimits: { login: { limit: 10, windowSeconds: 600 }, verify: { limit: 1000, windowSeconds: 600 } } });
});
afterAll(async () => {
  await server.close();
});

const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort();

describe('concurrent requests', () => {
  it('one code verified by several requests at once signs in exactly once', async () => {
    const login = await server.call('POST', '/api/v2/installer/login', { body: { email: 'owner@demo.pl' }, ip: server.newIp() });
    const code = await server.lastCode('owner@demo.pl');
    const body = { userId: login.body.user_id, login_request_id: login.body.login_request_id, code };
    const results = await Promise.all(Array.from({ length: 5 }, () =>
      server.call('POST', '/api/v2/installer/login/verify', { body, ip: server.newIp() })));
    expect(statuses(results)).toEqual([200, 406, 406, 406, 406]);
  });

  it('one refresh token refreshed by several requests at once forks no chain: one successor, the same pair for all', async () => {
    const { pair } = await server.signIn('installer@demo.pl');
    const results = await Promise.all(Array.from({ length: 4 }, () =>
      server.call('POST', '/api/v2/installer/refresh', { body: { refresh_token: pair.refresh_token } })));
    expect(statuses(results)).toEqual([200, 200, 200, 200]);
    const successors = new Set(results.map((r) => r.body.refresh_token));
    expect(successors.size).toBe(1);
    const sid = JSON.parse(Buffer.from(pair.token.split('.')[1] ?? '', 'base64url').toString()).sid as string;
    const [chain] = await server.db.select({ n: count() }).from(refreshTokens).where(eq(refreshTokens.sessionId, sid));
    expect(chain?.n).toBe(2);
  });

  it('one emulation code used by several requests at once starts exactly one session', async () => {
    const link = await server.dev('POST', '/api/dev/operator/emulate', { body: { email: 'owner@demo.cz', by: 'Eva' } });
    const results = await Promise.all(Array.from({ length: 4 }, () =>
      server.call('POST', '/api/v2/installer/emulate', { body: { code: link.body.code } })));
    expect(statuses(results)).toEqual([200, 401, 401, 401]);
  });

  it('per-IP counters count every one of many simultaneous requests', async () => {
    const ip = server.newIp();
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) =>
      server.call('POST', '/api/v2/installer/login', { body: { email: `nobody${i}@demo.pl` }, ip })));
    expect(results.filter((r) => r.status === 404)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(6);
  });
});
