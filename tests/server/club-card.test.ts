/**
 * The club card (issue 25; SPEC §5 club card order and CSN, §6 banner rules, §7 the card calls,
 * §9 10 windows, points × 2): ordering the card (who may, and when), the card issued by the
 * issuer simulator and registered by its CSN, the account and history scoped to the company,
 * and top-ups through the shop's placement: points reserved, spent on SUCCEEDED, given back once
 * on REFUSED/REJECTED. The races run on PostgreSQL too (TEST_DATABASE_URL); expected answers are
 * the issue's and the SPEC's, written here.
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardAccountResponse, TopUpHistoryResponse } from '../../src/contract/club-card';
import { OrderResponseBody, PlacedOrders } from '../../src/contract/shop';
import { UserResponse } from '../../src/contract/user';
import { clubCardTopUps, notifications, orders, pointsLedger } from '../../src/server/db/schema';
import { runCardJob } from '../../src/server/domain/club-card';
import { strict } from '../contract/strict-schema';
import { createTestServer, type TestServer } from './harness';
import { balanceOf, companyOf, setBalance } from './shop-fixtures';

/** SPEC §4 order statuses. */
const PENDING = 1;
const APPROVED = 2;
const COMPLETED = 3;
const REJECTED = 4;
/** docs/server.md "The club card": a card order is issued 20 s after placing; a load is PENDING after 10 s and settled after 30 s. */
const ISSUE_AFTER_SECONDS = 20;
const PENDING_AFTER_SECONDS = 10;
const SETTLED_AFTER_SECONDS = 30;
/** docs/server.md: five wrong CSNs an hour per company, then 429. */
const WRONG_SERIALS_PER_HOUR = 5;

let server: TestServer;
let owner: string;
let installer: string;
let nineWindows: string;
let decorOwner: string;
let czOwner: string;
let ownCompanyId: number;
let czCompanyId: number;

/** Fresh sessions for everyone: after the clock moved past the tokens' lifetime. */
async function signInAll() {
  owner = (await server.signIn('owner@demo.pl')).pair.token;
  installer = (await server.signIn('installer@demo.pl')).pair.token;
  nineWindows = (await server.signIn('okna@demo.pl')).pair.token;
  decorOwner = (await server.signIn('decor@demo.sk')).pair.token;
  czOwner = (await server.signIn('owner@demo.cz')).pair.token;
}

beforeAll(async () => {
  server = await createTestServer();
  await signInAll();
  ownCompanyId = (await companyOf(server, 'owner@demo.pl')).companyId;
  czCompanyId = (await companyOf(server, 'owner@demo.cz')).companyId;
});
afterAll(async () => {
  await server.close();
});

/** The body parsed by the contract's schema, after checking it holds exactly the contract's keys. */
function exactly<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  expect(v.is(strict(schema), body), JSON.stringify(body)).toBe(true);
  return v.parse(schema, body);
}

const job = () => runCardJob({ db: server.db, clock: server.clock, cardIssuer: server.cardIssuer });

async function cardVariant(token: string): Promise<string> {
  const cards = await server.call('GET', '/api/v2/shop/products/cards?type=club_card', { token });
  expect(cards.status).toBe(200);
  return cards.body.data[0]?.variants[0]?.uuid ?? '00000000-0000-4000-8000-000000000000';
}

const orderCard = async (token: string, quantity = 1) => server.call('POST', '/api/v2/orders', {
  token, body: { type: 'club_card', order: [{ uuid: await cardVariant(owner), quantity }], customer: { name: 'Piotr', surname: 'Nowak' } },
});
const topUp = (token: string, amount: unknown, key?: string) => server.call('POST', '/api/v2/orders', {
  token, body: { type: 'top_up', amount }, ...(key ? { headers: { 'idempotency-key': key } } : {}),
});
const company = async (token: string) => v.parse(UserResponse, (await server.call('GET', '/api/v1/company/user/self', { token })).body).data.company;
const account = (token: string, companyId: number) => server.call('GET', `/api/v1/edenred/card/account/${companyId}`, { token });
const verify = (token: string, companyId: number, serial: unknown) =>
  server.call('PATCH', `/api/v1/edenred/card/verify/${companyId}`, { token, body: { card_serial_number: serial } });
