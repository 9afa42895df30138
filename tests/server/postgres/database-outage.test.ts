/**
 * The server under database faults (issue 7 §2; docs/server.md, "Under database faults"). Runs on
 * PostgreSQL only (see vitest.config.ts). Its connections are terminated, as a restart, a failover
 * or an administrator would, and the database goes away behind a proxy. Meanwhile requests answer
 * 503 with Retry-After; the process stays up (an unhandled 'error' event would fail this run);
 * afterwards the next requests succeed, with no restart.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/database';
import {
  DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, connectionFailure,
} from '../../../src/server/http/database-errors';
import type { Logger } from '../../../src/server/providers/messages';
import { READY_TIMEOUT_MS } from '../../../src/server/routes/health';
import { TEST_DATABASE_URL, createTestServer, type CallResult, type TestServer } from '../harness';
import { startFaultyProxy, type FaultyProxy } from './faulty-proxy';

const CONFIG = '/api/v1/config/public';
const SELF = '/api/v1/company/user/self';
if (!TEST_DATABASE_URL) throw new Error('tests/server/postgres needs PostgreSQL (TEST_DATABASE_URL); vitest.config.ts leaves it out otherwise');
const adminUrl = TEST_DATABASE_URL;

/** Figures for docs/server.md, printed once at the end. */
const figures: Record<string, number> = {};

function recordingLogger() {
  const lines: string[] = [];
  const logger: Logger = {
    info: (line) => lines.push(line),
    warn: (line) => lines.push(line),
    error: (line) => lines.push(line),
  };
  return { lines, logger };
}

/** The server's connection pool (Drizzle's `$client`): read to wait on its state. */
const poolOf = (db: Database) => (db as unknown as { $client: pg.Pool }).$client;

async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits until every connection the fault killed has left the pool: "the next request" is after that. */
const poolDrained = (db: Database) => waitFor('the pool dropped its dead connections', () => poolOf(db).totalCount === 0);

async function timed<T>(action: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await action();
  return { result, ms: Math.round(performance.now() - started) };
}

function expectUnavailable(res: CallResult) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(res.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE, retry_after: DATABASE_RETRY_AFTER_SECONDS });
}

afterAll(() => {
  console.info(`database-outage figures: ${JSON.stringify(figures)}`);
});

