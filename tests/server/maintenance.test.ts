import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/contract/errors';
import { createApp } from '../../src/server/app';
import { writeMaintenanceFlag } from '../../src/server/domain/maintenance';
import { createTestServer, silentLogger, testConfig, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ operatorToken: 'operator-secret-for-tests' });
});
afterAll(async () => {
  await server.close();
});

const CONFIG = '/api/v1/config/public';

function expectMaintenance(res: { status: number; body: unknown; headers: Headers }) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('60');
  expect(res.body).toEqual({ message: SERVER_MESSAGES.maintenance, retry_after: 60 });
}

describe('maintenance flag in the database', () => {
  it('makes every /api call answer 503 with Retry-After, also unknown and dev paths', async () => {
    await writeMaintenanceFlag(server.db, true, server.clock.now(), { by: 'operator' });
    try {
      expectMaintenance(await server.call('GET', CONFIG));
      expectMaintenance(await server.call('POST', '/api/v2/installer/login', { body: { email: 'owner@demo.pl' } }));
      expectMaintenance(await server.call('GET', '/api/v1/nothing-here'));
      expectMaintenance(await server.dev('GET', '/api/dev/outbox?to=owner@demo.pl'));
    } finally {
      await writeMaintenanceFlag(server.db, false, server.clock.now(), { by: 'operator' });
    }
    expect((await server.call('GET', CONFIG)).status).toBe(200);
  });

  it('is switched on and off through the development operator route, which answers during maintenance', async () => {
    const on = await server.dev('POST', '/api/dev/operator/maintenance', { body: { on: true } });
    expect(on.body).toEqual({ maintenance: true });
    expectMaintenance(await server.call('GET', CONFIG));
    expect((await server.dev('GET', '/api/dev/operator/maintenance')).body).toEqual({ maintenance: true });
    const off = await server.dev('POST', '/api/dev/operator/maintenance', { body: { on: false } });
    expect(off.body).toEqual({ maintenance: false });
    expect((await server.call('GET', CONFIG)).status).toBe(200);
    expect((await server.dev('POST', '/api/dev/operator/maintenance', { body: { on: 'yes' } })).status).toBe(422);
  });

  it('is seen by another instance on the same database', async () => {
    const other = createApp({
      db: server.db, clock: server.clock, config: testConfig(), logger: silentLogger,
      mailer: { send: async () => {} }, sms: { send: async () => {} }, cardIssuer: server.cardIssuer,
    });
    await server.dev('POST', '/api/dev/operator/maintenance', { body: { on: true } });
    expect((await other.request(CONFIG)).status).toBe(503);
    await server.dev('POST', '/api/dev/operator/maintenance', { body: { on: false } });
    expect((await other.request(CONFIG)).status).toBe(200);
  });
});

describe('MAINTENANCE=1', () => {
  it('answers 503 whatever the database says', async () => {
    const app = createApp({
      db: server.db, clock: server.clock, config: testConfig({ maintenanceFromEnv: true }), logger: silentLogger,
      mailer: { send: async () => {} }, sms: { send: async () => {} }, cardIssuer: server.cardIssuer,
    });
    const res = await app.request(CONFIG);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.json()).toEqual({ message: SERVER_MESSAGES.maintenance, retry_after: 60 });
  });
});

describe('/api/operator (the operator CLI talking to a running server)', () => {
  const loopback = '127.0.0.1';
  const auth = { authorization: 'Bearer operator-secret-for-tests' };

  it('works over loopback with the operator token', async () => {
    const res = await server.call('POST', '/api/operator/maintenance', { body: { on: true }, ip: loopback, headers: auth });
    expect(res.body).toEqual({ maintenance: true });
    const off = await server.call('POST', '/api/operator/maintenance', { body: { on: false }, ip: loopback, headers: auth });
    expect(off.body).toEqual({ maintenance: false });
    const link = await server.call('POST', '/api/operator/emulate', { body: { email: 'owner@demo.pl', by: 'Eva' }, ip: '::1', headers: auth });
    expect(link.body.url).toMatch(/^https:\/\/club\.example\.test\/\?x:[\w-]{43}$/);
  });

  it('refuses other addresses, a wrong token or none, even when forwarding headers claim loopback', async () => {
    const attempts = [
      server.call('POST', '/api/operator/maintenance', { body: { on: true }, ip: '203.0.113.9', headers: auth }),
      server.call('POST', '/api/operator/maintenance', { body: { on: true }, ip: '203.0.113.9', headers: { ...auth, 'x-forwarded-for': loopback } }),
      server.call('POST', '/api/operator/maintenance', { body: { on: true }, ip: loopback, headers: { authorization: 'Bearer wrong' } }),
      server.call('POST', '/api/operator/maintenance', { body: { on: true }, ip: loopback }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(403);
    expect((await server.call('GET', CONFIG)).status).toBe(200);
  });

  it('does not exist without an operator token', async () => {
    const tokenless = createApp({
      db: server.db, clock: server.clock, config: testConfig({ operatorToken: null }), logger: silentLogger,
      mailer: { send: async () => {} }, sms: { send: async () => {} }, cardIssuer: server.cardIssuer,
    });
    const res = await tokenless.request('/api/operator/maintenance', {
      method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"on":true}',
    }, { incoming: { socket: { remoteAddress: loopback } } });
    expect(res.status).toBe(403);
  });
});
