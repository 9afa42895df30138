import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimit } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import { READY_TIMEOUT_MS, healthRoutes } from '../../src/server/routes/health';
import { createTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/health', () => {
  it('answers 200 without sign-in, never cached', async () => {
    const res = await server.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/ready', () => {
  it('answers 200 while the database answers, never cached', async () => {
    const res = await server.call('GET', '/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 after READY_TIMEOUT_MS when the database does not answer', async () => {
    const hanging = { execute: () => new Promise(() => {}) } as unknown as Database;
    const started = performance.now();
    const res = await healthRoutes(hanging).request('/ready');
    const elapsed = performance.now() - started;
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable' });
    expect(elapsed).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 20);
    expect(elapsed).toBeLessThan(READY_TIMEOUT_MS + 500);
  });

  it('answers 503 at once from the moment the instance is stopping (graceful stop), with the database fine', async () => {
    let stopping = false;
    const stoppingApp = healthRoutes(server.db, () => stopping);
    expect((await stoppingApp.request('/ready')).status).toBe(200);
    stopping = true;
    const res = await stoppingApp.request('/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'stopping' });
  });

  it('answers 503 at once when the database refuses', async () => {
    const refusing = { execute: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })) };
    const started = performance.now();
    const res = await healthRoutes(refusing as unknown as Database).request('/ready');
    expect(res.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(READY_TIMEOUT_MS / 2);
  });
});

describe('both probes', () => {
  it('answer during maintenance, when every other call answers 503', async () => {
    const maintained = server.instance({ maintenanceFromEnv: true });
    expect((await maintained('GET', '/api/v1/config/public')).status).toBe(503);
    expect((await maintained('GET', '/api/health')).status).toBe(200);
    expect((await maintained('GET', '/api/ready')).status).toBe(200);
  });

  it('count against no per-IP limit', async () => {
    const once: RateLimit = { limit: 1, windowSeconds: 600 };
    const strict = server.instance({
      rateLimits: { login: once, verify: once, register: once, validate: once, places: once, refresh: once, logout: once },
    });
    const ip = server.newIp();
    // The limits bite in this instance...
    const validate = '/api/v2/company/validate?region_id=10&email=free@firma.pl';
    expect((await strict('GET', validate, { ip })).status).toBe(200);
    expect((await strict('GET', validate, { ip })).status).toBe(429);
    // ...and the probes, polled far more often than any limit allows, are never refused.
    for (let poll = 0; poll < 5; poll += 1) {
      expect((await strict('GET', '/api/health', { ip })).status).toBe(200);
      expect((await strict('GET', '/api/ready', { ip })).status).toBe(200);
    }
  });
});
