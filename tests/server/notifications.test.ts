/** GET/PATCH /api/v1/notifications and the welcome notification of a registration, through the real app. */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/contract/errors';
import { NotificationResponse, NotificationsPage } from '../../src/contract/notifications';
import { companies, notifications, users } from '../../src/server/db/schema';
import { createNotification } from '../../src/server/domain/notifications';
import { createTestServer, type TestServer } from './harness';
import { polishRegistration } from './registration-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const OWNER_PL_SUPPORT_REPLY = '00000000-0000-4000-8000-000000000105';
const OWNER_PL_WELCOME = '00000000-0000-4000-8000-000000000101';
const UNKNOWN_UUID = '3f2b8c1e-9d4a-4e6f-8b7c-1a2d3e4f5a6b';

/** A company of its own with one member, so counts do not depend on the demo data. */
async function newMember(email: string): Promise<number> {
  const now = server.clock.now();
  const [company] = await server.db.insert(companies).values({
    name: 'Dachy Testowe', address: 'ul. Polna 3', city: 'Poznań', postalCode: '60-001', regionId: 10, createdAt: now, updatedAt: now,
  }).returning();
  const [user] = await server.db.insert(users).values({
    companyId: company?.id ?? 0, roleId: 3, name: 'Marek', surname: 'Testowy', email, languageId: 2, createdAt: now, updatedAt: now,
  }).returning();
  return user?.id ?? 0;
}

async function list(token: string, query = '') {
  const res = await server.call('GET', `/api/v1/notifications${query}`, { token });
  expect(res.status).toBe(200);
  return v.parse(NotificationsPage, res.body);
}

async function one(token: string, uuid: string) {
  const res = await server.call('GET', `/api/v1/notifications/${uuid}`, { token });
  expect(res.status).toBe(200);
  return v.parse(NotificationResponse, res.body).data;
}

const mark = (token: string, uuid: string, body: unknown) => server.call('PATCH', `/api/v1/notifications/${uuid}`, { token, body });

describe('GET /api/v1/notifications', () => {
  let token: string;
  beforeAll(async () => {
    const userId = await newMember('paging@demo.test');
    const now = server.clock.now().getTime();
    // #0 is the newest; #21 and #22 share a moment, so the id decides: the later one (#21) comes first.
    for (let i = 22; i >= 0; i -= 1) {
      await createNotification(server.db, {
        userId, type: 'info', event: 'test', title: `#${i}`, text: `Notification ${i}`,
        createdAt: new Date(now - Math.min(i, 21) * 60_000),
      });
    }
    token = (await server.signIn('paging@demo.test')).pair.token;
  });

  it('pages the caller\'s notifications newest first, with the totals and the unread count of every page', async () => {
    const first = await list(token);
    expect(first.data.map((n) => n.title)).toEqual(['#0', '#1', '#2', '#3', '#4', '#5', '#6', '#7', '#8', '#9']);
    expect(first.meta).toEqual({ current_page: 1, last_page: 3, per_page: 10, total: 23, unread: 23 });
    expect(first.data[0]).toMatchObject({ type: 'info', event: 'test', mark: 'unread', meta: {}, created_at: server.clock.now().toISOString() });

    const last = await list(token, '?page=3');
    expect(last.data.map((n) => n.title)).toEqual(['#20', '#21', '#22']);
    expect(last.meta).toMatchObject({ current_page: 3, last_page: 3 });

    const beyond = await list(token, '?page=4');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toEqual({ current_page: 4, last_page: 3, per_page: 10, total: 23, unread: 23 });

    const all = await list(token, '?limit=50');
    expect(all.data).toHaveLength(23);
    expect(all.meta).toMatchObject({ last_page: 1, per_page: 50 });
    const byFive = await list(token, '?page=2&limit=5');
    expect(byFive.data.map((n) => n.title)).toEqual(['#5', '#6', '#7', '#8', '#9']);
    expect(byFive.meta.last_page).toBe(5);
  });

  it('answers an empty first page with last_page 1', async () => {
    await newMember('nothing-yet@demo.test');
    const { pair } = await server.signIn('nothing-yet@demo.test');
    expect(await list(pair.token)).toEqual({ data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0, unread: 0 } });
  });

  it('refuses a limit outside 1-50 and a page below 1 with 422', async () => {
    for (const query of ['?limit=0', '?limit=51', '?limit=abc', '?page=0', '?page=-1']) {
      const res = await server.call('GET', `/api/v1/notifications${query}`, { token });
      expect(res.status, query).toBe(422);
      expect(res.body.message).toBe(SERVER_MESSAGES.validationFailed);
    }
    const res = await server.call('GET', '/api/v1/notifications?limit=51', { token });
    expect(res.body.errors).toEqual({ limit: ['The limit may not be greater than 50.'] });
  });

  it('answers 401 without a token', async () => {
    for (const res of [
      await server.call('GET', '/api/v1/notifications'),
      await server.call('GET', `/api/v1/notifications/${OWNER_PL_WELCOME}`),
      await server.call('PATCH', `/api/v1/notifications/${OWNER_PL_WELCOME}`, { body: { mark: 'read' } }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: SERVER_MESSAGES.unauthenticated });
    }
  });
});

