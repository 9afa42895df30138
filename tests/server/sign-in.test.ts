import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/contract/errors';
import { loginRequests, users } from '../../src/server/db/schema';
import { createTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const LOGIN = '/api/v2/installer/login';
const VERIFY = '/api/v2/installer/login/verify';

async function requestCode(body: unknown, ip = server.newIp()) {
  return server.call('POST', LOGIN, { body, ip });
}

async function verify(login: { user_id: number; login_request_id: string }, code: string, ip = server.newIp()) {
  return server.call('POST', VERIFY, { body: { userId: login.user_id, login_request_id: login.login_request_id, code }, ip });
}

/** A code that is certainly not the right one. */
const wrongCode = (right: string) => (right === '11111' ? '22222' : '11111');

describe('POST /api/v2/installer/login', () => {
  it('sends a code by e-mail and describes the account', async () => {
    const res = await requestCode({ email: '  Owner@Demo.CZ ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      channel: 'email', sent_to: 'o***@demo.cz', resend_after: 60, region: 5, role: 3, has_survey: false,
      options: null, created_at: '2023-06-01T09:00:00.000Z',
      company: { registration_number: null, company_type: null, survey: null },
    });
    expect(await server.lastCode('owner@demo.cz')).toMatch(/^\d{5}$/);
  });

  it('sends a code by SMS for a phone number typed in any format, with its region', async () => {
    const res = await requestCode({ phone: '600 000 002', region_id: 10 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ channel: 'sms', sent_to: '+48 *** *** 002', role: 4 });
    expect(await server.lastCode('+48600000002')).toMatch(/^\d{5}$/);
    const international = await requestCode({ phone: '+421 901 000 001', region_id: 13 });
    expect(international.body).toMatchObject({ channel: 'sms', role: 7 });
    server.clock.advance(61);
  });

  it('answers 422 with field errors for a malformed body', async () => {
    const empty = await requestCode({});
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe(SERVER_MESSAGES.validationFailed);
    expect(empty.body.errors.email).toEqual(['The email field is required.']);

    const badEmail = await requestCode({ email: 'not-an-email' });
    expect(badEmail.body.errors).toEqual({ email: ['The email must be a valid email address.'] });

    const phoneWithoutRegion = await requestCode({ phone: '600000001' });
    expect(phoneWithoutRegion.status).toBe(422);
    expect(Object.keys(phoneWithoutRegion.body.errors)).toEqual(['region_id']);

    const notJson = await server.call('POST', LOGIN, { raw: '{"email":', ip: server.newIp() });
    expect(notJson.status).toBe(422);
    expect(notJson.body.errors).toHaveProperty('body');
  });

  it('answers 422 "Invalid phone number." for a number outside the region\'s plan', async () => {
    const res = await requestCode({ phone: '12345', region_id: 10 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ phone: [SERVER_MESSAGES.invalidPhone] });
  });

  it('answers 404 "Installer not found." for unknown e-mail or phone', async () => {
    const byEmail = await requestCode({ email: 'nobody@demo.pl' });
    expect(byEmail.status).toBe(404);
    expect(byEmail.body).toEqual({ message: SERVER_MESSAGES.installerNotFound });
    const byPhone = await requestCode({ phone: '600000009', region_id: 10 });
    expect(byPhone.status).toBe(404);
    // The same number in another region is another number.
    const wrongRegion = await requestCode({ phone: '600000001', region_id: 13 });
    expect(wrongRegion.status).not.toBe(200);
  });

  it('refuses a resend within 60 s with 429 and Retry-After, allows it afterwards and voids the old code', async () => {
    const first = await requestCode({ email: 'decor@demo.sk' });
    const firstCode = await server.lastCode('decor@demo.sk');
    server.clock.advance(20);
    const tooSoon = await requestCode({ email: 'decor@demo.sk' });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('retry-after')).toBe('40');
    expect(tooSoon.body).toEqual({ message: SERVER_MESSAGES.resendTooSoon, retry_after: 40 });

    server.clock.advance(40);
    const second = await requestCode({ email: 'decor@demo.sk' });
    expect(second.status).toBe(200);
    expect(second.body.login_request_id).not.toBe(first.body.login_request_id);

    const old = await verify(first.body, firstCode);
    expect(old.status).toBe(406);
    const fresh = await verify(second.body, await server.lastCode('decor@demo.sk'));
    expect(fresh.status).toBe(200);
  });

  it('allows a new sign-in at once after the previous code was used', async () => {
    await server.signIn('owner@demo.pl');
    expect((await requestCode({ email: 'owner@demo.pl' })).status).toBe(200);
    server.clock.advance(61);
  });

  it('forgets a code whose delivery failed, so the person can ask again at once', async () => {
    server.delivery.fail = true;
    const failed = await requestCode({ email: 'installer@demo.pl' });
    server.delivery.fail = false;
    expect(failed.status).toBe(502);
    expect((await requestCode({ email: 'installer@demo.pl' })).status).toBe(200);
    server.clock.advance(61);
  });
});

