/**
 * GET /v2/orders/placements/{key} while the placement under that key still runs (issue 23: after
 * a lost answer the checkout asks for the outcome before placing anything new). The lookup must
 * wait for the placement and answer its outcome, not a 404 that would invite a second order.
 * PostgreSQL only: PGlite has one connection, so the held transaction would hold up the lookup's
 * own statements too.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../src/server/db/rows';
import { companies, orderPlacements } from '../../../src/server/db/schema';
import { TEST_DATABASE_URL, createTestServer, type TestServer } from '../harness';
import { companyOf } from '../shop-fixtures';

if (!TEST_DATABASE_URL) throw new Error('tests/server/postgres needs PostgreSQL (TEST_DATABASE_URL); vitest.config.ts leaves it out otherwise');

let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await createTestServer();
  owner = (await server.signIn('owner@demo.pl')).pair.token;
});
afterAll(async () => {
  await server.close();
});

/** Statements of this database waiting for a lock another transaction holds. */
async function waitingForLocks(): Promise<number> {
  const [row] = await rowsOf<{ waiting: number }>(server.db, sql`select count(*)::int as waiting from pg_locks l join pg_stat_activity a on a.pid = l.pid where not l.granted and a.datname = current_database()`);
  return row?.waiting ?? 0;
}

describe('the outcome of a placement still running', () => {
  it('is answered once the placement ends: the lookup waits for it, not 404', async () => {
    const { companyId } = await companyOf(server, 'owner@demo.pl');
    let release = () => {};
    const released = new Promise<void>((resolve) => { release = resolve; });
    let claimed = () => {};
    const whenClaimed = new Promise<void>((resolve) => { claimed = resolve; });
    // What a placement does first (domain/orders.ts): lock the company row, claim its key; then it stays open.
    const placing = server.db.transaction(async (tx) => {
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update');
      await tx.insert(orderPlacements).values({ companyId, idempotencyKey: 'in-flight-0001', requestHash: 'in flight', createdAt: server.clock.now() });
      claimed();
      await released;
    });
    await whenClaimed;
    let answered = false;
    const lookup = server.call('GET', '/api/v2/orders/placements/in-flight-0001', { token: owner }).finally(() => { answered = true; });
    // The lookup's statement waits for the placement's lock (a state, not a time).
    await expect.poll(waitingForLocks, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(answered).toBe(false);
    release();
    await placing;
    const outcome = await lookup;
    expect(outcome.status).toBe(200);
    expect(outcome.body.data).toEqual([]);
  });
});