describe('one notification', () => {
  it('is read by its uuid and marked read or unread; the unread count follows', async () => {
    const { pair } = await server.signIn('owner@demo.pl');
    const token = pair.token;
    const reply = await one(token, OWNER_PL_SUPPORT_REPLY);
    expect(reply).toMatchObject({ uuid: OWNER_PL_SUPPORT_REPLY, event: 'support_reply', type: 'info', mark: 'unread' });
    expect(reply.meta.ticket_uuid).toMatch(/^[0-9a-f-]{36}$/);
    const unread = (await list(token)).meta.unread;

    const read = await mark(token, OWNER_PL_SUPPORT_REPLY, { mark: 'read' });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ message: 'Notification updated.' });
    expect((await one(token, OWNER_PL_SUPPORT_REPLY)).mark).toBe('read');
    expect((await list(token)).meta.unread).toBe(unread - 1);

    expect((await mark(token, OWNER_PL_SUPPORT_REPLY, { mark: 'unread' })).status).toBe(200);
    expect((await one(token, OWNER_PL_SUPPORT_REPLY)).mark).toBe('unread');
    expect((await list(token)).meta.unread).toBe(unread);
  });

  it('keeps the first read time when marked read again', async () => {
    const userId = await newMember('read-twice@demo.test');
    await createNotification(server.db, { userId, type: 'warning', event: 'test', title: 'T', text: 'x', createdAt: server.clock.now() });
    const { pair } = await server.signIn('read-twice@demo.test');
    const [{ uuid } = { uuid: '' }] = (await list(pair.token)).data;
    const readAt = async () => (await server.db.select().from(notifications).where(eq(notifications.uuid, uuid)))[0]?.readAt;

    await mark(pair.token, uuid, { mark: 'read' });
    const first = server.clock.now();
    expect(await readAt()).toEqual(first);
    server.clock.advance(90);
    await mark(pair.token, uuid, { mark: 'read' });
    expect(await readAt()).toEqual(first);
    await mark(pair.token, uuid, { mark: 'unread' });
    expect(await readAt()).toBeNull();
  });

  it('refuses a mark other than read or unread with 422', async () => {
    const { pair } = await server.signIn('owner@demo.pl');
    const seen = await mark(pair.token, OWNER_PL_WELCOME, { mark: 'seen' });
    expect(seen.status).toBe(422);
    expect(seen.body.errors).toEqual({ mark: ['The selected mark is invalid.'] });
    expect((await mark(pair.token, OWNER_PL_WELCOME, {})).body.errors).toEqual({ mark: ['The mark field is required.'] });
    expect((await server.call('PATCH', `/api/v1/notifications/${OWNER_PL_WELCOME}`, { token: pair.token, raw: 'read' })).status).toBe(422);
  });
});