describe('connections terminated by the database server', () => {
  const log = recordingLogger();
  let server: TestServer;
  let databaseUrl: string;
  /** The test's own connection to the server's database: it watches and terminates the server's. */
  let admin: pg.Client;
  /** The test's own connections carry this name, so that they are not terminated with the server's. */
  const TEST_CONNECTION = 'database-outage test';
  const testConnection = () => new pg.Client({ connectionString: databaseUrl, application_name: TEST_CONNECTION });

  beforeAll(async () => {
    server = await createTestServer({}, { logger: log.logger });
    const { rows } = await poolOf(server.db).query<{ name: string }>('select current_database() as name');
    const url = new URL(adminUrl);
    url.pathname = `/${rows[0]!.name}`;
    databaseUrl = url.toString();
    admin = testConnection();
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await server.close();
  });

  /** The issue's `select pg_terminate_backend(pid) from pg_stat_activity where datname = …`, sparing the test's own connections. */
  async function terminateServerConnections(): Promise<number> {
    const { rows } = await admin.query<{ terminated: boolean }>(
      `select pg_terminate_backend(pid) as terminated from pg_stat_activity
        where datname = current_database() and backend_type = 'client backend' and application_name <> $1`,
      [TEST_CONNECTION],
    );
    return rows.filter((row) => row.terminated).length;
  }

  it('survives losing its idle connections and serves the next requests', async () => {
    const { pair } = await server.signIn('owner@demo.pl');
    // Several connections in the pool, all idle once these are answered.
    await Promise.all(Array.from({ length: 6 }, () => server.call('GET', CONFIG)));
    const pooled = poolOf(server.db).totalCount;
    expect(pooled).toBeGreaterThan(1);

    expect(await terminateServerConnections()).toBe(pooled);
    await poolDrained(server.db);
    expect(log.lines.filter((line) => line.startsWith('Database connection lost while idle: 57P01'))).toHaveLength(pooled);

    expect((await server.call('GET', CONFIG)).status).toBe(200);
    expect((await server.call('GET', SELF, { token: pair.token })).status).toBe(200);
    expect((await server.call('POST', '/api/v2/installer/login', { body: { email: 'owner@demo.pl' }, ip: server.newIp() })).status).toBe(200);
  });

  it('answers 503 to the requests in flight, inside a transaction or not, then serves the next ones', async () => {
    const { pair } = await server.signIn('installer@demo.pl');
    // Hold the requests in the database: sign-in waits inside its transaction (on login_requests),
    // the notification list on a plain query. (Watched from another connection: inside a
    // transaction pg_stat_activity does not change.)
    const locker = testConnection();
    await locker.connect();
    const inFlight: Promise<CallResult>[] = [];
    try {
      await locker.query('begin');
      await locker.query('lock table login_requests, notifications in access exclusive mode');
      for (const email of ['owner@demo.pl', 'installer@demo.pl', 'owner@demo.cz', 'decor@demo.sk']) {
        inFlight.push(server.call('POST', '/api/v2/installer/login', { body: { email }, ip: server.newIp() }));
      }
      for (let list = 0; list < 3; list += 1) inFlight.push(server.call('GET', '/api/v1/notifications', { token: pair.token }));
      await waitFor(`${inFlight.length} requests wait on the lock`, async () => {
        const { rows } = await admin.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return rows[0]!.waiting === inFlight.length;
      });
      expect(await terminateServerConnections()).toBeGreaterThanOrEqual(inFlight.length);
    } finally {
      await locker.end();
    }
    for (const answer of await Promise.all(inFlight)) expectUnavailable(answer);
    await poolDrained(server.db);

    // The interrupted transactions left nothing behind: no code was recorded, so no resend wait.
    const again = await server.call('POST', '/api/v2/installer/login', { body: { email: 'owner@demo.cz' }, ip: server.newIp() });
    expect(again.status).toBe(200);
    expect((await server.call('GET', '/api/v1/notifications', { token: pair.token })).status).toBe(200);
    expect((await server.call('GET', SELF, { token: pair.token })).status).toBe(200);
  });

  it('tells a failing statement from an outage, even when its parameters read like one', async () => {
    const failed = await server.db.execute(sql`select ${'Connection terminated unexpectedly'}::int`).then(() => null, (error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(connectionFailure(failed)).toBeNull();
  });

  it('logs the outage without personal data or statements', () => {
    const logged = log.lines.join('\n');
    expect(logged).toMatch(/^Database unavailable on GET \/api\/v1\/notifications: 57P01 terminating connection due to administrator command$/m);
    expect(logged).toMatch(/^Database unavailable on POST \/api\/v2\/installer\/login: /m);
    expect(logged).not.toMatch(/@demo\.|Failed query|params:/);
  });
});

describe('a database that goes away and comes back (through a proxy)', () => {
  let proxy: FaultyProxy;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    proxy = await startFaultyProxy(adminUrl);
    server = await createTestServer({}, { poolUrl: (url) => proxy.url(url) });
    token = (await server.signIn('owner@demo.pl')).pair.token;
  });
  afterAll(async () => {
    await proxy.restore();
    await server.close();
    await proxy.stop();
  });

  it('answers 503 with Retry-After while it is down, reports not ready, stays healthy, and recovers without a restart', async () => {
    expect((await server.call('GET', SELF, { token })).status).toBe(200);

    await proxy.refuse();
    await poolDrained(server.db);
    const down = await timed(() => server.call('GET', CONFIG));
    expectUnavailable(down.result);
    expectUnavailable(await server.call('GET', SELF, { token }));
    expectUnavailable(await server.call('POST', '/api/v2/installer/login', { body: { email: 'installer@demo.pl' }, ip: server.newIp() }));
    const ready = await timed(() => server.call('GET', '/api/ready'));
    expect(ready.result.status).toBe(503);
    expect(ready.result.body).toEqual({ status: 'unavailable' });
    expect(ready.ms).toBeLessThan(3_000);
    expect((await server.call('GET', '/api/health')).status).toBe(200);

    await proxy.restore();
    const back = await timed(() => server.call('GET', CONFIG));
    expect(back.result.status).toBe(200);
    expect((await server.call('GET', SELF, { token })).status).toBe(200);
    expect((await server.call('GET', '/api/ready')).status).toBe(200);
    figures.refusedRequestMs = down.ms;
    figures.refusedReadyMs = ready.ms;
    figures.firstRequestAfterRestoreMs = back.ms;
  });

  it('fails fast when the database accepts connections but never answers', async () => {
    proxy.hang();
    await poolDrained(server.db);
    const ready = await timed(() => server.call('GET', '/api/ready'));
    expect(ready.result.status).toBe(503);
    expect(ready.ms).toBeGreaterThanOrEqual(READY_TIMEOUT_MS - 20);
    expect(ready.ms).toBeLessThan(3_000);
    // Bounded by the pool's connect timeout (3 s), not by TCP's minutes.
    const request = await timed(() => server.call('GET', CONFIG));
    expectUnavailable(request.result);
    expect(request.ms).toBeLessThan(5_000);
    expect((await server.call('GET', '/api/health')).status).toBe(200);

    await proxy.restore();
    expect((await server.call('GET', CONFIG)).status).toBe(200);
    expect((await server.call('GET', SELF, { token })).status).toBe(200);
    figures.unansweredReadyMs = ready.ms;
    figures.unansweredRequestMs = request.ms;
  });
});

