/** Access tokens: an expiry is required, and no token outlives its session's 30 days. */
import { SignJWT } from 'jose';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_TTL_SECONDS } from '../../src/contract/limits';
import { createTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const SELF = '/api/v1/company/user/self';

/** Signs claims with the server's own access-token key, as a forger holding the secret would. */
function sign(claims: Record<string, unknown>, withExpiry: boolean) {
  const key = createHmac('sha256', `access-token:${server.config.secret}`).update('v1').digest();
  const now = Math.floor(server.clock.now().getTime() / 1000);
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer('installer-club').setIssuedAt(now);
  return (withExpiry ? jwt.setExpirationTime(now + 600) : jwt).sign(key);
}

describe('access tokens', () => {
  it('are refused without an expiry, even when signed with the right key', async () => {
    const { pair } = await server.signIn('installer@demo.pl');
    const { sub, sid } = JSON.parse(Buffer.from(pair.token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; sid: string };
    expect((await server.call('GET', SELF, { token: await sign({ sub, sid }, true) })).status).toBe(200);
    expect((await server.call('GET', SELF, { token: await sign({ sub, sid }, false) })).status).toBe(401);
  });

  it('die with their session at 30 days, even when issued minutes before', async () => {
    const { pair } = await server.signIn('owner@demo.pl');
    server.clock.advance(REFRESH_TOKEN_TTL_SECONDS - 30 * 60);
    const refreshed = await server.call('POST', '/api/v2/installer/refresh', { body: { refresh_token: pair.refresh_token } });
    expect(refreshed.status).toBe(200);
    const token = refreshed.body.token as string;
    expect((await server.call('GET', SELF, { token })).status).toBe(200);
    server.clock.advance(30 * 60);
    expect((await server.call('GET', SELF, { token })).status).toBe(401);
  });
});