const history = (token: string, query = '') => server.call('GET', `/api/v1/edenred/card/history${query}`, { token });
const operatorOrders = async (action: string, number: string) => {
  const { status, body } = await server.dev('POST', '/api/dev/operator/orders', { body: { action, number } });
  return { status, body };
};
const openTopUps = async (companyId: number) => (await server.db.select().from(clubCardTopUps).where(eq(clubCardTopUps.companyId, companyId))).length;
const returnedPoints = async (orderUuid: string) => {
  const [order] = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.uuid, orderUuid));
  return server.db.select().from(pointsLedger).where(and(eq(pointsLedger.orderId, order?.id ?? 0), eq(pointsLedger.reason, 'reject')));
};
async function serialOfOwnCard(): Promise<string> {
  const listed = await server.dev<{ data: { company: string; serial_number: string }[] }>('GET', '/api/dev/operator/card');
  const card = listed.body.data.find((c) => c.company === 'Dachy Nowak Sp. z o.o.');
  return card?.serial_number ?? '';
}

describe('ordering the club card (SPEC §5, §6)', () => {
  it('refuses an installer, a company with 9 windows this year and a company outside Poland', async () => {
    expect((await orderCard(installer)).status).toBe(403);
    const nine = await orderCard(nineWindows);
    expect(nine.status).toBe(422);
    expect(Object.keys(nine.body.errors)).toEqual(['windows']);
    const slovak = await orderCard(decorOwner);
    expect(slovak.status).toBe(422);
    expect(Object.keys(slovak.body.errors)).toEqual(['company']);
  });

  it('refuses more than one card in an order', async () => {
    const two = await orderCard(owner, 2);
    expect(two.status).toBe(422);
    expect(Object.keys(two.body.errors)).toEqual(['order']);
  });

  it('takes an eligible owner\'s order, marks the card as ordered, and refuses a second while it is pending', async () => {
    expect((await company(owner)).pending_edenred_card).toBe(false);
    const placed = await orderCard(owner);
    expect(placed.status).toBe(200);
    const [order] = v.parse(PlacedOrders, placed.body).data;
    expect(order?.status).toBe(PENDING);
    expect(order?.meta).toMatchObject({ type: 'club_card', card: { card: null, top_up: null } });
    expect(await company(owner)).toMatchObject({ pending_edenred_card: true, edenred_card: null });
    const again = await orderCard(owner);
    expect(again.status).toBe(422);
    expect(Object.keys(again.body.errors)).toEqual(['order']);
    // The issuer completes a card order; staff may only reject it (docs/server.md "The club card").
    for (const action of ['approve', 'complete']) {
      expect(await operatorOrders(action, order?.number ?? '')).toEqual({
        status: 409, body: { message: 'The card issuer completes club card orders (`card issue <number>` issues one now); only a reject applies.' },
      });
    }
    // No card yet: the account says so.
    expect((await account(owner, ownCompanyId)).body.data).toEqual({ status: null, registered: false, card_number: null, balance: null, updated_at: null });
  });

  it('is issued by the issuer after a while: the order completes, the flags follow, the account shows ISSUED', async () => {
    expect(await job()).toBe(0);
    server.clock.advance(ISSUE_AFTER_SECONDS + 1);
    expect(await job()).toBe(1);
    const mine = await company(owner);
    expect(mine.pending_edenred_card).toBe(false);
    expect(mine.edenred_card).toMatch(/^•••• •••• •••• \d{4}$/);
    const shown = exactly(CardAccountResponse, (await account(owner, ownCompanyId)).body).data;
    expect(shown).toMatchObject({ status: 'ISSUED', registered: false, card_number: mine.edenred_card, balance: { amount: 0, currency: 'PLN' } });
    const orderList = await server.call('GET', '/api/v2/orders', { token: owner });
    const cardOrder = orderList.body.data.find((o: { type: string }) => o.type === 'club_card') as { uuid: string };
    const detail = exactly(OrderResponseBody, (await server.call('GET', `/api/v2/orders/${cardOrder.uuid}`, { token: owner })).body).data;
    expect(detail.status).toBe(COMPLETED);
    expect(detail.meta.card).toEqual({ card: { status: 'ISSUED', card_number: mine.edenred_card }, top_up: null });
    // Issued: still no second card.
    expect((await orderCard(owner)).status).toBe(422);
  });
});

