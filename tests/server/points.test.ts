/** The points history (GET /api/v1/points/history) and the expiry job (domain/points-expiry.ts, operator command). */
import { and, desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PointsHistoryPage, POINTS_HISTORY_PAGE_SIZE, type PointsReason, type PointsVariation } from '../../src/contract/points';
import { ORDER_STATUS } from '../../src/contract/shop';
import { orders, pointsLedger } from '../../src/server/db/schema';
import { companyPointsSummary } from '../../src/server/domain/company-points';
import { expirePoints } from '../../src/server/domain/points-expiry';
import { appendLedgerEntry } from '../../src/server/domain/points-ledger';
import { createTestServer, type TestServer } from './harness';
import { newCompany, projectApi, registerSerials, surveyFor } from './project-fixtures';
import { OFFICE, companyOf, setBalance, variantBySku } from './shop-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

type Entry = [at: string, reason: PointsReason, variation: PointsVariation, points: number];

/** A company of its own whose owner made these ledger entries. */
async function companyWithLedger(entries: Entry[]) {
  const company = await newCompany(server);
  for (const [at, reason, variation, points] of entries) {
    await appendLedgerEntry(server.db, { companyId: company.companyId, installerId: company.owner.id, reason, variation, points, createdAt: new Date(at) });
  }
  const { pair } = await server.signIn(company.owner.email);
  return { ...company, token: pair.token };
}

const expiredEntries = (companyId: number) => server.db
  .select({ points: pointsLedger.points, createdAt: pointsLedger.createdAt })
  .from(pointsLedger)
  .where(and(eq(pointsLedger.companyId, companyId), eq(pointsLedger.reason, 'points_expired')))
  .orderBy(pointsLedger.createdAt);

const history = async (token: string, page = 1) => {
  const res = await server.call('GET', `/api/v1/points/history?page=${page}`, { token });
  expect(res.status).toBe(200);
  return v.parse(PointsHistoryPage, res.body);
};

