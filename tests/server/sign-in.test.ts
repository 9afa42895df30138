import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VerifyResponse } from '../../src/contract/auth';
import { SERVER_MESSAGES } from '../../src/contract/errors';
import { UI_LANGUAGE_CODES, languageByCode } from '../../src/contract/languages';
import { SIGN_IN_LOCK_LEVELS, WRONG_CODES_PER_LOCK_LEVEL } from '../../src/contract/limits';
import { ROLES } from '../../src/contract/roles';
import { loginRequests, users } from '../../src/server/db/schema';
import { sendLockNotice } from '../../src/server/domain/sign-in-lockout';
import type { Logger, OutgoingMessage } from '../../src/server/providers/messages';
import { readOutbox } from '../../src/server/providers/outbox';
import { signInLockText } from '../../src/server/reference/sign-in-lock-texts';
import { createTestServer, type TestServer } from './harness';

/** Every line the server logs in this file: none may carry an e-mail address. */
const logLines: string[] = [];
const recordingLogger: Logger = {
  info: (line) => logLines.push(line),
  warn: (line) => logLines.push(line),
  error: (line) => logLines.push(line),
};

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({}, { logger: recordingLogger });
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
  it('sends a code by e-mail and answers only what the code step needs, nothing about the account', async () => {
    const res = await requestCode({ email: '  Owner@Demo.CZ ' });
    expect(res.status).toBe(200);
    const [czechOwner] = await server.db.select().from(users).where(eq(users.email, 'owner@demo.cz'));
    expect(res.body).toEqual({
      login_request_id: expect.stringMatching(/^[\da-f-]{36}$/),
      channel: 'email',
      sent_to: 'o***@demo.cz',
      resend_after: 60,
      user_id: czechOwner?.id,
    });
    expect(await server.lastCode('owner@demo.cz')).toMatch(/^\d{5}$/);
  });

  it('sends a code by SMS for a phone number typed in any format, with its region', async () => {
    const res = await requestCode({ phone: '600 000 002', region_id: 10 });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['channel', 'login_request_id', 'resend_after', 'sent_to', 'user_id']);
    expect(res.body).toMatchObject({ channel: 'sms', sent_to: '+48 *** *** 002' });
    expect(await server.lastCode('+48600000002')).toMatch(/^\d{5}$/);
    const international = await requestCode({ phone: '+421 901 000 001', region_id: 13 });
    expect(international.body).toMatchObject({ channel: 'sms', sent_to: '+421 *** *** 001' });
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

  it('answers the onboarding data with the tokens, once the code is proven', async () => {
    const login = await requestCode({ email: 'owner@demo.cz' });
    const ok = await verify(login.body, await server.lastCode('owner@demo.cz'));
    expect(ok.status).toBe(200);
    expect(v.safeParse(VerifyResponse, ok.body).issues).toBeUndefined();
    expect(ok.body.account).toEqual({
      region: 5,
      has_survey: false,
      email_consent: false,
      phone_consent: false,
      options: null,
      role: ROLES.owner,
      user_id: login.body.user_id,
      company_id: expect.any(Number),
      created_at: '2023-06-01T09:00:00.000Z',
      company: {
        uuid: expect.any(String),
        registration_number: null,
        registration_number_2: null,
        company_type: null,
        disclaimer_accepted: false,
        declaration_accepted: false,
        survey: null,
      },
    });
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

  it('does not count a right code that expired, nor anything typed for an expired code', async () => {
    const before = await lockState('installer@demo.pl');
    const login = await requestCode({ email: 'installer@demo.pl' });
    const code = await server.lastCode('installer@demo.pl');
    server.clock.advance(601);
    expect((await verify(login.body, code)).status).toBe(406);
    expect((await verify(login.body, wrongCode(code))).status).toBe(406);
    expect(await lockState('installer@demo.pl')).toEqual(before);
  });
});

type LoginBody = { email: string } | { phone: string; region_id: number };

async function lockState(email: string) {
  const [user] = await server.db
    .select({
      failedCodes: users.signInFailedCodes,
      level: users.signInLockLevel,
      lockedUntil: users.signInLockedUntil,
      lockedChannel: users.signInLockedChannel,
    })
    .from(users)
    .where(eq(users.email, email));
  return user;
}
const UNLOCKED_STATE = { failedCodes: 0, level: 0, lockedUntil: null, lockedChannel: null };

let members = 0;
/** A new installer in the Polish demo company (English, with a phone unless told): every lockout test starts clean. */
async function newMember({ withPhone = true } = {}) {
  members += 1;
  const [owner] = await server.db.select().from(users).where(eq(users.email, 'owner@demo.pl'));
  if (!owner) throw new Error('no demo owner');
  const email = `member${members}@lockout.test`;
  const national = `6000002${String(members).padStart(2, '0')}`;
  const now = server.clock.now();
  const [row] = await server.db.insert(users).values({
    companyId: owner.companyId,
    roleId: ROLES.installer,
    name: 'Jan',
    surname: 'Kowalski',
    email,
    phoneRegionId: withPhone ? 10 : null,
    phoneNational: withPhone ? national : null,
    languageId: 1,
    createdAt: now,
    updatedAt: now,
  }).returning({ id: users.id });
  return { id: row?.id ?? 0, email, byEmail: { email }, byPhone: { phone: national, region_id: 10 }, sms: `+48${national}` };
}
type Member = Awaited<ReturnType<typeof newMember>>;

/** The newest code sent to an address or number (lock e-mails carry none). */
async function codeSentTo(to: string): Promise<string> {
  const message = (await readOutbox(server.db, to)).find((sent) => sent.code !== '');
  if (!message) throw new Error(`no code sent to ${to}`);
  return message.code;
}

/** The lock e-mails an address received, newest first. */
async function lockMails(email: string) {
  return (await readOutbox(server.db, email)).filter((sent) => sent.code === '');
}

async function codeRequest(body: LoginBody, to: string) {
  const login = await requestCode(body);
  expect(login.status).toBe(200);
  return { login: login.body as { user_id: number; login_request_id: string }, code: await codeSentTo(to) };
}

/** Types `times` wrong codes for the request, each from its own address; answers every verify answer. */
async function wrongCodes(request: Awaited<ReturnType<typeof codeRequest>>, times: number) {
  const answers = [];
  for (let i = 0; i < times; i += 1) answers.push(await verify(request.login, wrongCode(request.code)));
  return answers;
}

/** Ten wrong codes by e-mail per level, waiting out each temporary lock: the member ends at `level`. */
async function lockByEmail(member: Member, level: number) {
  for (let reached = 1; reached <= level; reached += 1) {
    const answers = await wrongCodes(await codeRequest(member.byEmail, member.email), WRONG_CODES_PER_LOCK_LEVEL);
    expect(answers.at(-1)?.status).toBe(429);
    const retryAfter = answers.at(-1)?.body.retry_after as number | undefined;
    if (retryAfter) server.clock.advance(retryAfter);
  }
}

describe('sign-in lockout', () => {
  it('made-up request ids lock nothing: they cost only the caller\'s per-IP limit', async () => {
    server.clock.advance(600);
    const member = await newMember();
    const request = await codeRequest(member.byEmail, member.email);
    const ip = server.newIp();
    const guess = () => server.call('POST', VERIFY, {
      body: { userId: member.id, login_request_id: randomUUID(), code: '12345' },
      ip,
    });
    for (let i = 0; i < 60; i += 1) expect((await guess()).status).toBe(406);
    const limited = await guess();
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(SERVER_MESSAGES.tooManyAttempts);

    // Another account's real request id does not count against either account.
    const other = await newMember();
    const otherRequest = await codeRequest(other.byEmail, other.email);
    for (let i = 0; i < 3; i += 1) {
      expect((await verify({ user_id: member.id, login_request_id: otherRequest.login.login_request_id }, '12345')).status).toBe(406);
    }
    expect(await lockState(member.email)).toEqual(UNLOCKED_STATE);
    expect(await lockState(other.email)).toEqual(UNLOCKED_STATE);
    expect(await lockMails(member.email)).toEqual([]);
    // The person signs in as usual.
    expect((await verify(request.login, request.code)).status).toBe(200);
  });

  it('locks 15 minutes, then an hour, then the attacked channel until the person signs in by the other one', async () => {
    const member = await newMember();
    const first = await codeRequest(member.byEmail, member.email);
    const answers = await wrongCodes(first, WRONG_CODES_PER_LOCK_LEVEL);
    expect(answers.slice(0, -1).map((answer) => answer.status)).toEqual(Array(WRONG_CODES_PER_LOCK_LEVEL - 1).fill(406));
    const tenth = answers.at(-1);
    expect(tenth?.status).toBe(429);
    expect(tenth?.headers.get('retry-after')).toBe('900');
    expect(tenth?.body).toEqual({ message: SERVER_MESSAGES.accountLocked, retry_after: 900 });
    expect(await lockState(member.email)).toMatchObject({ failedCodes: 0, level: 1, lockedChannel: null });
    const [firstMail] = await lockMails(member.email);
    expect(firstMail?.text).toBe(signInLockText(1, { kind: 'temporary', seconds: 900 }).text);
    expect(firstMail?.text).toContain('Sign-in is locked for 15 minutes.');

    // While locked, even the right code and a code request by the other channel are refused.
    expect((await verify(first.login, first.code)).status).toBe(429);
    server.clock.advance(60);
    const during = await requestCode(member.byPhone);
    expect(during.status).toBe(429);
    expect(during.body).toEqual({ message: SERVER_MESSAGES.accountLocked, retry_after: 840 });
    server.clock.advance(840);

    const second = await wrongCodes(await codeRequest(member.byEmail, member.email), WRONG_CODES_PER_LOCK_LEVEL);
    expect(second.at(-1)?.body).toEqual({ message: SERVER_MESSAGES.accountLocked, retry_after: 3600 });
    expect(await lockState(member.email)).toMatchObject({ failedCodes: 0, level: 2 });
    expect((await lockMails(member.email))[0]?.text).toContain('Sign-in is locked for 1 hour.');
    server.clock.advance(3600);

    const third = await wrongCodes(await codeRequest(member.byEmail, member.email), WRONG_CODES_PER_LOCK_LEVEL);
    const channelLocked = third.at(-1);
    expect(channelLocked?.status).toBe(429);
    expect(channelLocked?.body).toEqual({ message: SERVER_MESSAGES.signInChannelLocked });
    expect(channelLocked?.headers.get('retry-after')).toBeNull();
    expect(await lockState(member.email)).toEqual({ failedCodes: 0, level: 3, lockedUntil: null, lockedChannel: 'email' });
    const mails = await lockMails(member.email);
    expect(mails).toHaveLength(3);
    expect(mails[0]?.text).toBe(signInLockText(1, { kind: 'channel', channel: 'email' }).text);
    expect(mails[0]?.text).toContain('until you sign in once with your phone number');

    // Time does not open the locked channel.
    server.clock.advance(7 * 24 * 3600);
    expect((await requestCode(member.byEmail)).body).toEqual({ message: SERVER_MESSAGES.signInChannelLocked });
    // The other channel signs in, and that lifts every lock.
    const bySms = await codeRequest(member.byPhone, member.sms);
    expect((await verify(bySms.login, bySms.code)).status).toBe(200);
    expect(await lockState(member.email)).toEqual(UNLOCKED_STATE);
    expect((await requestCode(member.byEmail)).status).toBe(200);
    server.clock.advance(61);
  });

  it('after ten more wrong codes by the other channel nothing signs in until support unlocks: 40 guesses in all', async () => {
    const member = await newMember();
    await lockByEmail(member, SIGN_IN_LOCK_LEVELS.channel);
    server.clock.advance(61); // the resend wait of the last code by e-mail
    const bySms = await codeRequest(member.byPhone, member.sms);
    const answers = await wrongCodes(bySms, WRONG_CODES_PER_LOCK_LEVEL);
    expect(answers.slice(0, -1).every((answer) => answer.status === 406)).toBe(true);
    expect(answers.at(-1)?.body).toEqual({ message: SERVER_MESSAGES.signInLockedUntilSupport });
    expect(await lockState(member.email)).toMatchObject({ failedCodes: 0, level: SIGN_IN_LOCK_LEVELS.account, lockedChannel: null });
    expect((await lockMails(member.email))[0]?.text).toBe(signInLockText(1, { kind: 'account' }).text);
    // The whole budget between two sign-ins: far below NIST SP 800-63B's 100.
    expect(WRONG_CODES_PER_LOCK_LEVEL * SIGN_IN_LOCK_LEVELS.account).toBe(40);

    server.clock.advance(30 * 24 * 3600);
    for (const body of [member.byEmail, member.byPhone]) {
      expect((await requestCode(body)).body).toEqual({ message: SERVER_MESSAGES.signInLockedUntilSupport });
    }

    const unlocked = await server.call('POST', '/api/dev/operator/unlock', { body: { email: member.email.toUpperCase() }, ip: '127.0.0.1' });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body).toEqual({ user_id: member.id, previous_level: SIGN_IN_LOCK_LEVELS.account });
    expect(await lockState(member.email)).toEqual(UNLOCKED_STATE);
    const after = await codeRequest(member.byEmail, member.email);
    expect((await verify(after.login, after.code)).status).toBe(200);
  });

  it('without a phone number the third level locks every channel: there is no other to sign in by', async () => {
    const member = await newMember({ withPhone: false });
    await lockByEmail(member, 2);
    const third = await wrongCodes(await codeRequest(member.byEmail, member.email), WRONG_CODES_PER_LOCK_LEVEL);
    expect(third.at(-1)?.body).toEqual({ message: SERVER_MESSAGES.signInLockedUntilSupport });
    expect(await lockState(member.email)).toMatchObject({ level: SIGN_IN_LOCK_LEVELS.account });
    expect((await lockMails(member.email))[0]?.text).toContain('Sign-in stays locked until support unlocks it.');
  });

  it('a successful sign-in forgets the level and the counted codes', async () => {
    const member = await newMember();
    await lockByEmail(member, 1);
    const request = await codeRequest(member.byEmail, member.email);
    await wrongCodes(request, 4);
    expect(await lockState(member.email)).toMatchObject({ failedCodes: 4, level: 1 });
    expect((await verify(request.login, request.code)).status).toBe(200);
    expect(await lockState(member.email)).toEqual(UNLOCKED_STATE);
    const next = await wrongCodes(await codeRequest(member.byEmail, member.email), WRONG_CODES_PER_LOCK_LEVEL - 1);
    expect(next.every((answer) => answer.status === 406)).toBe(true);
    expect(await lockState(member.email)).toMatchObject({ failedCodes: WRONG_CODES_PER_LOCK_LEVEL - 1, level: 0 });
  });

  it('counts wrong codes typed at the same time one by one, and locks once', async () => {
    const member = await newMember();
    const request = await codeRequest(member.byEmail, member.email);
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(request.login, wrongCode(request.code))));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(9).fill(406), ...Array(3).fill(429)]);
    expect(await lockState(member.email)).toMatchObject({ failedCodes: 0, level: 1 });
    expect(await lockMails(member.email)).toHaveLength(1);
  });

  it('support unlocks with the operator token only; an unknown e-mail is not found', async () => {
    const member = await newMember();
    await lockByEmail(member, 1);
    const operatorToken = 'operator-token-of-this-test-0123456789';
    const operator = server.instance({ operatorToken });
    const unlock = (email: string, token?: string) => operator('POST', '/api/operator/unlock', {
      body: { email },
      ip: '127.0.0.1',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect((await unlock(member.email)).status).toBe(403);
    expect(await lockState(member.email)).toMatchObject({ level: 1 });
    const done = await unlock(member.email, operatorToken);
    expect(done.body).toEqual({ user_id: member.id, previous_level: 1 });
    expect(await lockState(member.email)).toEqual(UNLOCKED_STATE);
    expect(logLines).toContain(`[operator] sign-in unlocked for user ${member.id} (was at lock level 1)`);
    const unknown = await unlock('nobody@lockout.test', operatorToken);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(SERVER_MESSAGES.installerNotFound);
  });

  it('logs each lock with the user id and never an e-mail address', () => {
    expect(logLines.some((line) => /^\[sign-in\] user \d+: too many wrong codes, sign-in lock level 3 \(channel\)$/.test(line))).toBe(true);
    expect(logLines.filter((line) => line.includes('@'))).toEqual([]);
  });

  it('logs a sent code by its outbox row, never the address or the code', async () => {
    const { email } = await newMember();
    const sent = await requestCode({ email });
    expect(sent.status).toBe(200);
    const [message] = await readOutbox(server.db, email);
    expect(message?.code).toMatch(/^\d{5}$/);
    expect(logLines.filter((line) => line.includes(message?.code ?? '?') || line.includes('@'))).toEqual([]);
    expect(logLines.some((line) => /^\[dev outbox\] email message \d+ /.test(line))).toBe(true);
  });
});