describe('CSN verification (SPEC §5: exactly 10 digits)', () => {
  it.each([['9 digits', '123456789'], ['11 digits', '12345678901'], ['letters', '12345abcde'], ['a number', 1234567890]])(
    'answers 422 to %s', async (_label, serial) => {
      const response = await verify(owner, ownCompanyId, serial);
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(['card_serial_number']);
    },
  );

  it('answers 404 for another company, and 403 to an installer', async () => {
    expect((await verify(owner, czCompanyId, await serialOfOwnCard())).status).toBe(404);
    expect((await verify(installer, ownCompanyId, await serialOfOwnCard())).status).toBe(403);
  });

  it('refuses a top-up before the card is registered', async () => {
    const response = await topUp(owner, 50);
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['card']);
  });

  it('refuses a wrong CSN with a message, and after repeated wrong tries answers 429 until the hour passes', async () => {
    const right = await serialOfOwnCard();
    const wrong = right === '0000000000' ? '1111111111' : '0000000000';
    for (let attempt = 0; attempt < WRONG_SERIALS_PER_HOUR; attempt += 1) {
      const refused = await verify(owner, ownCompanyId, wrong);
      expect(refused.status).toBe(422);
      expect(refused.body.errors.card_serial_number[0]).toMatch(/does not match/);
    }
    const limited = await verify(owner, ownCompanyId, right);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    server.clock.advance(3600);
    await signInAll();
    const registered = await verify(owner, ownCompanyId, right);
    expect(registered.status).toBe(200);
    expect(exactly(CardAccountResponse, registered.body).data).toMatchObject({ status: 'ACTIVE', registered: true });
    // Once per card.
    expect((await verify(owner, ownCompanyId, right)).status).toBe(422);
  });
});

describe('the account and the history belong to the company', () => {
  it('answers 404 for another company\'s account; another company\'s history holds none of ours', async () => {
    expect((await account(czOwner, ownCompanyId)).status).toBe(404);
    expect((await account(owner, czCompanyId)).status).toBe(404);
    // Every member reads the company's card.
    expect((await account(installer, ownCompanyId)).body.data.status).toBe('ACTIVE');
    expect(exactly(TopUpHistoryResponse, (await history(czOwner)).body).data).toEqual([]);
  });
});