describe('GET /api/v1/points/history', () => {
  it('lists the company\'s entries newest first, each with its reason, variation, installer and project', async () => {
    const company = await companyWithLedger([
      ['2025-04-01T08:00:00Z', 'welcome_points', 'positive', 20],
      ['2025-06-01T08:00:00Z', 'order_reservation', 'reserved', 15],
      ['2025-07-01T08:00:00Z', 'reject', 'negative', 5],
    ]);
    // A scan and a closing project credit the scan's base points with the project named.
    const api = projectApi(server, company.token);
    const project = await api.create();
    const [serial = ''] = await registerSerials(server, 10, ['RW-MK06-PINE']);
    const scan = await api.scanned(project.uuid, serial);
    expect((await api.survey(project.uuid, surveyFor([scan]))).status).toBe(200);

    const page = await history(company.token);
    // The closing credits both at one instant: their order between them is not defined.
    expect(page.data.slice(2).map((e) => [e.event, e.variation])).toEqual([
      ['reject', 'negative'], ['order_reservation', 'reserved'], ['welcome_points', 'positive'],
    ]);
    expect(new Set(page.data.slice(0, 2).map((e) => e.event))).toEqual(new Set(['scan_accepted', 'project_survey_completed']));
    for (const entry of page.data.slice(0, 2)) expect(entry.options.project).toEqual({ uuid: project.uuid, id: project.id });
    expect(page.data[2]).toMatchObject({ points: 5, options: { project: null, order: null, tier: null } });
    expect(page.data.every((e) => e.installer?.surname === 'owner')).toBe(true);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: POINTS_HISTORY_PAGE_SIZE, total: 5 });
  });

  it('pages by 20 and keeps the total on a page past the end', async () => {
    const entries: Entry[] = Array.from({ length: 23 }, (_, i) => [`2025-05-${String(i + 1).padStart(2, '0')}T08:00:00Z`, 'other', 'positive', i + 1]);
    const company = await companyWithLedger(entries);
    const first = await history(company.token, 1);
    const second = await history(company.token, 2);
    expect(first.data.map((e) => e.points)).toEqual(Array.from({ length: 20 }, (_, i) => 23 - i));
    expect(second.data.map((e) => e.points)).toEqual([3, 2, 1]);
    expect(second.meta).toEqual({ current_page: 2, last_page: 2, per_page: 20, total: 23 });
    expect(await history(company.token, 9)).toEqual({ data: [], meta: { current_page: 9, last_page: 2, per_page: 20, total: 23 } });
  });

  it('shows only the caller\'s company: another company\'s entries are out of reach', async () => {
    const mine = await companyWithLedger([['2025-05-01T08:00:00Z', 'other', 'positive', 7]]);
    await companyWithLedger([['2025-05-02T08:00:00Z', 'other', 'positive', 9]]);
    const page = await history(mine.token);
    expect(page.data.map((e) => e.points)).toEqual([7]);
  });

  it('names the order of a reservation by its number and uuid, and never another company\'s order', async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    const { token } = (await server.signIn('owner@demo.pl')).pair;
    const voucher = await variantBySku(server, 'PL-VOUCHER-BUDMARKET-200');
    const placed = await server.call('POST', '/api/v2/orders', { token, body: { type: 'voucher', order: [{ uuid: voucher.uuid, quantity: 1 }], customer: OFFICE } });
    expect(placed.status).toBe(200);
    const [order] = await server.db.select().from(orders).where(eq(orders.companyId, (await companyOf(server, 'owner@demo.pl')).companyId)).orderBy(desc(orders.id)).limit(1);
    if (!order) throw new Error('no order placed');
    const reservation = (await history(token)).data.find((entry) => entry.event === 'order_reservation');
    expect(reservation?.options.order).toEqual({ id: order.id, uuid: order.uuid, order_number: order.number });
    // Points held for the open order; spent once it is completed.
    expect(reservation?.variation).toBe('reserved');
    await server.db.update(orders).set({ status: ORDER_STATUS.completed }).where(eq(orders.id, order.id));
    expect((await history(token)).data.find((entry) => entry.uuid === reservation?.uuid)?.variation).toBe('negative');

    // An entry of another company that points at this order (it cannot happen through the API) names no order.
    const other = await companyWithLedger([]);
    await appendLedgerEntry(server.db, {
      companyId: other.companyId, installerId: other.owner.id, reason: 'order_reservation', variation: 'reserved', points: 50, orderId: order.id, createdAt: server.clock.now(),
    });
    const entry = (await history(other.token)).data.find((row) => row.event === 'order_reservation');
    expect(entry).toMatchObject({ points: 50, options: { order: null } });
    expect(JSON.stringify(entry)).not.toContain(order.number);
  });

  it('refuses a page that is not a positive number and answers 401 without a token', async () => {
    const company = await companyWithLedger([]);
    for (const page of ['0', '-1', 'x']) {
      expect((await server.call('GET', `/api/v1/points/history?page=${page}`, { token: company.token })).status).toBe(422);
    }
    expect((await server.call('GET', '/api/v1/points/history')).status).toBe(401);
  });
});

