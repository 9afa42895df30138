/**
 * Issue 29, item 3: one log line per request and the Prometheus metrics. Expected values come from
 * the issue and the brief: the line names method, route pattern (not the path with its ids, not the
 * query string), status, duration, request id and the member's id, and never a token, e-mail,
 * phone or code; the request id is a valid incoming X-Request-Id or a new one, sent back;
 * /api/metrics answers loopback callers and METRICS_TOKEN holders, and is invisible (404) to others.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noMetrics } from '../../src/server/metrics';
import { createJsonLogger } from '../../src/server/providers/json-logger';
import type { LogFields, Logger } from '../../src/server/providers/messages';
import { LOOPBACK_IP, createTestServer, type TestServer } from './harness';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';

interface Line {
  line: string;
  fields?: LogFields;
}
const lines: Line[] = [];
const recording: Logger = {
  info: (line, fields) => lines.push({ line, fields }),
  warn: (line, fields) => lines.push({ line, fields }),
  error: (line, _error, fields) => lines.push({ line, fields }),
};
const requestLines = () => lines.filter((entry) => entry.line === 'request').map((entry) => entry.fields ?? {});

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ metricsToken: METRICS_TOKEN }, { logger: recording });
});
afterAll(async () => {
  await server.close();
});

describe('the request log', () => {
  it('writes one line per request with the route pattern, status, duration, request id and member id', async () => {
    const { pair, login } = await server.signIn('owner@demo.pl');
    lines.length = 0;
    const unknownOrder = '00000000-0000-4000-8000-000000000000';
    const answer = await server.call('GET', `/api/v2/orders/${unknownOrder}`, { token: pair.token });
    expect(answer.status).toBe(404);
    const [line, ...more] = requestLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      method: 'GET', route: '/api/v2/orders/:uuid', status: 404, request_id: answer.headers.get('x-request-id'), user_id: login.user_id,
    });
    expect(line?.duration_ms).toEqual(expect.any(Number));
    expect(JSON.stringify(line)).not.toContain(unknownOrder);
    expect(JSON.stringify(line)).not.toContain(pair.token);
  });

  it('names no query string, e-mail, phone, token or code, even for the sign-in requests', async () => {
    lines.length = 0;
    await server.call('GET', '/api/v2/company/validate?email=someone%40example.pl&phone=600100200', { ip: server.newIp() });
    const { login, pair } = await server.signIn('installer@demo.pl');
    const code = await server.lastCode('installer@demo.pl');
    const written = JSON.stringify(lines);
    for (const secret of ['someone', '600100200', 'installer@demo.pl', pair.token, pair.refresh_token, code, login.login_request_id]) {
      expect(written).not.toContain(secret);
    }
    expect(requestLines().map((line) => line.route)).toEqual(['/api/v2/company/validate', '/api/v2/installer/login', '/api/v2/installer/login/verify']);
  });

  it('takes a valid X-Request-Id and sends it back, and replaces one that is not', async () => {
    const given = await server.call('GET', '/api/health', { headers: { 'X-Request-Id': 'lb-7f3a.42:1' } });
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a.42:1');
    for (const bad of ['two words', 'x'.repeat(129), 'a"b', '{"level":"error"}']) {
      const answer = await server.call('GET', '/api/health', { headers: { 'X-Request-Id': bad } });
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    const fresh = await server.call('GET', '/api/health');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('labels the portal and unknown API paths without their path', async () => {
    lines.length = 0;
    await server.call('GET', '/api/no/such/thing/123');
    await server.call('GET', '/projects/123');
    expect(requestLines().map((line) => line.route)).toEqual(['unmatched', 'portal']);
  });
});

describe('the JSON log', () => {
  it('writes one JSON object a line: time, level, message, fields, and errors without their data', () => {
    const written: string[] = [];
    const sink = new Writable({ write(chunk: Buffer, _encoding, done) { written.push(chunk.toString()); done(); } });
    const logger = createJsonLogger(sink);
    logger.info('request', { method: 'GET', route: '/api/health', status: 200 });
    const failure = Object.assign(new Error('duplicate key value violates unique constraint, Key (email)=(a@b.pl)'), { code: '23505', constraint: 'users_email_unique' });
    logger.error('Unhandled error on POST /api/v1/installer/user', failure, { request_id: 'r-1' });
    const [info, error] = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(info).toEqual({ level: 'info', time: expect.any(String), msg: 'request', method: 'GET', route: '/api/health', status: 200 });
    expect(error).toMatchObject({ level: 'error', msg: 'Unhandled error on POST /api/v1/installer/user', request_id: 'r-1' });
    expect(String(error?.error)).toContain('23505');
    expect(written.join('')).not.toContain('a@b.pl');
  });
});

describe('GET /api/metrics', () => {
  const scrape = (options: { ip?: string; token?: string; headers?: Record<string, string> } = {}) => server.call('GET', '/api/metrics', options);

  it('answers loopback and the METRICS_TOKEN; nobody else, signed in or not, and no proxied loopback', async () => {
    const { pair } = await server.signIn('owner@demo.pl');
    expect((await scrape({ ip: LOOPBACK_IP })).status).toBe(200);
    expect((await scrape({ ip: server.newIp(), token: METRICS_TOKEN })).status).toBe(200);
    expect((await scrape({ ip: server.newIp() })).status).toBe(404);
    expect((await scrape({ ip: server.newIp(), token: pair.token })).status).toBe(404);
    expect((await scrape({ ip: server.newIp(), token: `${METRICS_TOKEN}x` })).status).toBe(404);
    // A proxy on the same machine forwards other people's requests from loopback.
    expect((await scrape({ ip: LOOPBACK_IP, headers: { 'X-Forwarded-For': '203.0.113.9' } })).status).toBe(404);
  });

  it('does not exist with METRICS=0, for loopback and token holders alike', async () => {
    const uncounted = server.instance({}, noMetrics());
    expect((await uncounted('GET', '/api/metrics', { ip: LOOPBACK_IP })).status).toBe(404);
    expect((await uncounted('GET', '/api/metrics', { ip: server.newIp(), token: METRICS_TOKEN })).status).toBe(404);
    expect((await uncounted('GET', '/api/health')).status).toBe(200);
  });

  it('is loopback only without a METRICS_TOKEN', async () => {
    const tokenless = server.instance({ metricsToken: null });
    expect((await tokenless('GET', '/api/metrics', { ip: server.newIp(), token: METRICS_TOKEN })).status).toBe(404);
    expect((await tokenless('GET', '/api/metrics', { ip: LOOPBACK_IP })).status).toBe(200);
  });

  it('counts requests by route pattern, method and status, with their durations, and the sign-in codes by channel', async () => {
    await server.call('GET', '/api/health');
    await server.call('GET', '/api/v2/orders/00000000-0000-4000-8000-000000000000');
    await server.signIn('decor@demo.sk');
    const answer = await scrape({ ip: LOOPBACK_IP });
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = String(answer.body);
    expect(text).toMatch(/^installer_club_http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]\d*$/m);
    expect(text).toMatch(/^installer_club_http_requests_total\{method="GET",route="\/api\/v2\/orders\/:uuid",status="401"\} [1-9]\d*$/m);
    expect(text).toMatch(/^installer_club_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status="200"\} \d+$/m);
    expect(text).toMatch(/^installer_club_sign_in_codes_total\{channel="email",outcome="sent"\} [1-9]\d*$/m);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
  });

  it('counts a code the sender refused as failed', async () => {
    server.delivery.fail = true;
    const refused = await server.call('POST', '/api/v2/installer/login', { body: { email: 'owner@demo.pl' }, ip: server.newIp() });
    server.delivery.fail = false;
    expect(refused.status).toBe(502);
    const text = String((await scrape({ ip: LOOPBACK_IP })).body);
    expect(text).toMatch(/^installer_club_sign_in_codes_total\{channel="email",outcome="failed"\} 1$/m);
  });
});
