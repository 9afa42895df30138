/**
 * The team calls of SPEC §7: listing, adding with an invitation, the regional team limit (also
 * under concurrent adds), reading, re-inviting and deleting, always within the owner's company.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/contract/errors';
import { REGION_IDS } from '../../src/contract/regions';
import { ROLES } from '../../src/contract/roles';
import { TEAM_MESSAGES, TeamMemberResponse, TeamPage } from '../../src/contract/team';
import { pointsLedger, users } from '../../src/server/db/schema';
import { MEMBER_EDIT_LIMIT } from '../../src/server/domain/team';
import { readOutbox } from '../../src/server/providers/outbox';
import { createTestServer, type TestServer } from './harness';
import { freshPhone } from './route-samples';

let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await createTestServer({ rateLimits: { login: { limit: 1000, windowSeconds: 600 }, verify: { limit: 1000, windowSeconds: 600 } } });
  owner = (await server.signIn('owner@demo.pl')).pair.token;
});
afterAll(async () => {
  await server.close();
});

const list = async (token: string, query = '') => {
  const response = await server.call('GET', `/api/v2/installer/user${query}`, { token });
  expect(response.status).toBe(200);
  return v.parse(TeamPage, response.body);
};
const add = (token: string, body: Record<string, unknown>) => server.call('POST', '/api/v1/installer/user', { token, body });

/** Signs in by phone as an invited member would: code by SMS to the number the owner entered. */
async function signInByPhone(phone: string, regionId: number) {
  const ip = server.newIp();
  const login = await server.call('POST', '/api/v2/installer/login', { body: { phone, region_id: regionId }, ip });
  if (login.status !== 200) return login;
  return server.call('POST', '/api/v2/installer/login/verify', {
    body: { userId: login.body.user_id, login_request_id: login.body.login_request_id, code: await server.lastCode(phone) }, ip,
  });
}

describe('GET /api/v2/installer/user', () => {
  it('lists the company\'s members, owners first, with the region\'s limit and the counts', async () => {
    const page = await list(owner);
    expect(page.data.map((m) => [m.name, m.role.id])).toEqual([['Piotr', ROLES.owner], ['Anna', ROLES.installer]]);
    expect(page.meta).toMatchObject({ current_page: 1, last_page: 1, per_page: 20, total: 2, limit: { owners: 1, installers: 10 }, owners: 1, installers: 1 });
  });

  it('answers no limit in the other regions, and only that company\'s members', async () => {
    const cz = (await server.signIn('owner@demo.cz')).pair.token;
    const page = await list(cz);
    expect(page.meta.limit).toBeNull();
    expect(page.data.map((m) => m.name)).toEqual(['Jan']);
  });

  it('is readable by every member; adding, reading one, resending and deleting are the owners\'', async () => {
    const installer = (await server.signIn('installer@demo.pl')).pair.token;
    const page = await list(installer);
    expect(page.data.map((m) => m.name)).toContain('Piotr');
    const someone = page.data.find((m) => m.name === 'Anna')?.uuid ?? '';
    expect((await add(installer, { name: 'Jan', surname: 'Nowy', phone: freshPhone(REGION_IDS.poland) })).status).toBe(403);
    expect((await server.call('GET', `/api/v1/installer/user/${someone}`, { token: installer })).status).toBe(403);
    expect((await server.call('DELETE', `/api/v1/installer/user/${someone}`, { token: installer })).status).toBe(403);
  });

  it('pages with limit and page', async () => {
    const first = await list(owner, '?limit=1&page=2');
    expect(first.data.map((m) => m.name)).toEqual(['Anna']);
    expect(first.meta.last_page).toBe(2);
  });
});

