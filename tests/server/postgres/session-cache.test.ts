/**
 * The session cache on a PostgreSQL database shared by two app instances (docs/server.md "Read
 * path"; src/server/http/session-cache.ts, src/server/db/auth-changes.ts). A signed-in read on a
 * warm cache sends no authentication statement; a logout, a revoked session or a deactivated
 * company made through the other instance (or by hand in the database) is seen by the next
 * requests within moments; while the instance's listener is lost, nothing is cached.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app';
import { LISTENER_NAME } from '../../../src/server/db/auth-changes';
import { authChangesOf, openDatabase, type Database, type DatabaseHandle } from '../../../src/server/db/database';
import { TEST_DATABASE_URL, createTestServer, silentLogger, type TestServer } from '../harness';

if (!TEST_DATABASE_URL) throw new Error('tests/server/postgres needs PostgreSQL (TEST_DATABASE_URL); vitest.config.ts leaves it out otherwise');
const adminUrl = TEST_DATABASE_URL;

const SELF = '/api/v1/company/user/self';
const LOGOUT = '/api/v2/installer/logout';
/** Well above a notification's trip on loopback (milliseconds), well below the cache's 5 s expiry. */
const SEEN_WITHIN_MS = 1_500;

let server: TestServer;
let databaseUrl: string;
/** The second instance: a pool, a listener and an app of its own on the same database. */
let other: DatabaseHandle;
let otherApp: ReturnType<typeof createApp>;
/** The test's own connection, as an administrator's. */
let admin: pg.Client;
/** Names of the prepared statements the first instance's pool ran. */
const statementNames: string[] = [];

const poolOf = (db: Database) => (db as unknown as { $client: pg.Pool }).$client;

/** Records the name of every prepared statement the pool's connections run from now on. */
function recordStatementNames(pool: pg.Pool): void {
  pool.on('acquire', (connection) => {
    const watched = connection as unknown as { query: (...args: unknown[]) => unknown; recorded?: boolean };
    if (watched.recorded) return;
    watched.recorded = true;
    const query = watched.query.bind(connection);
    watched.query = (...args: unknown[]) => {
      const [statement] = args;
      const name = typeof statement === 'object' && statement !== null ? (statement as { name?: string }).name : undefined;
      if (name) statementNames.push(name);
      return query(...args);
    };
  });
}

const authentications = () => statementNames.filter((name) => name === 'authenticate').length;

async function eventually(what: string, condition: () => Promise<boolean> | boolean, timeoutMs = SEEN_WITHIN_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const selfStatus = async (token: string) => (await server.call('GET', SELF, { token })).status;

async function callOther(method: string, path: string, body: unknown) {
  const response = await otherApp.request(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, {
    incoming: { socket: { remoteAddress: '203.0.113.9' } },
  });
  return response.status;
}

beforeAll(async () => {
  server = await createTestServer();
  recordStatementNames(poolOf(server.db));
  const { rows } = await poolOf(server.db).query<{ name: string }>('select current_database() as name');
  const url = new URL(adminUrl);
  url.pathname = `/${rows[0]!.name}`;
  databaseUrl = url.toString();
  other = await openDatabase({ databaseUrl, poolSize: 2 }, silentLogger);
  const unused = { send: async () => {} };
  otherApp = createApp({ db: other.db, clock: server.clock, config: server.config, logger: silentLogger, mailer: unused, sms: unused, cardIssuer: server.cardIssuer });
  admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
});

afterAll(async () => {
  await admin?.end();
  await other?.close();
  await server?.close();
});

/** Signs in on the first instance and warms its cache with one read. */
async function signedInAndCached(email: string) {
  const { pair } = await server.signIn(email);
  // The first signed-in request starts the instance's listener; the cache keeps nothing before it listens.
  expect(await selfStatus(pair.token)).toBe(200);
  await eventually('the listener is connected', () => authChangesOf(server.db)?.reliable === true, 5_000);
  expect(await selfStatus(pair.token)).toBe(200);
  return { pair };
}

describe('a warm cache', () => {
  it('answers a repeated signed-in read without the authentication statement', async () => {
    const { pair } = await signedInAndCached('installer@demo.pl');
    const before = authentications();
    expect(await selfStatus(pair.token)).toBe(200);
    expect(await selfStatus(pair.token)).toBe(200);
    expect(authentications()).toBe(before);
  });
});

describe('changes made through another instance', () => {
  it('a logout is seen by the next requests', async () => {
    const { pair } = await signedInAndCached('owner@demo.pl');
    expect(await callOther('POST', LOGOUT, { refresh_token: pair.refresh_token })).toBe(200);
    await eventually('the first instance refuses the token', async () => (await selfStatus(pair.token)) === 401);
  });

  it('a session revoked in the database is seen by the next requests', async () => {
    const { pair } = await signedInAndCached('owner@demo.pl');
    await admin.query(`update sessions set revoked_at = now(), revoked_reason = 'test' where revoked_at is null and user_id = (select id from users where email = 'owner@demo.pl')`);
    await eventually('the first instance refuses the token', async () => (await selfStatus(pair.token)) === 401);
  });

  it('a deactivated company is seen by the next requests, and its reactivation too', async () => {
    const { pair } = await signedInAndCached('decor@demo.sk');
    const setActive = (active: number) =>
      admin.query(`update companies set active = $1 where id = (select company_id from users where email = 'decor@demo.sk')`, [active]);
    await setActive(2);
    try {
      await eventually('the first instance refuses the token', async () => (await selfStatus(pair.token)) === 401);
    } finally {
      await setActive(1);
    }
    await eventually('the first instance accepts the token again', async () => (await selfStatus(pair.token)) === 200);
  });
});

describe('without its listener', () => {
  const listenerPids = async () =>
    (await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
      [LISTENER_NAME],
    )).rows.map((row) => row.pid);

  it('caches nothing until the listener is back', async () => {
    const { pair } = await signedInAndCached('staff@demo.sk');
    const database = new URL(databaseUrl).pathname.slice(1);
    // Keep it from coming back for now: the database takes no new connections (said from another database).
    const allowConnections = async (allow: boolean) => {
      const outside = new pg.Client({ connectionString: adminUrl });
      await outside.connect();
      await outside.query(`alter database ${database} allow_connections ${allow}`).finally(() => outside.end());
    };
    await allowConnections(false);
    try {
      const pids = await listenerPids();
      // The first instance's (the second one's starts with its first signed-in request: there was none).
      expect(pids.length).toBe(1);
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
      await eventually('the first instance notices', () => authChangesOf(server.db)?.reliable === false);
      const before = authentications();
      expect(await selfStatus(pair.token)).toBe(200);
      expect(await selfStatus(pair.token)).toBe(200);
      expect(authentications()).toBe(before + 2);
    } finally {
      await allowConnections(true);
    }
    await eventually('the listener is back', () => authChangesOf(server.db)?.reliable === true, 10_000);
    expect(await selfStatus(pair.token)).toBe(200);
    const before = authentications();
    expect(await selfStatus(pair.token)).toBe(200);
    expect(authentications()).toBe(before);
  });
});
