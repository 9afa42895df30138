/**
 * Issue 29, item 5: the main journeys across three instances on one PostgreSQL database behind a
 * round-robin proxy (tests/server/postgres/round-robin-proxy.ts), so that consecutive requests of one
 * person land on different instances:
 * - sign in on one, browse and order on the others, the order seen by every instance, sign out and
 *   the token refused by every instance;
 * - the maintenance switch, turned on at one instance, seen by all;
 * - orders and scans under load while one instance is stopped (SIGTERM) and another killed
 *   (SIGKILL): the clients retry as the portal does (the same Idempotency-Key, the same serial), no
 *   instance answers a 5xx, and afterwards no order, scan or ledger entry is lost or doubled and the
 *   voucher job issued each order's voucher exactly once.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../harness';
import { OFFICE } from '../shop-fixtures';
import { createEmptyDatabase, killInstance, signIn, startReady, type Instance } from './instances';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

const OWNER = 'owner@demo.pl';
const INSTALLER = 'installer@demo.pl';
const VOUCHER_SKU = 'PL-VOUCHER-BUDMARKET-200';
const VOUCHER_POINTS = 200;
/** The scan fraud limit per installer would send a fast test's scans to review; the journeys here are not about it. */
const INSTANCE_ENV = { RATE_LIMIT_SCANS_PER_INSTALLER: '1000000' };

const instances: Instance[] = [];
let proxy: RoundRobinProxy;
let upstreams: string[] = [];
let databaseUrl = '';
let dropDatabase = async () => {};
let sql: pg.Client;

beforeAll(async () => {
  const database = await createEmptyDatabase(TEST_DATABASE_URL!);
  databaseUrl = database.url;
  dropDatabase = database.drop;
  upstreams = (await Promise.all([0, 1, 2].map(() => startReady(instances, databaseUrl, INSTANCE_ENV)))).map(({ url }) => url);
  proxy = await startRoundRobinProxy(upstreams);
  sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
}, 120_000);
afterAll(async () => {
  await sql?.end();
  await proxy?.close();
  await Promise.all(instances.map(killInstance));
  await dropDatabase();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answer as JSON, read as the tests read it
interface Answer { status: number; body: any; proxyError: string | null }

async function call(base: string, method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await answer.text();
  return { status: answer.status, body: text ? JSON.parse(text) : null, proxyError: answer.headers.get('x-proxy-error') };
}

const single = async <T extends pg.QueryResultRow>(query: string, values: unknown[] = []) => (await sql.query<T>(query, values)).rows;

async function voucherVariant(): Promise<string> {
  const [variant] = await single<{ uuid: string }>('UPDATE shop_variants SET stock = 100000 WHERE sku = $1 RETURNING uuid', [VOUCHER_SKU]);
  return variant!.uuid;
}

const placeVoucher = (base: string, token: string, variant: string, key: string) =>
  call(base, 'POST', '/api/v2/orders', { token, body: { type: 'voucher', order: [{ uuid: variant, quantity: 1 }], customer: OFFICE }, headers: { 'idempotency-key': key } });

/** The company's balance as the portal reads it (SPEC §3 "Company points summary"). */
async function balance(token: string): Promise<number> {
  const [owner] = await single<{ company_id: number }>('SELECT company_id FROM users WHERE email = $1', [OWNER]);
  return (await call(proxy.url, 'GET', `/api/v1/company/points/${owner!.company_id}`, { token })).body.data.company_points as number;
}

describe('one person across three instances', () => {
  it('signs in on one, browses and orders on the others, is seen by every instance, and signs out everywhere', { timeout: 120_000 }, async () => {
    const session = await signIn(proxy.url, databaseUrl, OWNER);
    const credited = await call(upstreams[0]!, 'POST', '/api/dev/operator/points', { body: { email: OWNER, points: 1000 } });
    expect(credited.status).toBe(200);
    const variant = await voucherVariant();

    // Browsing: three pages in a row, each from another instance, all the same.
    const pages = await Promise.all([0, 1, 2].map(() => call(proxy.url, 'GET', '/api/v2/shop/products?limit=5', { token: session.token })));
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200]);
    expect(new Set(pages.map((page) => JSON.stringify(page.body.data))).size).toBe(1);

    const before = await balance(session.token);
    const placed = await placeVoucher(proxy.url, session.token, variant, 'journey-browse-1');
    expect(placed.status).toBe(200);
    const [order] = placed.body.data as { uuid: string }[];
    // The retry of a lost answer, on the next instance: the same order, not a second one.
    const again = await placeVoucher(proxy.url, session.token, variant, 'journey-browse-1');
    expect(again.body.data.map((o: { uuid: string }) => o.uuid)).toEqual([order!.uuid]);
    expect(await balance(session.token)).toBe(before - VOUCHER_POINTS);
    for (const upstream of upstreams) {
      const seen = await call(upstream, 'GET', `/api/v2/orders/${order!.uuid}`, { token: session.token });
      expect(seen.status).toBe(200);
    }

    const out = await call(proxy.url, 'POST', '/api/v2/installer/logout', { body: { refresh_token: session.refresh_token } });
    expect(out.status).toBe(200);
    for (const upstream of upstreams) {
      await expect.poll(async () => (await call(upstream, 'GET', '/api/v1/company/user/self', { token: session.token })).status, { timeout: 15_000 }).toBe(401);
    }
  });

  it('sees the maintenance switch on every instance, whichever one turned it on and off', { timeout: 60_000 }, async () => {
    const { token } = await signIn(proxy.url, databaseUrl, OWNER);
    const self = (upstream: string) => async () => (await call(upstream, 'GET', '/api/v1/company/user/self', { token })).status;
    expect((await call(upstreams[1]!, 'POST', '/api/dev/operator/maintenance', { body: { on: true } })).status).toBe(200);
    for (const upstream of upstreams) await expect.poll(self(upstream), { timeout: 10_000 }).toBe(503);
    expect((await call(upstreams[2]!, 'POST', '/api/dev/operator/maintenance', { body: { on: false } })).status).toBe(200);
    for (const upstream of upstreams) await expect.poll(self(upstream), { timeout: 10_000 }).toBe(200);
  });
});