describe('scoping', () => {
  it('answers 404 for a colleague\'s, another company\'s, an unknown or a malformed uuid, and changes nothing', async () => {
    const installer = (await server.signIn('installer@demo.pl')).pair.token;
    const czech = (await server.signIn('owner@demo.cz')).pair.token;
    const answers = [
      await server.call('GET', `/api/v1/notifications/${OWNER_PL_SUPPORT_REPLY}`, { token: installer }),
      await mark(installer, OWNER_PL_SUPPORT_REPLY, { mark: 'read' }),
      await server.call('GET', `/api/v1/notifications/${OWNER_PL_SUPPORT_REPLY}`, { token: czech }),
      await mark(czech, OWNER_PL_SUPPORT_REPLY, { mark: 'read' }),
      await server.call('GET', `/api/v1/notifications/${UNKNOWN_UUID}`, { token: installer }),
      await mark(installer, UNKNOWN_UUID, { mark: 'read' }),
      await server.call('GET', '/api/v1/notifications/not-a-uuid', { token: installer }),
      await mark(installer, 'not-a-uuid', { mark: 'read' }),
      await server.call('GET', `/api/v1/notifications/${OWNER_PL_SUPPORT_REPLY}x`, { token: installer }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: SERVER_MESSAGES.notFound });
    }
    const owner = (await server.signIn('owner@demo.pl')).pair.token;
    expect((await one(owner, OWNER_PL_SUPPORT_REPLY)).mark).toBe('unread');
  });

  it('lists only the caller\'s own notifications', async () => {
    const { pair } = await server.signIn('installer@demo.pl');
    const page = await list(pair.token);
    expect(page.data.map((n) => n.uuid)).toEqual([
      '00000000-0000-4000-8000-000000000203', '00000000-0000-4000-8000-000000000202', '00000000-0000-4000-8000-000000000201',
    ]);
  });
});

describe('in an emulated session', () => {
  it('lists and opens notifications but answers 403 to marking one', async () => {
    const link = await server.dev('POST', '/api/dev/operator/emulate', { body: { email: 'owner@demo.pl', by: 'Eva from support' } });
    const { token } = (await server.call('POST', '/api/v2/installer/emulate', { body: { code: link.body.code } })).body;
    expect((await list(token)).meta.total).toBe(5);
    const res = await mark(token, OWNER_PL_SUPPORT_REPLY, { mark: 'read' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: SERVER_MESSAGES.emulationReadOnly });
    expect((await one(token, OWNER_PL_SUPPORT_REPLY)).mark).toBe('unread');
  });
});

describe('the welcome notification of a registration', () => {
  async function registerAndList(languageId: number) {
    const request = polishRegistration({ installer: { languages_id: languageId } });
    const registered = await server.call('POST', '/api/v2/company/register', { body: request, ip: server.newIp() });
    expect(registered.status).toBe(201);
    const { pair } = await server.signIn(request.installer.email);
    return list(pair.token);
  }

  it('greets the new owner in their language with the company\'s welcome points, unread', async () => {
    const page = await registerAndList(2);
    expect(page.meta).toMatchObject({ total: 1, unread: 1 });
    expect(page.data[0]).toEqual({
      uuid: expect.any(String),
      type: 'info',
      event: 'welcome',
      title: 'Witaj w Installer Club!',
      text: 'Twoja firma otrzymała 50 punktów powitalnych. Zarejestruj swój pierwszy projekt, skanuj montowane produkty i zbieraj kolejne punkty dla swojej firmy.',
      mark: 'unread',
      meta: {},
      created_at: server.clock.now().toISOString(),
    });
  });

  it('follows the chosen language, not the region, and falls back to English for Turkish', async () => {
    const czech = (await registerAndList(3)).data[0];
    expect(czech).toMatchObject({ title: 'Vítejte v Installer Club!' });
    expect(czech?.text).toMatch(/^Vaše firma získala 50 uvítacích bodů\. /);
    const turkish = (await registerAndList(16)).data[0];
    expect(turkish).toMatchObject({ title: 'Welcome to Installer Club!' });
    expect(turkish?.text).toMatch(/^Your company has received 50 welcome points\. /);
  });
});