describe('POST /api/v2/installer/login/verify', () => {
  it('swaps the right code for a token pair, once', async () => {
    const login = await requestCode({ email: 'owner@demo.pl' });
    const code = await server.lastCode('owner@demo.pl');
    const ok = await verify(login.body, code);
    expect(ok.status).toBe(200);
    expect(ok.body.token.split('.')).toHaveLength(3);
    expect(ok.body.refresh_token).toMatch(/^[\w-]{43}$/);
    const again = await verify(login.body, code);
    expect(again.status).toBe(406);
    expect(again.body).toEqual({ message: SERVER_MESSAGES.invalidCode });
    server.clock.advance(61);
  });

  it('answers 422 for a malformed body', async () => {
    const res = await server.call('POST', VERIFY, { body: { userId: 'x', code: '123' }, ip: server.newIp() });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['code', 'login_request_id', 'userId']);
  });

  it('binds the code to its login request and its user', async () => {
    const pl = await requestCode({ email: 'installer@demo.pl' });
    const code = await server.lastCode('installer@demo.pl');
    const otherUser = await verify({ ...pl.body, user_id: 1 }, code);
    expect(otherUser.status).toBe(406);
    const otherRequest = await verify({ ...pl.body, login_request_id: '00000000-0000-4000-8000-000000000000' }, code);
    expect(otherRequest.status).toBe(406);
    expect((await verify(pl.body, code)).status).toBe(200);
    server.clock.advance(61);
  });

  it('rejects an expired code (after 10 minutes)', async () => {
    const login = await requestCode({ email: 'owner@demo.pl' });
    const code = await server.lastCode('owner@demo.pl');
    server.clock.advance(10 * 60 + 1);
    expect((await verify(login.body, code)).status).toBe(406);
  });

  it('voids the code after 5 wrong attempts', async () => {
    const login = await requestCode({ email: 'owner@demo.pl' });
    const code = await server.lastCode('owner@demo.pl');
    for (let i = 0; i < 5; i += 1) expect((await verify(login.body, wrongCode(code))).status).toBe(406);
    expect((await verify(login.body, code)).status).toBe(406);
    const [row] = await server.db.select().from(loginRequests).where(eq(loginRequests.id, login.body.login_request_id));
    expect(row?.wrongAttempts).toBe(5);
    expect(row?.voidedAt).not.toBeNull();
  });

  it('locks sign-in for 15 minutes after 10 wrong codes within an hour', async () => {
    server.clock.advance(3601); // earlier wrong codes of this file fall out of the hour
    const email = 'owner@demo.pl';
    const first = await requestCode({ email });
    const firstCode = await server.lastCode(email);
    for (let i = 0; i < 5; i += 1) await verify(first.body, wrongCode(firstCode));
    server.clock.advance(61);
    const second = await requestCode({ email });
    const secondCode = await server.lastCode(email);
    for (let i = 0; i < 4; i += 1) expect((await verify(second.body, wrongCode(secondCode))).status).toBe(406);

    const tenth = await verify(second.body, wrongCode(secondCode));
    expect(tenth.status).toBe(429);
    expect(tenth.headers.get('retry-after')).toBe('900');
    expect(tenth.body).toEqual({ message: SERVER_MESSAGES.accountLocked, retry_after: 900 });

    // Locked: even the right code and a new code request are refused.
    expect((await verify(second.body, secondCode)).status).toBe(429);
    server.clock.advance(60);
    const during = await requestCode({ email });
    expect(during.status).toBe(429);
    expect(during.body.retry_after).toBe(840);

    server.clock.advance(840);
    const after = await requestCode({ email });
    expect(after.status).toBe(200);
    expect((await verify(after.body, await server.lastCode(email))).status).toBe(200);
    server.clock.advance(61);
  });

  it('counts wrong codes per account, not per code: a right code that expired is no guess', async () => {
    const login = await requestCode({ email: 'installer@demo.pl' });
    const code = await server.lastCode('installer@demo.pl');
    server.clock.advance(601);
    expect((await verify(login.body, code)).status).toBe(406);
    const [user] = await server.db.select().from(users).where(eq(users.email, 'installer@demo.pl'));
    expect(user?.signInLockedUntil).toBeNull();
  });
});

describe('per-IP limits', () => {
  it('limits code requests per IP (30 per 10 minutes) with 429 and Retry-After', async () => {
    server.clock.advance(600);
    const ip = server.newIp();
    for (let i = 0; i < 30; i += 1) {
      expect((await requestCode({ email: `unknown${i}@demo.pl` }, ip)).status).toBe(404);
    }
    const limited = await requestCode({ email: 'owner@demo.pl' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(SERVER_MESSAGES.tooManyAttempts);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await requestCode({ email: 'owner@demo.pl' })).status).toBe(200);
  });

  it('limits code checks per IP (60 per 10 minutes)', async () => {
    server.clock.advance(600);
    const ip = server.newIp();
    const body = { userId: 999999, login_request_id: '00000000-0000-4000-8000-000000000000', code: '12345' };
    for (let i = 0; i < 60; i += 1) expect((await server.call('POST', VERIFY, { body, ip })).status).toBe(406);
    expect((await server.call('POST', VERIFY, { body, ip })).status).toBe(429);
  });

  it('takes the address from X-Forwarded-For only when told to trust the proxy', async () => {
    const strict = { login: { limit: 1, windowSeconds: 600 }, verify: { limit: 1, windowSeconds: 600 } };
    const proxied = server.instance({ trustProxy: true, rateLimits: strict });
    const viaProxy = (client: string) =>
      proxied('POST', LOGIN, { body: { email: 'x@demo.pl' }, ip: '10.0.0.1', headers: { 'x-forwarded-for': `1.1.1.1, ${client}` } });
    expect((await viaProxy('192.0.2.10')).status).toBe(404);
    expect((await viaProxy('192.0.2.11')).status).toBe(404);
    expect((await viaProxy('192.0.2.10')).status).toBe(429);

    // Without trust the socket address counts, whatever the header says.
    const direct = server.instance({ rateLimits: strict });
    const spoofed = (client: string) =>
      direct('POST', LOGIN, { body: { email: 'x@demo.pl' }, ip: '10.0.0.2', headers: { 'x-forwarded-for': client } });
    expect((await spoofed('192.0.2.20')).status).toBe(404);
    expect((await spoofed('192.0.2.21')).status).toBe(429);
  });
});
