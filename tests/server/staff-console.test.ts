/**
 * The staff console's reads and writes (issue 27): find, the company page, emulation links and
 * the order steps, inside the member's regions and on the audit log. Expected answers are written
 * from the issue and the demo data (README "Demo accounts"), not read from the code under test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_STATUS } from '../../src/contract/shop';
import { orders } from '../../src/server/db/schema';
import { fulfilDueOrders, voucherSimulator } from '../../src/server/domain/order-status';
import { runCardJob } from '../../src/server/domain/club-card';
import { createTestServer, type TestServer } from './harness';
import { TICKET_INFO, identityOf, type Identity } from './route-samples';
import { DELIVERY, balanceOf, setBalance, setStock, variantBySku } from './shop-fixtures';

let server: TestServer;
let support: string;
let fulfilment: string;
let admin: string;
/** A support agent limited to Czechia. */
let czechAgent: string;
let owner: string;

beforeAll(async () => {
  const high = { limit: 100_000, windowSeconds: 600 };
  server = await createTestServer({ rateLimits: { login: high, verify: high } });
  support = (await server.staffSignIn('support@staff.demo')).token;
  fulfilment = (await server.staffSignIn('fulfilment@staff.demo')).token;
  admin = (await server.staffSignIn('admin@staff.demo')).token;
  await server.dev('POST', '/api/dev/operator/staff', { body: { email: 'cz.agent@staff.demo', name: 'Czech Agent', roles: ['support', 'fulfilment'], regions: ['cz'] } });
  czechAgent = (await server.staffSignIn('cz.agent@staff.demo')).token;
  owner = (await server.signIn('owner@demo.pl')).pair.token;
});
afterAll(async () => {
  await server.close();
});

const get = (path: string, token: string) => server.call('GET', `/api/staff/v1${path}`, { token });
const post = (path: string, token: string) => server.call('POST', `/api/staff/v1${path}`, { token, ip: '198.51.100.7' });
const find = async (q: string, token = support) => (await get(`/find?q=${encodeURIComponent(q)}`, token)).body.data as { kind: string; email?: string; name: string }[];
const emails = (found: { kind: string; email?: string }[]) => found.filter((entry) => entry.kind === 'person').map((entry) => entry.email);

async function companyUuid(name: string): Promise<string> {
  const [company] = (await find(name, admin)).filter((entry) => entry.kind === 'company' && entry.name === name) as unknown as { uuid: string }[];
  if (!company) throw new Error(`no company ${name}`);
  return company.uuid;
}