describe('points expiry', () => {
  it('expires at each year end what is left of the points earned the year before, oldest spent first', async () => {
    const company = await companyWithLedger([
      ['2023-05-01T08:00:00Z', 'welcome_points', 'positive', 20],
      ['2024-03-10T10:00:00Z', 'project_survey_completed', 'positive', 100],
      ['2024-10-01T10:00:00Z', 'order_reservation', 'negative', 30],
      ['2025-01-15T10:00:00Z', 'project_survey_completed', 'positive', 60],
      ['2025-02-01T10:00:00Z', 'order_reservation', 'reserved', 10],
    ]);
    await expirePoints(server.db, new Date('2026-01-01T00:00:00Z'));
    // End of 2024: the 20 of 2023 went with the 30 spent in 2024 (oldest first), nothing expires.
    // End of 2025: the 100 of 2024 minus the 20 left of those 40 consumed points: 80.
    expect(await expiredEntries(company.companyId)).toEqual([{ points: 80, createdAt: new Date('2025-12-31T23:59:59.999Z') }]);
    const after = await companyPointsSummary(server.db, company.companyId, new Date('2026-01-02T00:00:00Z'));
    expect(after.company_points).toBe(60);
    expect(after.points.to_expire).toBe(60);
  });

  it('never expires more than the balance, and writes nothing for a company that spent its old points', async () => {
    const overspent = await companyWithLedger([
      ['2024-03-10T10:00:00Z', 'other', 'positive', 100],
      ['2026-01-05T10:00:00Z', 'order_reservation', 'negative', 80],
    ]);
    const spent = await companyWithLedger([
      ['2024-03-10T10:00:00Z', 'other', 'positive', 100],
      ['2025-03-10T10:00:00Z', 'order_reservation', 'negative', 100],
    ]);
    // The job runs late (the server was down at New Year): the balance is 20 by then.
    await expirePoints(server.db, new Date('2026-01-10T00:00:00Z'));
    expect((await expiredEntries(overspent.companyId)).map((e) => e.points)).toEqual([20]);
    expect(await expiredEntries(spent.companyId)).toEqual([]);
    expect((await companyPointsSummary(server.db, overspent.companyId, new Date('2026-01-10T00:00:00Z'))).company_points).toBe(0);
  });

  it('is idempotent: run again, or several at once, it expires nothing twice', async () => {
    const company = await companyWithLedger([['2024-06-01T08:00:00Z', 'other', 'positive', 40]]);
    const asOf = new Date('2026-02-01T00:00:00Z');
    await Promise.all([expirePoints(server.db, asOf), expirePoints(server.db, asOf), expirePoints(server.db, asOf)]);
    await expirePoints(server.db, asOf);
    expect((await expiredEntries(company.companyId)).map((e) => e.points)).toEqual([40]);
  });

  it('instances racing over many companies write each expiry once (truly in parallel on PostgreSQL)', async () => {
    const made = await Promise.all(Array.from({ length: 6 }, (_, i) => companyWithLedger([['2024-06-01T08:00:00Z', 'other', 'positive', 10 + i]])));
    const asOf = new Date('2026-01-01T00:00:00Z');
    const reports = await Promise.all(Array.from({ length: 4 }, () => expirePoints(server.db, asOf)));
    for (const [i, company] of made.entries()) expect((await expiredEntries(company.companyId)).map((e) => e.points)).toEqual([10 + i]);
    const ours = made.reduce((sum, _, i) => sum + 10 + i, 0);
    // Whatever else the demo data had due, the points of these companies were counted exactly once.
    expect(reports.reduce((sum, r) => sum + r.points, 0)).toBeGreaterThanOrEqual(ours);
    const again = await expirePoints(server.db, asOf);
    expect(again).toEqual({ companies: 0, points: 0 });
  });

  it('runs from the operator route with --as-of, reports what it did, and refuses a date that is not one', async () => {
    const company = await companyWithLedger([['2024-06-01T08:00:00Z', 'other', 'positive', 25]]);
    const res = await server.dev('POST', '/api/dev/operator/points/expire', { body: { as_of: '2026-01-01' } });
    expect(res.status).toBe(200);
    expect(res.body.points).toBeGreaterThanOrEqual(25);
    expect((await expiredEntries(company.companyId)).map((e) => e.points)).toEqual([25]);
    const repeat = await server.dev('POST', '/api/dev/operator/points/expire', { body: { as_of: '2026-01-01' } });
    expect(repeat.body).toEqual({ companies: 0, points: 0 });
    expect((await server.dev('POST', '/api/dev/operator/points/expire', { body: { as_of: '2026-13-01' } })).status).toBe(422);
  });

  it('the summary\'s to_expire and the history agree with the job across a year boundary (fake clock)', async () => {
    // The fake clock stands in March 2026; this test moves it past New Year, so it runs last.
    const company = await companyWithLedger([
      ['2025-02-01T08:00:00Z', 'other', 'positive', 100],
      ['2025-08-01T08:00:00Z', 'order_reservation', 'negative', 30],
      ['2026-02-01T08:00:00Z', 'other', 'positive', 50],
    ]);
    const before = (await server.call('GET', `/api/v1/company/points/${company.companyId}`, { token: company.token })).body.data;
    expect(before).toMatchObject({ company_points: 120, points: { to_expire: 70 } });

    const newYear = Date.parse('2027-01-01T00:30:00Z');
    server.clock.advance((newYear - server.clock.now().getTime()) / 1000);
    await expirePoints(server.db, server.clock.now());

    // The first token has long expired: sign in again in 2027.
    const { pair } = await server.signIn(company.owner.email);
    const after = (await server.call('GET', `/api/v1/company/points/${company.companyId}`, { token: pair.token })).body.data;
    // What the summary said would expire did: the balance is the 50 points of 2026, which expire next.
    expect(after).toMatchObject({ company_points: before.company_points - before.points.to_expire, points: { to_expire: 50 } });
    const [latest] = (await history(pair.token)).data;
    expect(latest).toMatchObject({ event: 'points_expired', variation: 'expired', points: before.points.to_expire, created_at: '2026-12-31T23:59:59.999Z' });
  });
});