describe('topping up (SPEC §9: points × 2 = złoty)', () => {
  it('refuses an amount that is not one of the offered steps, and a company without an active card', async () => {
    expect((await topUp(owner, 75)).status).toBe(422);
    expect((await topUp(owner, '100')).status).toBe(422);
    const noCard = await topUp(nineWindows, 50);
    expect(noCard.status).toBe(422);
    expect(Object.keys(noCard.body.errors)).toEqual(['card']);
    expect((await topUp(installer, 50)).status).toBe(403);
  });

  it('reserves the points, sends the load, follows it to SUCCEEDED and tells the orderer', async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    const placed = v.parse(PlacedOrders, (await topUp(owner, 100)).body);
    expect(placed.company_points).toBe(900);
    const order = placed.data[0];
    expect(order?.meta.card?.top_up).toMatchObject({ amount: { points: 100, local: 200, currency: 'PLN' }, status: 'SUBMITTED' });
    const listed = exactly(TopUpHistoryResponse, (await history(owner, '?page=1')).body);
    expect(listed.meta).toEqual({ current_page: 1, last_page: 1, per_page: 4, total: 1 });
    expect(listed.data[0]).toMatchObject({ order_uuid: order?.uuid, amount: { points: 100, local: 200 }, status: 'SUBMITTED' });

    await job();
    server.clock.advance(PENDING_AFTER_SECONDS);
    await job();
    const pending = (await server.call<{ data: { status: number; meta: { card: { top_up: { status: string } } } } }>('GET', `/api/v2/orders/${order?.uuid}`, { token: owner })).body.data;
    expect([pending.status, pending.meta.card.top_up.status]).toEqual([APPROVED, 'PENDING']);
    server.clock.advance(SETTLED_AFTER_SECONDS - PENDING_AFTER_SECONDS);
    await job();
    const done = (await server.call<{ data: { status: number; meta: { card: { top_up: { status: string } } } } }>('GET', `/api/v2/orders/${order?.uuid}`, { token: owner })).body.data;
    expect([done.status, done.meta.card.top_up.status]).toEqual([COMPLETED, 'SUCCEEDED']);
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(900);
    expect((await account(owner, ownCompanyId)).body.data.balance).toEqual({ amount: 200, currency: 'PLN' });
    const [notice] = await server.db.select().from(notifications)
      .where(and(eq(notifications.event, 'order_status'), eq(notifications.title, 'Karta klubowa doładowana')));
    expect(notice?.text).toContain(order?.number ?? 'no order');
  });

  it('gives the points back once when the issuer refuses, even reported twice at once, and tells the orderer to check the e-mail', async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    const order = v.parse(PlacedOrders, (await topUp(owner, 250)).body).data[0];
    const [row] = await server.db.select().from(clubCardTopUps).innerJoin(orders, eq(orders.id, clubCardTopUps.orderId)).where(eq(orders.uuid, order?.uuid ?? ''));
    const report = () => server.dev('POST', '/api/dev/operator/card/outcome', { body: { top_up: row?.club_card_top_ups.uuid, status: 'REFUSED' } });
    const answers = await Promise.all([report(), report()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await returnedPoints(order?.uuid ?? '')).toHaveLength(1);
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(1000);
    const detail = (await server.call<{ data: { status: number; meta: { card: { top_up: { status: string } } } } }>('GET', `/api/v2/orders/${order?.uuid}`, { token: owner })).body.data;
    expect([detail.status, detail.meta.card.top_up.status]).toEqual([REJECTED, 'REFUSED']);
    // The issuer's own later report changes nothing.
    server.clock.advance(SETTLED_AFTER_SECONDS);
    await job();
    expect(await returnedPoints(order?.uuid ?? '')).toHaveLength(1);
    const [notice] = await server.db.select().from(notifications).where(eq(notifications.title, 'Doładowanie karty klubowej odmówione'));
    expect(notice?.text).toMatch(/e-mail/);
    // A top-up follows the issuer alone: staff move it by reporting the issuer's outcome, not by an order command.
    for (const action of ['approve', 'complete', 'reject']) {
      expect(await operatorOrders(action, order?.number ?? '')).toEqual({
        status: 409, body: { message: 'Top-ups follow the card issuer: report its outcome with `card outcome`.' },
      });
    }
  });

  it('refuses every top-up of an amount the operator marked', async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    expect((await server.dev('POST', '/api/dev/operator/card/refuse', { body: { points: 50 } })).status).toBe(200);
    const order = v.parse(PlacedOrders, (await topUp(owner, 50)).body).data[0];
    await job();
    server.clock.advance(SETTLED_AFTER_SECONDS);
    await job();
    const detail = (await server.call<{ data: { status: number; meta: { card: { top_up: { status: string } } } } }>('GET', `/api/v2/orders/${order?.uuid}`, { token: owner })).body.data;
    expect(detail.meta.card.top_up.status).toBe('REFUSED');
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(1000);
  });

  it('places exactly one of 20 concurrent top-ups the points allow once', async () => {
    await setBalance(server, 'owner@demo.pl', 700);
    const before = await openTopUps(ownCompanyId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => topUp(owner, 500)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(19);
    expect(await openTopUps(ownCompanyId)).toBe(before + 1);
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(200);
  });

  it('places one top-up for the same Idempotency-Key sent 10 times', async () => {
    await setBalance(server, 'owner@demo.pl', 1000);
    const before = await openTopUps(ownCompanyId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => topUp(owner, 100, 'top-up-once-only')));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(new Set(answers.map((answer) => answer.body.data[0].uuid)).size).toBe(1);
    expect(await openTopUps(ownCompanyId)).toBe(before + 1);
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(900);
  });

  it('pages the history 4 at a time, newest first', async () => {
    const first = v.parse(TopUpHistoryResponse, (await history(owner, '?page=1&limit=4')).body);
    const total = await openTopUps(ownCompanyId);
    expect(first.data).toHaveLength(4);
    expect(first.meta).toEqual({ current_page: 1, last_page: Math.ceil(total / 4), per_page: 4, total });
    const times = first.data.map((item) => item.dateTime);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
