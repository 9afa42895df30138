/**
 * Issue 29, item 4, on a real server process: on SIGTERM a request in flight still gets its
 * answer, new connections are refused, and the process exits 0 once the database is closed.
 * The request is held in flight by a table lock the test takes (every API request reads the
 * maintenance flag in app_flags), released after the signal.
 */
import { request } from 'node:http';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../harness';
import { createEmptyDatabase, killInstance, startInstance, type Instance } from './instances';

let instance: Instance | undefined;
let dropDatabase = async () => {};
afterAll(async () => {
  if (instance) await killInstance(instance);
  await dropDatabase();
});

/** A GET on a connection of its own (no keep-alive pool in between). */
function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => { body += chunk.toString(); });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject).end();
  });
}

it('finishes the request in flight, refuses new connections, closes the database and exits 0', { timeout: 90_000 }, async () => {
  const database = await createEmptyDatabase(TEST_DATABASE_URL!);
  dropDatabase = database.drop;
  instance = startInstance(database.url, { SHUTDOWN_GRACE_MS: '20000' });
  const url = await instance.listening;
  await expect.poll(async () => (await get(`${url}/api/ready`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);

  const locker = new pg.Client({ connectionString: database.url });
  await locker.connect();
  await locker.query('BEGIN');
  await locker.query('LOCK TABLE app_flags IN ACCESS EXCLUSIVE MODE');
  // Past the instance's 2 s flag cache, so the request reads the table and waits for the lock.
  await new Promise((wait) => setTimeout(wait, 2_500));
  const inFlight = get(`${url}/api/v1/config/public`);
  await expect.poll(async () => {
    const waiting = new pg.Client({ connectionString: database.url });
    await waiting.connect();
    const { rows } = await waiting.query<{ count: string }>(
      "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    ).catch(() => ({ rows: [{ count: '0' }] }));
    await waiting.end();
    return Number(rows[0]?.count);
  }, { timeout: 10_000 }).toBeGreaterThan(0);

  instance.process.kill('SIGTERM');
  await expect.poll(() => instance?.lines.some((line) => line.includes('SIGTERM received')), { timeout: 10_000 }).toBe(true);
  await expect(get(`${url}/api/health`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  expect(instance.process.exitCode).toBe(null);

  await locker.query('COMMIT');
  await locker.end();
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(await instance.exited).toBe(0);
});