describe('the lock e-mail', () => {
  const idOf = (code: string) => languageByCode(code)?.id ?? 0;
  const notices = [
    { kind: 'temporary', seconds: 900 },
    { kind: 'temporary', seconds: 3600 },
    { kind: 'channel', channel: 'email' },
    { kind: 'channel', channel: 'sms' },
    { kind: 'account' },
  ] as const;

  it('has its own text in each of the 15 UI languages for every kind of lock, English for the others', () => {
    for (const notice of notices) {
      const texts = UI_LANGUAGE_CODES.map((code) => signInLockText(idOf(code), notice));
      expect(new Set(texts.map((text) => text.text)).size, notice.kind).toBe(UI_LANGUAGE_CODES.length);
      for (const text of texts) {
        expect(text.subject).toContain('Installer Club');
        expect(text.text).not.toContain('#');
      }
    }
    expect(signInLockText(idOf('tr'), notices[0])).toEqual(signInLockText(idOf('en'), notices[0]));
  });

  it('reads the duration in minutes or whole hours, in the plural form of the language', () => {
    const sentence = (code: string, seconds: number) => signInLockText(idOf(code), { kind: 'temporary', seconds }).text.split('. ')[1];
    expect(sentence('en', 900)).toBe('Sign-in is locked for 15 minutes');
    expect(sentence('en', 3600)).toBe('Sign-in is locked for 1 hour');
    expect(sentence('pl', 900)).toBe('Logowanie jest zablokowane na 15 minut');
    expect(sentence('pl', 3600)).toBe('Logowanie jest zablokowane na 1 godzinę');
    expect(sentence('ro', 7200)).toBe('Autentificarea este blocată timp de 2 ore');
    expect(sentence('ro', 1200)).toBe('Autentificarea este blocată timp de 20 de minute');
  });

  it('is sent to the account\'s e-mail address; a failed delivery is logged by user id, not answered', async () => {
    const sent: OutgoingMessage[] = [];
    const lines: string[] = [];
    const logger: Logger = { info: (line) => lines.push(line), warn: (line) => lines.push(line), error: (line) => lines.push(line) };
    const user = { id: 7, email: 'someone@demo.test', languageId: idOf('cs') };
    const raised = { level: 1, lock: { kind: 'temporary' as const, until: new Date(Date.parse('2026-03-02T10:15:00Z')) } };
    const now = new Date(Date.parse('2026-03-02T10:00:00Z'));
    await sendLockNotice({ mailer: { send: async (message) => { sent.push(message); } }, logger }, user, raised, now);
    expect(sent).toEqual([{ to: 'someone@demo.test', ...signInLockText(user.languageId, { kind: 'temporary', seconds: 900 }) }]);

    const failing = { send: () => Promise.reject(new Error('SMTP down')) };
    await expect(sendLockNotice({ mailer: failing, logger }, user, raised, now)).resolves.toBeUndefined();
    expect(lines).toEqual([
      '[sign-in] user 7: too many wrong codes, sign-in lock level 1 (temporary)',
      '[sign-in] user 7: too many wrong codes, sign-in lock level 1 (temporary)',
      '[sign-in] user 7: the lock e-mail could not be sent',
    ]);
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