describe('a database that refuses new connections (ALTER DATABASE … ALLOW_CONNECTIONS false)', () => {
  let server: TestServer;
  let name: string;
  /** On the administrative database: the server's own refuses every connection meanwhile. */
  let admin: pg.Client;
  let token: string;
  let notification: string;

  beforeAll(async () => {
    server = await createTestServer();
    const { rows } = await poolOf(server.db).query<{ name: string }>('select current_database() as name');
    name = rows[0]!.name;
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    token = (await server.signIn('owner@demo.pl')).pair.token;
    notification = (await server.call('GET', '/api/v1/notifications', { token })).body.data[0].uuid;
  });
  afterAll(async () => {
    await admin.query(`alter database ${name} allow_connections true`);
    await admin.end();
    await server.close();
  });

  it('answers 503 with Retry-After to signed-in reads, writes and sign-in (SQLSTATE 55000), then serves again', async () => {
    await admin.query(`alter database ${name} allow_connections false`);
    // Connections already open stay open: end them, so that every request needs a new one.
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    await poolDrained(server.db);

    expectUnavailable(await server.call('GET', '/api/v1/notifications', { token }));
    expectUnavailable(await server.call('PATCH', `/api/v1/notifications/${notification}`, { token, body: { mark: 'read' } }));
    expectUnavailable(await server.call('POST', '/api/v2/installer/login', { body: { email: 'installer@demo.pl' }, ip: server.newIp() }));
    expect((await server.call('GET', '/api/ready')).status).toBe(503);

    await admin.query(`alter database ${name} allow_connections true`);
    expect((await server.call('GET', '/api/v1/notifications', { token })).status).toBe(200);
    expect((await server.call('PATCH', `/api/v1/notifications/${notification}`, { token, body: { mark: 'read' } })).status).toBe(200);
    expect((await server.call('POST', '/api/v2/installer/login', { body: { email: 'installer@demo.pl' }, ip: server.newIp() })).status).toBe(200);
  });
});