/** Answers the clients saw, by status; a proxy's 502 (the instance cut the connection) apart. */
class Tally {
  readonly statuses = new Map<string, number>();
  add(answer: Answer | null): void {
    const key = answer === null ? 'network error' : answer.proxyError ? `502 from the proxy (${answer.proxyError})` : String(answer.status);
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
  }
  /** Answers a client retries: a cut connection, or no answer at all. */
  static lost = (answer: Answer | null) => answer === null || answer.proxyError !== null;
}

describe('writes while one instance stops and another is killed', () => {
  it('loses and doubles no order, scan or ledger entry, and issues each voucher once', { timeout: 360_000 }, async () => {
    const owner = await signIn(proxy.url, databaseUrl, OWNER);
    const installer = await signIn(proxy.url, databaseUrl, INSTALLER);
    expect((await call(upstreams[0]!, 'POST', '/api/dev/operator/points', { body: { email: OWNER, points: 200_000 } })).status).toBe(200);
    const variant = await voucherVariant();
    const project = await call(proxy.url, 'POST', '/api/v1/project', {
      token: installer.token, body: { streetName: 'Wielu Instancji', houseNumber: '3', postalCode: '30-001', city: 'Kraków' },
    });
    expect(project.status).toBe(200);
    await sql.query(
      `INSERT INTO serials (serial_number, product_id, region_id, created_at)
       SELECT 'JOURNEY-' || lpad(n::text, 4, '0'), (SELECT id FROM products WHERE window_class IS NOT NULL ORDER BY id LIMIT 1), c.region_id, now()
       FROM generate_series(1, 190) n, users u JOIN companies c ON c.id = u.company_id WHERE u.email = $1`,
      [INSTALLER],
    );
    const startBalance = await balance(owner.token);
    const [{ now: loadStarted }] = (await single<{ now: Date }>('SELECT now()')) as [{ now: Date }];

    const tally = new Tally();
    const ordered: string[] = [];
    const scanned: string[] = [];
    let running = true;
    /** Sends one write until an instance answers it, as the portal's retry does (the same key, the same serial). */
    const untilAnswered = async (send: () => Promise<Answer>): Promise<{ answer: Answer; retried: boolean }> => {
      for (let attempt = 0; ; attempt += 1) {
        const answer = await send().catch(() => null);
        tally.add(answer);
        if (!Tally.lost(answer)) return { answer: answer!, retried: attempt > 0 };
        if (attempt === 20) throw new Error('A write went unanswered 20 times');
      }
    };
    const orderer = async (client: number) => {
      for (let n = 0; running; n += 1) {
        const key = `journey-load-${client}-${n}`;
        const { answer } = await untilAnswered(() => placeVoucher(proxy.url, owner.token, variant, key));
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        ordered.push(key);
      }
    };
    let nextSerial = 1;
    const scanner = async () => {
      while (running && nextSerial <= 190) {
        const serial = `JOURNEY-${String(nextSerial++).padStart(4, '0')}`;
        const { answer, retried } = await untilAnswered(() =>
          call(proxy.url, 'POST', '/api/v2/scans', { token: installer.token, body: { project_uuid: project.body.data.uuid, serial_number: serial } }));
        // A retry may find the scan its lost first attempt registered: the serial is taken, by this very scan.
        if (answer.status !== 200) expect({ retried, status: answer.status, body: answer.body }).toMatchObject({ retried: true, status: 422 });
        scanned.push(serial);
      }
    };
    const load = Promise.all([orderer(0), orderer(1), orderer(2), scanner(), scanner()]);

    const writesSoFar = () => ordered.length + scanned.length;
    await expect.poll(writesSoFar, { timeout: 30_000 }).toBeGreaterThan(30);
    const stopped = instances[0]!;
    stopped.process.kill('SIGTERM');
    expect(await stopped.exited).toBe(0);
    const replacement = await startReady(instances, databaseUrl, INSTANCE_ENV);
    proxy.upstreams[0] = replacement.url;
    const beforeKill = writesSoFar();
    await expect.poll(writesSoFar, { timeout: 30_000 }).toBeGreaterThan(beforeKill + 30);
    const killed = instances[1]!;
    killed.process.kill('SIGKILL');
    const afterKill = writesSoFar();
    await expect.poll(writesSoFar, { timeout: 30_000 }).toBeGreaterThan(afterKill + 30);
    running = false;
    await load;
    console.log(`Writes across instances with one SIGTERM and one SIGKILL: ${ordered.length} orders, ${scanned.length} scans, answers ${JSON.stringify(Object.fromEntries(tally.statuses))}`);

    // No instance answered a 5xx: only the killed one's cut connections (a 502 of the proxy, retried).
    expect([...tally.statuses.keys()].filter((status) => /^5\d\d$/.test(status))).toEqual([]);
    // Every order exactly once, with exactly one reservation in the ledger.
    const rows = await single<{ key: string; orders: string; reservations: string }>(
      `SELECT p.idempotency_key AS key, count(DISTINCT o.id) AS orders, count(l.id) AS reservations
       FROM order_placements p JOIN orders o ON o.placement_id = p.id
       LEFT JOIN points_ledger l ON l.order_id = o.id AND l.reason = 'order_reservation'
       WHERE p.idempotency_key LIKE 'journey-load-%' GROUP BY p.idempotency_key`,
    );
    expect(rows.map((row) => row.key).sort()).toEqual([...ordered].sort());
    expect(rows.filter((row) => row.orders !== '1' || row.reservations !== '1')).toEqual([]);
    // The scans reach tier brackets (SPEC §9), each credited once whichever instance took the scan.
    const tiers = await single<{ bracket: number; points: number }>(
      `SELECT l.tier_bracket_id AS bracket, l.points FROM points_ledger l JOIN users u ON u.company_id = l.company_id
       WHERE u.email = $1 AND l.reason = 'tier_reached' AND l.created_at >= $2`,
      [OWNER, loadStarted],
    );
    expect(new Set(tiers.map((tier) => tier.bracket)).size).toBe(tiers.length);
    const tierPoints = tiers.reduce((sum, tier) => sum + tier.points, 0);
    expect(await balance(owner.token)).toBe(startBalance - VOUCHER_POINTS * ordered.length + tierPoints);
    // Every scan exactly once, in the project it was sent to.
    const scans = await single<{ serial: string }>(
      `SELECT s.serial_number AS serial FROM scans x JOIN serials s ON s.id = x.serial_id JOIN projects p ON p.id = x.project_id WHERE p.uuid = $1`,
      [project.body.data.uuid],
    );
    expect(scans.map((scan) => scan.serial).sort()).toEqual([...scanned].sort());
    // The voucher job (every instance runs it) completes each order once: one voucher, one notice.
    await expect.poll(async () => (await single<{ pending: string }>(
      `SELECT count(*) AS pending FROM orders o JOIN order_placements p ON p.id = o.placement_id WHERE p.idempotency_key LIKE 'journey-load-%' AND o.status <> 3`,
    ))[0]?.pending, { timeout: 90_000, interval: 1_000 }).toBe('0');
    const notices = await single<{ order: string; notices: string }>(
      `SELECT n.meta->>'order_uuid' AS order, count(*) AS notices FROM notifications n
       JOIN orders o ON o.uuid::text = n.meta->>'order_uuid' JOIN order_placements p ON p.id = o.placement_id
       WHERE n.event = 'order_status' AND p.idempotency_key LIKE 'journey-load-%' GROUP BY 1`,
    );
    expect(notices.length).toBe(ordered.length);
    expect(notices.filter((row) => row.notices !== '1')).toEqual([]);
  });
});