describe('POST /api/v1/installer/user', () => {
  it('refuses names with digits and a phone not valid for the company\'s region, field by field', async () => {
    const response = await add(owner, { name: 'J4n', surname: '', phone: '905123456' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject({ name: ['nameRequired'], surname: ['nameRequired'] });
    const slovakNumber = await add(owner, { name: 'Jan', surname: 'Nowy', phone: '905123456' });
    expect(slovakNumber.status).toBe(422);
    expect(slovakNumber.body.errors).toEqual({ phone: [SERVER_MESSAGES.invalidPhone] });
    // Issue 28: the invitation and the sign-in code come by SMS, which a Warsaw landline cannot receive.
    const landline = await add(owner, { name: 'Jan', surname: 'Nowy', phone: '221234567' });
    expect(landline.status).toBe(422);
    expect(landline.body.errors).toEqual({ phone: ['Enter a mobile phone number: the sign-in code comes by text message.'] });
  });

  it('adds an installer, invites them by SMS and e-mail, and the invitation lets them sign in', async () => {
    const phone = freshPhone(REGION_IDS.poland);
    const response = await add(owner, { name: ' Marek ', surname: 'Zieliński', phone, email: 'Marek@Example.com' });
    expect(response.status).toBe(200);
    const member = v.parse(TeamMemberResponse, response.body).data;
    expect(member).toMatchObject({ name: 'Marek', surname: 'Zieliński', phone, email: 'marek@example.com', role: { id: ROLES.installer }, last_active_at: null });

    const [sms] = await readOutbox(server.db, phone);
    expect(sms).toMatchObject({ channel: 'sms', to: `+48${phone}` });
    expect(sms?.text).toContain('Dachy Nowak Sp. z o.o.');
    expect(sms?.text).toContain('https://club.example.test/login');
    const [mail] = await readOutbox(server.db, 'marek@example.com');
    expect(mail?.channel).toBe('email');

    const signedIn = await signInByPhone(phone, REGION_IDS.poland);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.account.role).toBe(ROLES.installer);
    const self = await server.call('GET', '/api/v1/company/user/self', { token: signedIn.body.token });
    expect(self.body.data.company.name).toBe('Dachy Nowak Sp. z o.o.');
    expect(self.body.data.email).toBe('marek@example.com');
  });

  it('adds a member invited by phone alone, with no e-mail', async () => {
    const phone = freshPhone(REGION_IDS.poland);
    const response = await add(owner, { name: 'Ola', surname: 'Bez', phone });
    expect(response.body.data.email).toBeNull();
    expect(await readOutbox(server.db, phone)).toHaveLength(1);
  });

  it('refuses a phone or e-mail another member already has, anywhere in the club', async () => {
    const taken = await add(owner, { name: 'Jan', surname: 'Kopia', phone: '600000002', email: 'owner@demo.cz' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ phone: [SERVER_MESSAGES.installerExists], email: [SERVER_MESSAGES.emailTaken] });
  });

  it('makes a decor owner\'s new member decor staff', async () => {
    const decor = (await server.signIn('decor@demo.sk')).pair.token;
    const response = await add(decor, { name: 'Eva', surname: 'Malá', phone: freshPhone(REGION_IDS.slovakia) });
    expect(response.status).toBe(200);
    expect(response.body.data.role.id).toBe(ROLES.decorInstaller);
  });

  it('holds the region\'s limit of installers, also when several adds race for the last places', async () => {
    const before = (await list(owner)).meta.installers;
    // Fill up to two places below the limit, then race five adds for the last two.
    for (let i = before; i < 8; i += 1) expect((await add(owner, { name: 'Fill', surname: 'Up', phone: freshPhone(REGION_IDS.poland) })).status).toBe(200);
    const racers = await Promise.all(Array.from({ length: 5 }, () => add(owner, { name: 'Race', surname: 'Runner', phone: freshPhone(REGION_IDS.poland) })));
    expect(racers.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(racers.find((r) => r.status === 409)?.body.message).toBe(TEAM_MESSAGES.limitReached);
    const page = await list(owner);
    expect(page.meta).toMatchObject({ installers: 10, owners: 1, total: 11 });
    // Deleting one frees its place.
    const someone = page.data.find((m) => m.name === 'Race');
    expect((await server.call('DELETE', `/api/v1/installer/user/${someone?.uuid}`, { token: owner })).status).toBe(200);
    expect((await add(owner, { name: 'Late', surname: 'Comer', phone: freshPhone(REGION_IDS.poland) })).status).toBe(200);
  });
});

describe('GET, DELETE /api/v1/installer/user/{uuid} and resend', () => {
  let cz: string;
  let czMember: { uuid: string; phone: string };
  beforeAll(async () => {
    cz = (await server.signIn('owner@demo.cz')).pair.token;
    const phone = freshPhone(REGION_IDS.czechia);
    const response = await add(cz, { name: 'Petr', surname: 'Svoboda', phone });
    czMember = { uuid: response.body.data.uuid, phone };
  });

  it('reads a member of the company; another company\'s, an unknown or a malformed uuid answer 404', async () => {
    expect((await server.call('GET', `/api/v1/installer/user/${czMember.uuid}`, { token: cz })).body.data.name).toBe('Petr');
    expect((await server.call('GET', `/api/v1/installer/user/${czMember.uuid}`, { token: owner })).status).toBe(404);
    expect((await server.call('GET', '/api/v1/installer/user/00000000-0000-4000-8000-000000000000', { token: cz })).status).toBe(404);
    expect((await server.call('GET', '/api/v1/installer/user/not-a-uuid', { token: cz })).status).toBe(404);
    expect((await server.call('DELETE', `/api/v1/installer/user/${czMember.uuid}`, { token: owner })).status).toBe(404);
    expect((await server.call('GET', `/api/v1/installer/user/${czMember.uuid}/resend`, { token: owner })).status).toBe(404);
  });

  it('sends the invitation again at most once a minute', async () => {
    const resend = () => server.call('GET', `/api/v1/installer/user/${czMember.uuid}/resend`, { token: cz });
    const first = await resend();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: TEAM_MESSAGES.invitationSent, retry_after: 60 });
    expect(await readOutbox(server.db, czMember.phone)).toHaveLength(2);
    const tooSoon = await resend();
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('retry-after')).not.toBeNull();
    server.clock.advance(61);
    expect((await resend()).status).toBe(200);
  });

  it('refuses to delete oneself', async () => {
    const self = await server.call('GET', '/api/v1/company/user/self', { token: cz });
    const response = await server.call('DELETE', `/api/v1/installer/user/${self.body.data.uuid}`, { token: cz });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(TEAM_MESSAGES.cannotDeleteSelf);
  });

  it('deleting a member ends their open session at once, stops their sign-in and keeps their history', async () => {
    const session = await signInByPhone(czMember.phone, REGION_IDS.czechia);
    const token = session.body.token as string;
    expect((await server.call('GET', '/api/v1/company/user/self', { token })).status).toBe(200);
    const [memberRow] = await server.db.select().from(users).where(eq(users.uuid, czMember.uuid));
    await server.db.insert(pointsLedger).values({
      companyId: memberRow?.companyId ?? 0, installerId: memberRow?.id ?? 0, reason: 'other', variation: 'positive', points: 5, createdAt: server.clock.now(),
    });

    expect((await server.call('DELETE', `/api/v1/installer/user/${czMember.uuid}`, { token: cz })).status).toBe(200);
    expect((await server.call('GET', '/api/v1/company/user/self', { token })).status).toBe(401);
    expect((await server.call('POST', '/api/v2/installer/refresh', { body: { refresh_token: session.body.refresh_token } })).status).toBe(401);
    expect((await signInByPhone(czMember.phone, REGION_IDS.czechia)).status).toBe(404);
    expect((await server.call('GET', `/api/v1/installer/user/${czMember.uuid}`, { token: cz })).status).toBe(404);
    expect((await list(cz)).data.map((m) => m.name)).toEqual(['Jan']);

    // The row stays (named, without contact data), and so do the points it earned.
    const [kept] = await server.db.select().from(users).where(eq(users.uuid, czMember.uuid));
    expect(kept).toMatchObject({ name: 'Petr', phoneNational: null, email: null });
    expect(kept?.deletedAt).not.toBeNull();
    const [entries] = await server.db.select({ n: count() }).from(pointsLedger).where(eq(pointsLedger.installerId, kept?.id ?? 0));
    expect(entries?.n).toBe(1);
    // The number is free again: the person can be invited anew.
    expect((await add(cz, { name: 'Petr', surname: 'Svoboda', phone: czMember.phone })).status).toBe(200);
    const [active] = await server.db.select({ n: count() }).from(users).where(and(eq(users.phoneNational, czMember.phone), isNull(users.deletedAt)));
    expect(active?.n).toBe(1);
  });
});

