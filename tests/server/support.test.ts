/**
 * The support chat: the member's four calls (SPEC §7), conversations belong to who opened them,
 * the context of a conversation, and the staff side (operator list/show/reply/close) with the
 * reply's notification linking back to the conversation.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Chat, TICKET_STATUS, TicketsPage } from '../../src/contract/support';
import { DEMO_SUPPORT_TICKET_UUID } from '../../src/server/db/demo-data';
import { createTestServer, type TestServer } from './harness';
import { TICKET_INFO } from './route-samples';

let server: TestServer;
let owner: string;
let installer: string;
beforeAll(async () => {
  server = await createTestServer({ rateLimits: { login: { limit: 1000, windowSeconds: 600 }, verify: { limit: 1000, windowSeconds: 600 } } });
  owner = (await server.signIn('owner@demo.pl')).pair.token;
  installer = (await server.signIn('installer@demo.pl')).pair.token;
});
afterAll(async () => {
  await server.close();
});

const open = (token: string, body: Record<string, unknown>) =>
  server.call('POST', '/api/v1/support', { token, body: { info: TICKET_INFO, ...body } });
const chat = async (token: string, uuid: string) => {
  const response = await server.call('GET', `/api/v1/support/${uuid}/chat`, { token });
  expect(response.status).toBe(200);
  return v.parse(Chat, response.body).data;
};
const list = async (token: string, query = '') => v.parse(TicketsPage, (await server.call('GET', `/api/v1/support${query}`, { token })).body);

describe('the demo conversation', () => {
  it('exists for the Polish owner with its messages, as the demo notification promises', async () => {
    const conversation = await chat(owner, DEMO_SUPPORT_TICKET_UUID);
    expect(conversation.ticket).toMatchObject({ title: 'Brak punktów za projekt przy ul. Lipowej 8', status: TICKET_STATUS.inProgress });
    expect(conversation.messages.map((m) => m.sender)).toEqual(['installer', 'admin']);
    const notification = await server.call('GET', '/api/v1/notifications/00000000-0000-4000-8000-000000000105', { token: owner });
    expect(notification.body.data.meta.ticket_uuid).toBe(DEMO_SUPPORT_TICKET_UUID);
  });
});

describe('the member\'s calls', () => {
  it('opens a conversation with its first message and answers its uuid; title and body are required', async () => {
    const missing = await open(installer, { title: ' ', body: '' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ title: ['required'], body: ['required'] });
    const wrongApp = await open(installer, { title: 'x', body: 'y', info: { ...TICKET_INFO, appType: 'ios' } });
    expect(wrongApp.status).toBe(422);

    const created = await open(installer, { title: 'Skaner nie działa', body: 'Aparat nie czyta kodów.' });
    expect(created.status).toBe(200);
    const conversation = await chat(installer, created.body.uuid);
    expect(conversation.ticket).toMatchObject({ title: 'Skaner nie działa', status: TICKET_STATUS.open, context: null });
    expect(conversation.messages).toMatchObject([{ sender: 'installer', message: 'Aparat nie czyta kodów.' }]);
  });

  it('lists the caller\'s conversations only, newest activity first, 10 to a page with the total', async () => {
    for (let i = 0; i < 11; i += 1) {
      server.clock.advance(1);
      await open(installer, { title: `Pytanie ${i}`, body: 'Treść' });
    }
    const first = await list(installer);
    expect(first.data).toHaveLength(10);
    expect(first.data[0]?.title).toBe('Pytanie 10');
    expect(first.meta).toMatchObject({ total: 12, last_page: 2, per_page: 10 });
    expect((await list(installer, '?page=2')).data).toHaveLength(2);
    // The owner, in the same company, sees only their own.
    expect((await list(owner)).data.map((t) => t.title)).toEqual(['Brak punktów za projekt przy ul. Lipowej 8', 'Zmiana adresu firmy']);
    // installer_uuid can only name the caller.
    const ownerSelf = await server.call('GET', '/api/v1/company/user/self', { token: owner });
    expect((await list(installer, `?installer_uuid=${ownerSelf.body.data.uuid}`)).meta.total).toBe(0);
  });

  it('keeps a conversation from everyone but who opened it: colleague, other company, unknown uuid', async () => {
    const cz = (await server.signIn('owner@demo.cz')).pair.token;
    for (const token of [installer, cz]) {
      expect((await server.call('GET', `/api/v1/support/${DEMO_SUPPORT_TICKET_UUID}/chat`, { token })).status).toBe(404);
      expect((await server.call('POST', `/api/v1/support/${DEMO_SUPPORT_TICKET_UUID}/chat`, { token, body: { message: 'hi' } })).status).toBe(404);
    }
    expect((await server.call('GET', '/api/v1/support/not-a-uuid/chat', { token: owner })).status).toBe(404);
  });

  it('records a project or order context of the company; another company\'s project or order, or an unknown one, is refused', async () => {
    const projects = await server.call('GET', '/api/v1/project', { token: owner });
    const project = projects.body.data[0].uuid as string;
    const withProject = await open(owner, { title: 'Projekt', body: 'Pytanie o projekt', context: { type: 'project', uuid: project } });
    expect((await chat(owner, withProject.body.uuid)).ticket.context).toEqual({ type: 'project', uuid: project });
    const cz = (await server.signIn('owner@demo.cz')).pair.token;
    const foreign = await open(cz, { title: 'Projekt', body: 'Cudzy', context: { type: 'project', uuid: project } });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors)).toEqual(['context']);

    const order = await placeVoucherOrder(owner);
    const withOrder = await open(owner, { title: 'Zamówienie', body: 'Gdzie jest voucher?', context: { type: 'order', uuid: order } });
    expect((await chat(owner, withOrder.body.uuid)).ticket.context).toEqual({ type: 'order', uuid: order });
    for (const [token, uuid] of [[cz, order], [owner, '00000000-0000-4000-8000-00000000a001']] as const) {
      const refused = await open(token, { title: 'Zamówienie', body: 'Gdzie?', context: { type: 'order', uuid } });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['context']);
    }
  });
});

/** Places a 200-point voucher order of the caller's region (the Polish demo company can afford one); answers its uuid. */
async function placeVoucherOrder(token: string): Promise<string> {
  const vouchers = await server.call('GET', '/api/v2/shop/products?type=voucher', { token });
  const variants = await Promise.all((vouchers.body.data as { uuid: string }[]).map(async ({ uuid }) =>
    (await server.call('GET', `/api/v2/shop/products/${uuid}`, { token })).body.data.variants as { uuid: string; price: number; stock: number }[]));
  const variant = variants.flat().find((candidate) => candidate.price === 200 && candidate.stock > 0);
  if (!variant) throw new Error('no 200-point voucher in the demo catalogue');
  const placed = await server.call('POST', '/api/v2/orders', {
    token, body: { type: 'voucher', order: [{ uuid: variant.uuid, quantity: 1 }], customer: { name: 'Piotr', surname: 'Nowak' } },
  });
  expect(placed.status).toBe(200);
  return placed.body.data[0].uuid as string;
}

