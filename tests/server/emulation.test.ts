import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/contract/errors';
import { REGION_IDS } from '../../src/contract/regions';
import { emulationAudit, sessions, users } from '../../src/server/db/schema';
import { readOutbox } from '../../src/server/providers/outbox';
import { createTestServer, type TestServer } from './harness';
import { freshPhone } from './route-samples';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const EMULATE = '/api/v2/installer/emulate';

async function link(email: string, by = 'Eva from support') {
  const res = await server.dev('POST', '/api/dev/operator/emulate', { body: { email, by } });
  expect(res.status).toBe(200);
  return res.body as { url: string; code: string; expires_at: string };
}

describe('emulation links', () => {
  it('are <PUBLIC_URL>/?x:<code> with a code of 256 bits, valid 5 minutes', async () => {
    const { url, code, expires_at } = await link('owner@demo.pl');
    expect(url).toBe(`https://club.example.test/?x:${code}`);
    expect(Buffer.from(code, 'base64url')).toHaveLength(32);
    expect(Date.parse(expires_at) - server.clock.now().getTime()).toBe(5 * 60 * 1000);
  });

  it('answer 404 for an unknown e-mail and 422 without a staff name', async () => {
    expect((await server.dev('POST', '/api/dev/operator/emulate', { body: { email: 'nobody@demo.pl', by: 'Eva' } })).status).toBe(404);
    expect((await server.dev('POST', '/api/dev/operator/emulate', { body: { email: 'owner@demo.pl', by: ' ' } })).status).toBe(422);
  });
});

describe('POST /api/v2/installer/emulate', () => {
  it('swaps the code once for an access token with the emu claim and no refresh token', async () => {
    const { code } = await link('owner@demo.cz', 'Eva from support');
    const res = await server.call('POST', EMULATE, { body: { code } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['token']);
    const claims = decodeJwt(res.body.token);
    expect(claims.emu).toBe('Eva from support');
    const self = await server.call('GET', '/api/v1/company/user/self', { token: res.body.token });
    expect(self.status).toBe(200);
    expect(self.body.data.email).toBe('owner@demo.cz');

    const again = await server.call('POST', EMULATE, { body: { code } });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(SERVER_MESSAGES.emulationLinkInvalid);
  });

  it('refuses an expired code', async () => {
    const { code } = await link('owner@demo.pl');
    server.clock.advance(5 * 60 + 1);
    expect((await server.call('POST', EMULATE, { body: { code } })).status).toBe(401);
  });

  it('refuses an unknown code and answers 422 for a malformed one', async () => {
    expect((await server.call('POST', EMULATE, { body: { code: 'z'.repeat(43) } })).status).toBe(401);
    expect((await server.call('POST', EMULATE, { body: { code: 'short' } })).status).toBe(422);
  });

  it('answers every write of an emulated session with 403 and changes nothing', async () => {
    const { code } = await link('owner@demo.cz');
    const { token } = (await server.call('POST', EMULATE, { body: { code } })).body;
    const me = (await server.call('GET', '/api/v1/company/user/self', { token })).body.data;
    const writes = [
      server.call('PATCH', `/api/v1/installer/user/${me.id}`, { token, body: { languages_id: 1 } }),
      server.call('PATCH', `/api/v1/company/${me.company.id}`, { token, body: { registration_number: '99887766' } }),
      server.call('PATCH', `/api/v1/company/${me.company.id}/companyType`, { token, body: { company_type: 505, disclaimer_accepted: false, declaration_accepted: false } }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: SERVER_MESSAGES.emulationReadOnly });
    }
    const [user] = await server.db.select().from(users).where(eq(users.id, me.id));
    expect(user?.languageId).toBe(me.language.id);
  });

  it('refuses a GET that sends (the invitation again) like any write: 403 and no message sent', async () => {
    const owner = (await server.signIn('owner@demo.pl')).pair.token;
    const phone = freshPhone(REGION_IDS.poland);
    const added = await server.call('POST', '/api/v1/installer/user', { token: owner, body: { name: 'Jan', surname: 'Nowy', phone } });
    expect(added.status).toBe(200);
    // Adding sent the first invitation.
    expect(await readOutbox(server.db, phone)).toHaveLength(1);

    const { code } = await link('owner@demo.pl');
    const { token } = (await server.call('POST', EMULATE, { body: { code } })).body;
    const resend = await server.call('GET', `/api/v1/installer/user/${added.body.data.uuid}/resend`, { token });
    expect(resend.status).toBe(403);
    expect(resend.body).toEqual({ message: SERVER_MESSAGES.emulationReadOnly });
    // HEAD runs a GET's handler: refused the same.
    expect((await server.call('HEAD', `/api/v1/installer/user/${added.body.data.uuid}/resend`, { token })).status).toBe(403);
    expect(await readOutbox(server.db, phone)).toHaveLength(1);
    // Reading the same member is no write: the emulated session may.
    expect((await server.call('GET', `/api/v1/installer/user/${added.body.data.uuid}`, { token })).status).toBe(200);
  });

  it('records who emulated whom and when', async () => {
    const { code } = await link('decor@demo.sk', 'Tomáš (support)');
    const { token } = (await server.call('POST', EMULATE, { body: { code } })).body;
    const sid = decodeJwt(token).sid as string;
    const [decor] = await server.db.select().from(users).where(eq(users.email, 'decor@demo.sk'));
    const audit = await server.db.select().from(emulationAudit).where(eq(emulationAudit.userId, decor?.id ?? 0));
    expect(audit.map((row) => [row.event, row.staff])).toEqual([
      ['link_created', 'Tomáš (support)'],
      ['session_started', 'Tomáš (support)'],
    ]);
    expect(audit[1]?.sessionId).toBe(sid);
    expect(audit[1]?.createdAt).toEqual(server.clock.now());
    const [session] = await server.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(session?.emulatedBy).toBe('Tomáš (support)');
  });

  it('records refused attempts with the caller\'s address, and whose link it was when the code was real', async () => {
    const unknownIp = server.newIp();
    expect((await server.call('POST', EMULATE, { body: { code: 'q'.repeat(43) }, ip: unknownIp })).status).toBe(401);
    const [unknown] = await server.db.select().from(emulationAudit).where(eq(emulationAudit.clientIp, unknownIp));
    expect(unknown).toMatchObject({ event: 'attempt_refused', staff: null, userId: null });

    const { code } = await link('installer@demo.pl', 'Ola (support)');
    expect((await server.call('POST', EMULATE, { body: { code } })).status).toBe(200);
    const replayIp = server.newIp();
    expect((await server.call('POST', EMULATE, { body: { code }, ip: replayIp })).status).toBe(401);
    const [installer] = await server.db.select().from(users).where(eq(users.email, 'installer@demo.pl'));
    const [replay] = await server.db.select().from(emulationAudit).where(eq(emulationAudit.clientIp, replayIp));
    expect(replay).toMatchObject({ event: 'attempt_refused', staff: 'Ola (support)', userId: installer?.id });
  });
});