describe('PATCH /api/v1/installer/user/{uuid}/details', () => {
  let cz: string;
  let karel: string;
  const edit = (token: string, uuid: string, body: Record<string, unknown>) =>
    server.call('PATCH', `/api/v1/installer/user/${uuid}/details`, { token, body });
  beforeAll(async () => {
    cz = (await server.signIn('owner@demo.cz')).pair.token;
    karel = (await add(cz, { name: 'Karel', surname: 'Dvořák', phone: freshPhone(REGION_IDS.czechia) })).body.data.uuid as string;
  });

  it('changes the name, surname and phone, trimmed, and the member reads back so', async () => {
    const phone = freshPhone(REGION_IDS.czechia);
    const response = await edit(cz, karel, { name: ' Karl ', surname: 'Dvorak', phone });
    expect(response.status).toBe(200);
    expect(v.parse(TeamMemberResponse, response.body).data).toMatchObject({ uuid: karel, name: 'Karl', surname: 'Dvorak', phone, phone_region_id: REGION_IDS.czechia });
    const read = await server.call('GET', `/api/v1/installer/user/${karel}`, { token: cz });
    expect(read.body.data).toMatchObject({ name: 'Karl', surname: 'Dvorak', phone });
    // The unchanged phone is the member's own, not somebody else's.
    expect((await edit(cz, karel, { name: 'Karel', surname: 'Dvořák', phone })).status).toBe(200);
  });

  it('refuses names with digits and a phone not valid for the company\'s region, field by field', async () => {
    const rules = await edit(cz, karel, { name: 'K4rel', surname: ' ', phone: '12' });
    expect(rules.status).toBe(422);
    expect(rules.body.errors).toEqual({ name: ['nameRequired'], surname: ['nameRequired'], phone: ['phoneInvalid'] });
    const notCzech = await edit(cz, karel, { name: 'Karel', surname: 'Dvořák', phone: '123456789' });
    expect(notCzech.status).toBe(422);
    expect(notCzech.body.errors).toEqual({ phone: [SERVER_MESSAGES.invalidPhone] });
    expect((await server.call('GET', `/api/v1/installer/user/${karel}`, { token: cz })).body.data.name).toBe('Karel');
  });

  it('refuses a phone another member already has', async () => {
    const other = freshPhone(REGION_IDS.czechia);
    expect((await add(cz, { name: 'Eva', surname: 'Nová', phone: other })).status).toBe(200);
    const response = await edit(cz, karel, { name: 'Karel', surname: 'Dvořák', phone: other });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ phone: [SERVER_MESSAGES.installerExists] });
  });

  it('is the owners\': another company\'s, an unknown or a deleted member answers 404, an installer 403', async () => {
    const body = { name: 'Karel', surname: 'Dvořák', phone: freshPhone(REGION_IDS.czechia) };
    expect((await edit(owner, karel, body)).status).toBe(404);
    expect((await edit(cz, '00000000-0000-4000-8000-000000000000', body)).status).toBe(404);
    expect((await edit(cz, 'not-a-uuid', body)).status).toBe(404);
    const installer = (await server.signIn('installer@demo.pl')).pair.token;
    const anna = (await list(owner)).data.find((m) => m.name === 'Anna')?.uuid ?? '';
    expect((await edit(installer, anna, { ...body, phone: freshPhone(REGION_IDS.poland) })).status).toBe(403);
    const gone = (await add(cz, { name: 'Jiří', surname: 'Odchod', phone: freshPhone(REGION_IDS.czechia) })).body.data.uuid as string;
    expect((await server.call('DELETE', `/api/v1/installer/user/${gone}`, { token: cz })).status).toBe(200);
    expect((await edit(cz, gone, body)).status).toBe(404);
  });

  it('gives a phone to one of two members edited at once to it', async () => {
    const [first, second] = await Promise.all(['Adam', 'Bára'].map(async (name) =>
      (await add(cz, { name, surname: 'Souběžný', phone: freshPhone(REGION_IDS.czechia) })).body.data.uuid as string));
    const phone = freshPhone(REGION_IDS.czechia);
    const answers = await Promise.all([first, second].map((uuid) => edit(cz, uuid ?? '', { name: 'Race', surname: 'Runner', phone })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const [holders] = await server.db.select({ n: count() }).from(users).where(and(eq(users.phoneNational, phone), isNull(users.deletedAt)));
    expect(holders?.n).toBe(1);
  });

  it('answers 429 with Retry-After beyond the edits an owner may make in a window, and counts each owner apart', async () => {
    server.clock.advance(MEMBER_EDIT_LIMIT.windowSeconds);
    const body = { name: 'Karel', surname: 'Dvořák', phone: (await server.call('GET', `/api/v1/installer/user/${karel}`, { token: cz })).body.data.phone };
    for (let edits = 0; edits < MEMBER_EDIT_LIMIT.limit; edits += 1) expect((await edit(cz, karel, body)).status).toBe(200);
    const tooMany = await edit(cz, karel, body);
    expect(tooMany.status).toBe(429);
    expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0);
    // The count is the editor's: another member of the same company is refused too, ...
    const eva = (await add(cz, { name: 'Eva', surname: 'Malá', phone: freshPhone(REGION_IDS.czechia) })).body.data.uuid as string;
    expect((await edit(cz, eva, { name: 'Eva', surname: 'Malá', phone: freshPhone(REGION_IDS.czechia) })).status).toBe(429);
    // ... while another owner edits on.
    const anna = (await list(owner)).data.find((m) => m.name === 'Anna');
    expect((await edit(owner, anna?.uuid ?? '', { name: 'Anna', surname: anna?.surname ?? '', phone: anna?.phone ?? '' })).status).toBe(200);
    server.clock.advance(MEMBER_EDIT_LIMIT.windowSeconds);
    expect((await edit(cz, karel, body)).status).toBe(200);
  });
});