describe('staff answers (operator support list|show|reply|close)', () => {
  it('lists waiting conversations, shows one with its context, replies with a notification that links to it, and closes it', async () => {
    const projects = await server.call('GET', '/api/v1/project', { token: owner });
    const project = projects.body.data[0].uuid as string;
    const { body: { uuid } } = await open(owner, { title: 'Punkty', body: 'Gdzie moje punkty?', context: { type: 'project', uuid: project } });

    const waiting = await server.dev('GET', '/api/dev/operator/support');
    expect(waiting.body.data.map((t: { uuid: string }) => t.uuid)).toContain(uuid);
    const shown = await server.dev('GET', `/api/dev/operator/support/${uuid}`);
    expect(shown.body.data).toMatchObject({ company: 'Dachy Nowak Sp. z o.o.', context: { type: 'project', uuid: project }, info: { appType: 'web' } });

    server.clock.advance(5);
    const reply = await server.dev('POST', `/api/dev/operator/support/${uuid}/reply`, { body: { by: 'Magda', message: 'Sprawdzamy.' } });
    expect(reply.status).toBe(200);
    const conversation = await chat(owner, uuid);
    expect(conversation.ticket.status).toBe(TICKET_STATUS.inProgress);
    expect(conversation.messages.map((m) => [m.sender, m.message])).toEqual([['installer', 'Gdzie moje punkty?'], ['admin', 'Sprawdzamy.']]);

    const notifications = await server.call('GET', '/api/v1/notifications', { token: owner });
    const newest = notifications.body.data[0];
    expect(newest).toMatchObject({ event: 'support_reply', mark: 'unread', meta: { ticket_uuid: uuid } });
    expect(newest.text).toContain('Punkty');

    expect((await server.dev('POST', `/api/dev/operator/support/${uuid}/close`)).status).toBe(200);
    expect((await chat(owner, uuid)).ticket.status).toBe(TICKET_STATUS.done);
    expect((await server.dev('GET', '/api/dev/operator/support')).body.data.map((t: { uuid: string }) => t.uuid)).not.toContain(uuid);
    // The member writes again: open once more.
    await server.call('POST', `/api/v1/support/${uuid}/chat`, { token: owner, body: { message: 'Jeszcze jedno' } });
    expect((await chat(owner, uuid)).ticket.status).toBe(TICKET_STATUS.open);
  });

  it('answers 404 for an unknown conversation and 422 for an empty reply', async () => {
    expect((await server.dev('GET', '/api/dev/operator/support/00000000-0000-4000-8000-000000000999')).status).toBe(404);
    expect((await server.dev('POST', `/api/dev/operator/support/${DEMO_SUPPORT_TICKET_UUID}/reply`, { body: { by: 'x', message: ' ' } })).status).toBe(422);
  });
});
