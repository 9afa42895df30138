/**
 * Database round trips of one registration (issue 10 §2): the statements a POST
 * /api/v2/company/register sends, counted at the driver (PGlite, or node-postgres on
 * PostgreSQL), BEGIN and COMMIT included. The advisory locks and the uniqueness checks take one
 * statement each, however many values are claimed.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, onPostgres, type TestServer } from './harness';
import { polishRegistration } from './registration-fixtures';

/**
 * The per-IP counter, the maintenance flag (the test configuration re-reads it on every request;
 * a server caches it for 2 s), BEGIN, the locks, the uniqueness checks, the insert of company,
 * owner, welcome points and notification, COMMIT. It was 16 before issue 10.
 */
const MAX_ROUND_TRIPS = 7;

let server: TestServer;
let statements: string[] = [];
beforeAll(async () => {
  server = await createTestServer();
  countStatements((server.db as unknown as { $client: PGlite | pg.Pool }).$client);
});
afterAll(async () => {
  await server.close();
});

type Query = (...args: unknown[]) => unknown;

/** Records the text of every statement the client sends from now on. */
function countStatements(client: PGlite | pg.Pool): void {
  const record = (target: { query: Query }) => {
    const query = target.query.bind(target);
    target.query = (...args: unknown[]) => {
      const [text] = args;
      statements.push(typeof text === 'string' ? text : (text as { text: string }).text);
      return query(...args);
    };
  };
  if (onPostgres) {
    // Every statement runs on a client checked out of the pool (pool.query too), BEGIN and COMMIT included.
    (client as pg.Pool).on('acquire', (connection) => {
      if (!(connection as { counted?: boolean }).counted) {
        record(connection as unknown as { query: Query });
        (connection as { counted?: boolean }).counted = true;
      }
    });
    return;
  }
  const lite = client as PGlite;
  record(lite as unknown as { query: Query });
  // PGlite sends BEGIN and COMMIT itself; the transaction's statements go through `tx.query`.
  const transaction = lite.transaction.bind(lite);
  lite.transaction = ((callback: (tx: { query: Query }) => Promise<unknown>) => {
    statements.push('begin');
    return transaction(async (tx) => {
      record(tx as unknown as { query: Query });
      const result = await callback(tx as unknown as { query: Query });
      statements.push('commit');
      return result;
    });
  }) as PGlite['transaction'];
}

it(`registers a company in at most ${MAX_ROUND_TRIPS} round trips, four unique values claimed`, async () => {
  // The first request also reads the maintenance flag and the reference data: not counted.
  const ip = server.newIp();
  const first = await server.call('POST', '/api/v2/company/register', { body: polishRegistration(), ip });
  expect(first.status).toBe(201);

  statements = [];
  const request = polishRegistration();
  const answer = await server.call('POST', '/api/v2/company/register', { body: request, ip });
  expect(answer.status).toBe(201);
  expect(statements.length).toBeLessThanOrEqual(MAX_ROUND_TRIPS);
});