/** The owner's company gets its club card the portal's way: ordered, issued by the issuer simulator after 20 s, registered by its CSN. */
async function activeClubCard(): Promise<void> {
  const cards = await server.call('GET', '/api/v2/shop/products/cards?type=club_card', { token: owner });
  const ordered = await server.call('POST', '/api/v2/orders', {
    token: owner, body: { type: 'club_card', order: [{ uuid: cards.body.data[0].variants[0].uuid, quantity: 1 }], customer: { name: 'Piotr', surname: 'Nowak' } },
  });
  expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
  server.clock.advance(21);
  await runCardJob({ db: server.db, clock: server.clock, cardIssuer: server.cardIssuer });
  const listed = await server.dev<{ data: { company: string; serial_number: string }[] }>('GET', '/api/dev/operator/card');
  const serial = listed.body.data.find((card) => card.company === 'Dachy Nowak Sp. z o.o.')?.serial_number;
  const own = await server.call('GET', '/api/v1/company/user/self', { token: owner });
  const verified = await server.call('PATCH', `/api/v1/edenred/card/verify/${own.body.data.company.id}`, { token: owner, body: { card_serial_number: serial } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
}

async function auditEntries(action: string) {
  const log = await get('/audit', admin);
  return (log.body.data as { action: string; by: string; company_id: number | null; user_id: number | null; client_ip: string | null; details: Record<string, unknown> }[])
    .filter((entry) => entry.action === action);
}

describe('find', () => {
  it('finds the Polish owner by his phone in any format, his e-mail and his name', async () => {
    // Demo data: Piotr Nowak, owner@demo.pl, +48 600 000 001.
    for (const q of ['+48 600 000 001', '600000001', '600-000-001', '0048 600 000 001', '(+48) 600 000 001', 'OWNER@demo.pl', 'Piotr Nowak']) {
      expect({ q, found: emails(await find(q)) }).toEqual({ q, found: ['owner@demo.pl'] });
    }
  });

  it('finds a company by name and by registration number', async () => {
    const byName = (await find('Dachy Nowak')).filter((entry) => entry.kind === 'company');
    expect(byName.map((entry) => entry.name)).toEqual(['Dachy Nowak Sp. z o.o.']);
    const byNumber = (await find('6762468294')).filter((entry) => entry.kind === 'company');
    expect(byNumber).toEqual([expect.objectContaining({ name: 'Dachy Nowak Sp. z o.o.', region: 'pl', registration_number: '6762468294' })]);
  });

  it('takes LIKE wildcards literally and refuses a query too short or too long', async () => {
    expect(await find('%%')).toEqual([]);
    expect(await find('__')).toEqual([]);
    expect((await get('/find?q=a', support)).status).toBe(422);
    expect((await get(`/find?q=${'a'.repeat(101)}`, support)).status).toBe(422);
  });

  it('keeps a region-limited agent inside the region: another region\'s people and companies are not found', async () => {
    expect(emails(await find('+48 600 000 001', czechAgent))).toEqual([]);
    expect(emails(await find('+420 601 000 001', czechAgent))).toEqual(['owner@demo.cz']);
    expect(emails(await find('@demo.', czechAgent))).toEqual(['owner@demo.cz']);
  });
});

describe('the company page', () => {
  it('shows the company, its members with roles and status, its points and its onboarding', async () => {
    const uuid = await companyUuid('Dachy Nowak Sp. z o.o.');
    const page = await get(`/companies/${uuid}`, support);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      name: 'Dachy Nowak Sp. z o.o.', region: 'pl', registration_number: '6762468294', active: true,
      onboarding: { terms_accepted: true, numbers_given: true },
      // docs/decisions.md "Recommended companies".
      recommended: true,
    });
    expect(page.body.data.members).toEqual(expect.arrayContaining([
      expect.objectContaining({ email: 'owner@demo.pl', phone: '+48600000001', role: 3, status: 'active' }),
      expect.objectContaining({ email: 'installer@demo.pl', role: 4, status: 'active' }),
    ]));
    // The points the portal shows the owner.
    const own = await server.call('GET', `/api/v1/company/user/self`, { token: owner });
    const summary = await server.call('GET', `/api/v1/company/points/${own.body.data.company.id}`, { token: owner });
    expect(page.body.data.points).toBe(summary.body.data.company_points);
  });

  it('lists the ledger, projects with their scans, orders and conversations as the installer sees them', async () => {
    const uuid = await companyUuid('Dachy Nowak Sp. z o.o.');
    const ledger = await get(`/companies/${uuid}/ledger`, fulfilment);
    const portalLedger = await server.call('GET', '/api/v1/points/history', { token: owner });
    expect(ledger.body).toEqual(portalLedger.body);
    const projects = await get(`/companies/${uuid}/projects`, fulfilment);
    expect(projects.status).toBe(200);
    expect(projects.body.data.length).toBeGreaterThan(0);
    for (const project of projects.body.data) expect(Array.isArray(project.products)).toBe(true);
    const portalOrders = await server.call('GET', '/api/v2/orders?limit=20', { token: owner });
    expect((await get(`/companies/${uuid}/orders`, fulfilment)).body).toEqual(portalOrders.body);
    expect((await get(`/companies/${uuid}/tickets`, support)).status).toBe(200);
  });

  it('lists the club card\'s top-ups as the owner\'s card history shows them, newest first', async () => {
    const uuid = await companyUuid('Dachy Nowak Sp. z o.o.');
    await setBalance(server, 'owner@demo.pl', 1000);
    await activeClubCard();
    const placed = await server.call('POST', '/api/v2/orders', { token: owner, body: { type: 'top_up', amount: 50 } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const topUps = await get(`/companies/${uuid}/top-ups`, fulfilment);
    expect(topUps.status).toBe(200);
    expect(topUps.body.data[0]).toMatchObject({ order_uuid: placed.body.data[0].uuid, amount: { points: 50, local: 100, currency: 'PLN' }, status: 'SUBMITTED' });
    expect(topUps.body.meta).toMatchObject({ current_page: 1, per_page: 20 });
    const portal = await server.call('GET', '/api/v1/edenred/card/history?limit=20', { token: owner });
    expect(topUps.body).toEqual(portal.body);
  });

  it('answers 404 to a region-limited agent for another region\'s company, as for an unknown one', async () => {
    const polish = await companyUuid('Dachy Nowak Sp. z o.o.');
    for (const path of ['', '/ledger', '/projects', '/orders', '/tickets', '/top-ups']) {
      expect({ path, status: (await get(`/companies/${polish}${path}`, czechAgent)).status }).toEqual({ path, status: 404 });
    }
    expect((await get(`/companies/${await companyUuid('Střechy Novák s.r.o.')}`, czechAgent)).status).toBe(200);
    expect((await get('/companies/not-a-uuid', support)).status).toBe(404);
  });
});

describe('emulation links', () => {
  it('makes a single-use link that opens the portal read-only as the member, on the audit log with the address', async () => {
    const uuid = await companyUuid('Dachy Nowak Sp. z o.o.');
    const member = (await get(`/companies/${uuid}`, support)).body.data.members.find((m: { email: string }) => m.email === 'owner@demo.pl');
    const made = await post(`/companies/${uuid}/members/${member.uuid}/emulation`, support);
    expect(made.status).toBe(200);
    expect(Date.parse(made.body.data.expires_at) - server.clock.now().getTime()).toBe(5 * 60 * 1000);
    const code = (made.body.data.url as string).split('?x:')[1];
    const session = await server.call('POST', '/api/v2/installer/emulate', { body: { code } });
    expect(session.status).toBe(200);
    expect((await server.call('GET', '/api/v1/company/user/self', { token: session.body.token })).body.data.email).toBe('owner@demo.pl');
    expect((await server.call('POST', '/api/v2/installer/emulate', { body: { code } })).status).toBe(401);
    const [entry] = await auditEntries('emulation.link');
    expect(entry).toMatchObject({ by: 'support@staff.demo', user_id: expect.any(Number), client_ip: '198.51.100.7' });
  });

  it('refuses fulfilment, a member of another company and another region\'s company', async () => {
    const polish = await companyUuid('Dachy Nowak Sp. z o.o.');
    const czech = await companyUuid('Střechy Novák s.r.o.');
    const czechOwner = (await get(`/companies/${czech}`, admin)).body.data.members[0].uuid;
    const polishOwner = (await get(`/companies/${polish}`, admin)).body.data.members[0].uuid;
    expect((await post(`/companies/${polish}/members/${polishOwner}/emulation`, fulfilment)).status).toBe(403);
    expect((await post(`/companies/${polish}/members/${czechOwner}/emulation`, support)).status).toBe(404);
    expect((await post(`/companies/${polish}/members/${polishOwner}/emulation`, czechAgent)).status).toBe(404);
  });

  it('is on the audit log as the operator\'s when the operator command makes it', async () => {
    await server.dev('POST', '/api/dev/operator/emulate', { body: { email: 'owner@demo.cz', by: 'night shift' } });
    expect((await auditEntries('emulation.link'))[0]).toMatchObject({ by: 'operator' });
  });
});

describe('order steps', () => {
  async function productOrder(): Promise<{ uuid: string; number: string }> {
    const placed = await server.call('POST', '/api/v2/orders', {
      token: owner, body: { type: 'product', order: [{ uuid: (await variantBySku(server, 'PL-TOOL-DRILL-18V-SET')).uuid, quantity: 1 }], customer: DELIVERY },
    });
    expect(placed.status).toBe(200);
    return placed.body.data[0];
  }

  it('lists the queue by status and vendor, oldest first', async () => {
    await setBalance(server, 'owner@demo.pl', 50_000);
    await setStock(server, 'PL-TOOL-DRILL-18V-SET', 100);
    const first = await productOrder();
    server.clock.advance(1);
    const second = await productOrder();
    const queue = await get('/orders?status=1', fulfilment);
    const numbers = (queue.body.data as { number: string }[]).map((order) => order.number);
    expect(numbers.indexOf(first.number)).toBeLessThan(numbers.indexOf(second.number));
    const vendor = queue.body.data.find((order: { number: string }) => order.number === first.number).vendor.id;
    const byVendor = await get(`/orders?status=1&vendor=${vendor}`, fulfilment);
    expect((byVendor.body.data as { vendor: { id: number } }[]).every((order) => order.vendor.id === vendor)).toBe(true);
    expect((await get('/orders?status=1', czechAgent)).body.data.map((order: { number: string }) => order.number)).not.toContain(first.number);
  });

  it('approves an order approved twice at once exactly once: the other answers 409', async () => {
    const order = await productOrder();
    const answers = await Promise.all([post(`/orders/${order.uuid}/approve`, fulfilment), post(`/orders/${order.uuid}/approve`, admin)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 200)?.body.data.status).toBe(ORDER_STATUS.approved);
    expect((await auditEntries('order.approve')).filter((entry) => entry.details.order === order.number)).toHaveLength(1);
    expect((await post(`/orders/${order.uuid}/complete`, fulfilment)).body.data.status).toBe(ORDER_STATUS.completed);
  });

  it('rejects once, giving points and stock back once', async () => {
    await setBalance(server, 'owner@demo.pl', 50_000);
    const stock = (await variantBySku(server, 'PL-TOOL-DRILL-18V-SET')).stock;
    const order = await productOrder();
    const answers = await Promise.all([post(`/orders/${order.uuid}/reject`, fulfilment), post(`/orders/${order.uuid}/reject`, fulfilment)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(server, 'owner@demo.pl')).toBe(50_000);
    expect((await variantBySku(server, 'PL-TOOL-DRILL-18V-SET')).stock).toBe(stock);
    const [entry] = await auditEntries('order.reject');
    expect(entry).toMatchObject({ by: 'fulfilment@staff.demo', details: { order: order.number }, client_ip: '198.51.100.7' });
  });

  it('refuses support, another region\'s agent (404) and an unknown order (404)', async () => {
    const order = await productOrder();
    expect((await post(`/orders/${order.uuid}/approve`, support)).status).toBe(403);
    expect((await post(`/orders/${order.uuid}/approve`, czechAgent)).status).toBe(404);
    expect((await post('/orders/00000000-0000-4000-8000-000000000000/approve', fulfilment)).status).toBe(404);
    expect((await post('/orders/not-a-uuid/approve', fulfilment)).status).toBe(404);
  });

  it('writes the operator command\'s steps on the audit log as the operator\'s', async () => {
    const order = await productOrder();
    expect((await server.dev('POST', '/api/dev/operator/orders', { body: { action: 'approve', number: order.number } })).status).toBe(200);
    expect((await auditEntries('order.approve'))[0]).toMatchObject({ by: 'operator', details: { order: order.number } });
  });
});

describe('the chat inbox', () => {
  const inbox = async (token = support) => (await get('/support/conversations', token)).body.data as { uuid: string; unread: number; status: number }[];
  async function ask(title: string): Promise<string> {
    const opened = await server.call('POST', '/api/v1/support', { token: owner, body: { title, body: 'Where are my points?', info: TICKET_INFO } });
    expect(opened.status).toBe(200);
    return opened.body.uuid as string;
  }
  const say = (uuid: string, message: string) => server.call('POST', `/api/v1/support/${uuid}/chat`, { token: owner, body: { message } });
  const reply = (uuid: string, message: string, token = support) =>
    server.call('POST', `/api/staff/v1/support/conversations/${uuid}/messages`, { token, body: { message }, ip: '198.51.100.7' });

  it('lists open conversations with unread counts, the longest-waiting first', async () => {
    const first = await ask('First question');
    server.clock.advance(60);
    const second = await ask('Second question');
    server.clock.advance(60);
    await say(first, 'Hello?');
    const waiting = (await inbox()).filter((ticket) => [first, second].includes(ticket.uuid));
    expect(waiting.map((ticket) => [ticket.uuid, ticket.unread])).toEqual([[first, 2], [second, 1]]);
    expect((await reply(first, 'Looking into it.')).status).toBe(200);
    const after = (await inbox()).filter((ticket) => [first, second].includes(ticket.uuid));
    // Answered: nothing unread, and the one still waiting comes first.
    expect(after.map((ticket) => [ticket.uuid, ticket.unread])).toEqual([[second, 1], [first, 0]]);
  });

  it('keeps both of two replies sent at once, in order, and the member sees them and is notified', async () => {
    const uuid = await ask('Two answers');
    const answers = await Promise.all([reply(uuid, 'Answer from support'), reply(uuid, 'Answer from admin', admin)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const shown = (await get(`/support/conversations/${uuid}`, support)).body.data;
    const messages = (shown.messages as { sender: string; message: string }[]).map((m) => m.message);
    // The question first, then both answers, each once, whichever the database stored first.
    expect(messages).toHaveLength(3);
    expect(messages[0]).toBe('Where are my points?');
    expect(messages.slice(1).sort()).toEqual(['Answer from admin', 'Answer from support']);
    const chat = await server.call('GET', `/api/v1/support/${uuid}/chat`, { token: owner });
    expect(chat.body.data.messages.filter((m: { sender: string }) => m.sender === 'admin')).toHaveLength(2);
    const notices = await server.call('GET', '/api/v1/notifications', { token: owner });
    expect(notices.body.data.filter((n: { meta?: { ticket_uuid?: string } }) => n.meta?.ticket_uuid === uuid).length).toBeGreaterThanOrEqual(1);
    const [entry] = await auditEntries('support.reply');
    expect(entry).toMatchObject({ client_ip: '198.51.100.7', details: { ticket_uuid: uuid } });
  });

  it('tells who asked, the company with its uuid, what it was asked from and who answered last', async () => {
    const projects = await server.call('GET', '/api/v1/project', { token: owner });
    const project = projects.body.data[0] as { uuid: string; name: string };
    const opened = await server.call('POST', '/api/v1/support', {
      token: owner, body: { title: 'About my project', body: 'Is it counted?', info: TICKET_INFO, context: { type: 'project', uuid: project.uuid } },
    });
    const uuid = opened.body.uuid as string;
    const listed = () => get('/support/conversations', support).then((answer) => answer.body.data.find((ticket: { uuid: string }) => ticket.uuid === uuid));
    // Demo data: Piotr Nowak, the owner of Dachy Nowak Sp. z o.o., asked.
    expect(await listed()).toMatchObject({
      title: 'About my project', status: 1, unread: 1,
      member: { name: 'Piotr Nowak' },
      company: { uuid: await companyUuid('Dachy Nowak Sp. z o.o.'), name: 'Dachy Nowak Sp. z o.o.' },
      context: { type: 'project', uuid: project.uuid, label: project.name },
      last_message: { sender: 'installer', message: 'Is it counted?', staff: null },
    });
    await reply(uuid, 'Yes, it is.', admin);
    // The demo admin's name is on the answer: another agent sees it has just been answered.
    const answered = await listed();
    expect(answered).toMatchObject({ status: 2, unread: 0, last_message: { sender: 'admin', message: 'Yes, it is.', staff: 'Adam Admin' } });
    const shown = (await get(`/support/conversations/${uuid}`, support)).body.data;
    expect(shown).toMatchObject({ member: { name: 'Piotr Nowak' }, context: { label: project.name }, typing: [] });
    expect(shown.messages.map((m: { staff: string | null }) => m.staff)).toEqual([null, 'Adam Admin']);
  });

  it('filters by status: open, in progress, closed (the latest closed first); a filter it does not know is refused', async () => {
    const waiting = await ask('Filter: waiting');
    const answered = await ask('Filter: answered');
    await reply(answered, 'On it.');
    const closedFirst = await ask('Filter: closed first');
    await post(`/support/conversations/${closedFirst}/close`, support);
    server.clock.advance(60);
    const closedLater = await ask('Filter: closed later');
    await post(`/support/conversations/${closedLater}/close`, support);
    const uuids = async (status: string) =>
      ((await get(`/support/conversations?status=${status}`, support)).body.data as { uuid: string }[]).map((ticket) => ticket.uuid);
    const open = await uuids('open');
    expect(open).toContain(waiting);
    expect(open).not.toContain(answered);
    expect(await uuids('in_progress')).toEqual(expect.arrayContaining([answered]));
    expect(await uuids('in_progress')).not.toContain(waiting);
    const closed = await uuids('closed');
    expect(closed.filter((uuid) => [closedFirst, closedLater].includes(uuid))).toEqual([closedLater, closedFirst]);
    expect(await uuids('active')).toEqual(expect.arrayContaining([waiting, answered]));
    expect(await uuids('active')).not.toContain(closedLater);
    expect((await get('/support/conversations?status=done', support)).status).toBe(422);
  });

  it('shows another staff member typing for a few seconds, never one\'s own typing', async () => {
    const uuid = await ask('Typing');
    expect((await post(`/support/conversations/${uuid}/typing`, support)).status).toBe(200);
    expect((await get(`/support/conversations/${uuid}`, admin)).body.data.typing).toEqual(['Sam Support']);
    expect((await get(`/support/conversations/${uuid}`, support)).body.data.typing).toEqual([]);
    server.clock.advance(8);
    expect((await get(`/support/conversations/${uuid}`, admin)).body.data.typing).toEqual([]);
    await post(`/support/conversations/${uuid}/typing`, support);
    await reply(uuid, 'Done typing');
    expect((await get(`/support/conversations/${uuid}`, admin)).body.data.typing).toEqual([]);
  });

  it('closes and reopens, on the audit log; the operator\'s close is the operator\'s', async () => {
    const uuid = await ask('Close me');
    expect((await post(`/support/conversations/${uuid}/close`, support)).status).toBe(200);
    expect((await inbox()).map((ticket) => ticket.uuid)).not.toContain(uuid);
    expect((await post(`/support/conversations/${uuid}/reopen`, support)).status).toBe(200);
    expect((await inbox()).find((ticket) => ticket.uuid === uuid)?.status).toBe(1);
    expect((await auditEntries('support.close'))[0]).toMatchObject({ by: 'support@staff.demo', details: { ticket_uuid: uuid } });
    expect((await auditEntries('support.reopen'))[0]).toMatchObject({ by: 'support@staff.demo', details: { ticket_uuid: uuid } });
    await server.dev('POST', `/api/dev/operator/support/${uuid}/close`);
    expect((await auditEntries('support.close'))[0]).toMatchObject({ by: 'operator', details: { ticket_uuid: uuid } });
  });

  it('keeps another region\'s conversations from a region-limited agent', async () => {
    const uuid = await ask('Polish question');
    expect((await inbox(czechAgent)).map((ticket) => ticket.uuid)).not.toContain(uuid);
    for (const path of ['', '/typing', '/close', '/reopen']) {
      const answer = path ? await post(`/support/conversations/${uuid}${path}`, czechAgent) : await get(`/support/conversations/${uuid}`, czechAgent);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
    expect((await reply(uuid, 'Hi', czechAgent)).status).toBe(404);
  });
});

describe('the orders desk', () => {
  /** The owner's records as the access matrix makes them: a material order, an open card order, a top-up waiting for its outcome. */
  let me: Identity;
  beforeAll(async () => {
    me = await identityOf(server, owner);
  });
  const orderUuidOf = async (number: string) => (await server.db.select({ uuid: orders.uuid }).from(orders).where(eq(orders.number, number)))[0]?.uuid ?? '';
  const send = (path: string, token: string, body: unknown) => server.call('POST', `/api/staff/v1${path}`, { token, body, ip: '198.51.100.7' });

  it('shows an order with its items, company, who placed it and its vendor; 404 outside the member\'s regions', async () => {
    await setBalance(server, 'owner@demo.pl', 50_000);
    await setStock(server, 'PL-TOOL-DRILL-18V-SET', 100);
    const placed = await server.call('POST', '/api/v2/orders', {
      token: owner, body: { type: 'product', order: [{ uuid: (await variantBySku(server, 'PL-TOOL-DRILL-18V-SET')).uuid, quantity: 2 }], customer: DELIVERY },
    });
    const { uuid, number } = placed.body.data[0];
    const shown = await get(`/orders/${uuid}`, fulfilment);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      uuid, number, status: ORDER_STATUS.pending, item_count: 2,
      company: { name: 'Dachy Nowak Sp. z o.o.', region: 'pl' },
      ordered_by: { email: 'owner@demo.pl', name: 'Piotr', surname: 'Nowak' },
      meta: { type: 'product', contents: [expect.objectContaining({ sku: 'PL-TOOL-DRILL-18V-SET', quantity: 2 })], response: null, material: null },
      staff_proof_url: null,
    });
    // The same order the owner's order page shows.
    const portal = await server.call('GET', `/api/v2/orders/${uuid}`, { token: owner });
    expect(shown.body.data).toMatchObject(portal.body.data);
    expect((await get(`/orders/${uuid}`, czechAgent)).status).toBe(404);
    expect((await get(`/orders/${uuid}`, support)).status).toBe(403);
    expect((await get('/orders/00000000-0000-4000-8000-000000000000', fulfilment)).status).toBe(404);
    expect((await get('/orders/not-a-uuid', fulfilment)).status).toBe(404);
  });

  it('shows a voucher order\'s voucher once issued', async () => {
    expect((await get(`/orders/${me.order}`, fulfilment)).body.data.meta).toMatchObject({ type: 'voucher' });
    // docs/server.md: the simulator takes a voucher order 20 s after it was placed.
    server.clock.advance(20);
    await fulfilDueOrders({ db: server.db, clock: server.clock }, voucherSimulator('staff-console-test'));
    const shown = (await get(`/orders/${me.order}`, fulfilment)).body.data;
    expect(shown).toMatchObject({ status: ORDER_STATUS.completed, meta: { response: { number: expect.stringMatching(/^\w{4}-\w{4}-\w{4}$/), expiresAt: expect.any(String) } } });
  });

  it('gives staff a material order\'s input data and its print-ready proof; other orders have none', async () => {
    const shown = (await get(`/orders/${me.materialOrder}`, fulfilment)).body.data;
    expect(shown.meta.material).toMatchObject({ configuration_uuid: me.configuration });
    expect(shown.staff_proof_url).toBe(`/api/staff/v1/orders/${me.materialOrder}/proof.pdf`);
    const proof = await server.call('GET', shown.staff_proof_url, { token: fulfilment });
    expect(proof.status).toBe(200);
    expect(proof.headers.get('content-type')).toBe('application/pdf');
    expect((await server.call('GET', `/api/staff/v1/orders/${me.materialOrder}/proof.pdf`, { token: czechAgent })).status).toBe(404);
    expect((await server.call('GET', `/api/staff/v1/orders/${me.order}/proof.pdf`, { token: fulfilment })).status).toBe(404);
  });

  it('lists the vendors of the member\'s regions for the queue\'s filter', async () => {
    const all = (await get('/vendors', fulfilment)).body.data as { id: number; region: string }[];
    expect(all.some((vendor) => vendor.region === 'pl')).toBe(true);
    const czech = (await get('/vendors', czechAgent)).body.data as { region: string }[];
    expect(czech.length).toBeGreaterThan(0);
    expect(czech.every((vendor) => vendor.region === 'cz')).toBe(true);
  });

  it('lists the top-ups awaiting an outcome and sets one once, on the audit log; a region-limited agent sees none of another region', async () => {
    const waiting = (await get('/top-ups', fulfilment)).body.data as { uuid: string; status: string; company: { name: string } }[];
    expect(waiting).toEqual(expect.arrayContaining([expect.objectContaining({ uuid: me.topUp, status: 'SUBMITTED', company: expect.objectContaining({ name: 'Dachy Nowak Sp. z o.o.' }) })]));
    expect(((await get('/top-ups', czechAgent)).body.data as { uuid: string }[]).map((topUp) => topUp.uuid)).not.toContain(me.topUp);
    expect((await send(`/top-ups/${me.topUp}/outcome`, czechAgent, { status: 'SUCCEEDED' })).status).toBe(404);
    expect((await send(`/top-ups/${me.topUp}/outcome`, fulfilment, { status: 'PENDING' })).status).toBe(422);
    const answers = await Promise.all([send(`/top-ups/${me.topUp}/outcome`, fulfilment, { status: 'REFUSED' }), send(`/top-ups/${me.topUp}/outcome`, admin, { status: 'SUCCEEDED' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(((await get('/top-ups', fulfilment)).body.data as { uuid: string }[]).map((topUp) => topUp.uuid)).not.toContain(me.topUp);
    const entries = (await auditEntries('card.outcome')).filter((entry) => entry.details.top_up === me.topUp);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ client_ip: '198.51.100.7', company_id: me.companyId });
  });

  it('issues an open card order\'s card once, on the audit log; only a card order', async () => {
    const uuid = await orderUuidOf(me.cardOrderNumber);
    expect((await send(`/orders/${uuid}/card/issue`, czechAgent, {})).status).toBe(404);
    expect((await send(`/orders/${me.order}/card/issue`, fulfilment, {})).status).toBe(404);
    const answers = await Promise.all([send(`/orders/${uuid}/card/issue`, fulfilment, {}), send(`/orders/${uuid}/card/issue`, admin, {})]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await get(`/orders/${uuid}`, fulfilment)).body.data).toMatchObject({ status: ORDER_STATUS.completed, meta: { card: { card: expect.objectContaining({ card_number: expect.any(String) }) } } });
    const entries = (await auditEntries('card.issue')).filter((entry) => entry.details.order === me.cardOrderNumber);
    expect(entries).toEqual([expect.objectContaining({ by: expect.stringMatching(/^(fulfilment|admin)@staff\.demo$/), company_id: me.companyId })]);
  });

  it('writes the operator\'s card issue and top-up outcome on the audit log as the operator\'s', async () => {
    const other = await identityOf(server, owner);
    expect((await server.dev('POST', '/api/dev/operator/card/issue', { body: { number: other.cardOrderNumber } })).status).toBe(200);
    expect((await auditEntries('card.issue'))[0]).toMatchObject({ by: 'operator', details: { order: other.cardOrderNumber } });
    expect((await server.dev('POST', '/api/dev/operator/card/outcome', { body: { top_up: other.topUp, status: 'SUCCEEDED' } })).status).toBe(200);
    expect((await auditEntries('card.outcome'))[0]).toMatchObject({ by: 'operator', details: { top_up: other.topUp, status: 'SUCCEEDED' } });
  });
});
