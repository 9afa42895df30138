import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/contract/errors';
import { createTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const REFRESH = '/api/v2/installer/refresh';
const LOGOUT = '/api/v2/installer/logout';
const SELF = '/api/v1/company/user/self';

const refresh = (refresh_token: string, token?: string) => server.call('POST', REFRESH, { body: { token, refresh_token } });
const self = (token: string) => server.call('GET', SELF, { token });

describe('access tokens', () => {
  it('carry the user id and expire within 60 minutes', async () => {
    const { pair, login } = await server.signIn('owner@demo.pl');
    const claims = decodeJwt(pair.token);
    expect(claims.sub).toBe(String(login.user_id));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(claims.emu).toBeUndefined();
    expect((await self(pair.token)).status).toBe(200);
    server.clock.advance(3601);
    const expired = await self(pair.token);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: SERVER_MESSAGES.unauthenticated });
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await server.call('GET', SELF)).status).toBe(401);
    expect((await server.call('GET', SELF, { headers: { authorization: 'Basic abc' } })).status).toBe(401);
    const { pair } = await server.signIn('installer@demo.pl');
    const [header, payload] = pair.token.split('.');
    expect((await self(`${header}.${payload}.forged-signature`)).status).toBe(401);
  });
});

describe('POST /api/v2/installer/refresh', () => {
  it('rotates: a new pair each time, the old access token still valid until it expires', async () => {
    const { pair } = await server.signIn('owner@demo.pl');
    server.clock.advance(60);
    const first = await refresh(pair.refresh_token, pair.token);
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(pair.refresh_token);
    expect(first.body.token).not.toBe(pair.token);
    expect((await self(first.body.token)).status).toBe(200);
    server.clock.advance(60);
    const second = await refresh(first.body.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.body.refresh_token);
  });

  it('gives the same successor pair when a token is presented again within the 10 s grace', async () => {
    const { pair } = await server.signIn('owner@demo.pl');
    const first = await refresh(pair.refresh_token);
    server.clock.advance(9);
    const repeated = await refresh(pair.refresh_token);
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual(first.body);
    // The chain lives on.
    expect((await refresh(first.body.refresh_token)).status).toBe(200);
  });

  it('revokes the whole chain when a rotated token comes back after the grace', async () => {
    const { pair } = await server.signIn('owner@demo.pl');
    const first = await refresh(pair.refresh_token);
    server.clock.advance(11);
    const reused = await refresh(pair.refresh_token);
    expect(reused.status).toBe(401);
    // Successor and its access token are dead too.
    expect((await refresh(first.body.refresh_token)).status).toBe(401);
    expect((await self(first.body.token)).status).toBe(401);
    expect((await self(pair.token)).status).toBe(401);
  });

  it('treats a repeat inside the grace as reuse once the successor itself was rotated', async () => {
    const { pair } = await server.signIn('installer@demo.pl');
    const first = await refresh(pair.refresh_token);
    await refresh(first.body.refresh_token);
    expect((await refresh(pair.refresh_token)).status).toBe(401);
  });

  it('ends every chain 30 days after sign-in, however often it was refreshed', async () => {
    const { pair } = await server.signIn('decor@demo.sk');
    let current = pair.refresh_token;
    for (let day = 0; day < 29; day += 1) {
      server.clock.advance(24 * 3600);
      const res = await refresh(current);
      expect(res.status).toBe(200);
      current = res.body.refresh_token;
    }
    server.clock.advance(24 * 3600);
    expect((await refresh(current)).status).toBe(401);
  });

  it('answers 401 for an unknown token and 422 for a malformed body', async () => {
    expect((await refresh('x'.repeat(43))).status).toBe(401);
    const malformed = await server.call('POST', REFRESH, { body: { refresh_token: 12 } });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toHaveProperty('refresh_token');
  });
});

describe('POST /api/v2/installer/logout', () => {
  it('revokes the session: refresh and access token stop working', async () => {
    const { pair } = await server.signIn('owner@demo.pl');
    const res = await server.call('POST', LOGOUT, { body: { refresh_token: pair.refresh_token } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged out.' });
    expect((await refresh(pair.refresh_token)).status).toBe(401);
    expect((await self(pair.token)).status).toBe(401);
  });

  it('does not end other sessions of the same user', async () => {
    const a = await server.signIn('owner@demo.pl');
    const b = await server.signIn('owner@demo.pl');
    await server.call('POST', LOGOUT, { body: { refresh_token: a.pair.refresh_token } });
    expect((await self(b.pair.token)).status).toBe(200);
  });

  it('succeeds for an unknown token and answers 422 without one', async () => {
    expect((await server.call('POST', LOGOUT, { body: { refresh_token: 'y'.repeat(43) } })).status).toBe(200);
    expect((await server.call('POST', LOGOUT, { body: {} })).status).toBe(422);
  });
});
