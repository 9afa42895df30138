/**
 * A member's own profile: PATCH of user and company (SPEC §5 Profile, Company edit), the avatar
 * (content-decided type, size limit, re-encoding, refused polyglots) and the e-mail verification.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../src/contract/errors';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, VERIFICATION_MESSAGES, VerificationSent } from '../../src/contract/profile';
import { UserResponse } from '../../src/contract/user';
import { users } from '../../src/server/db/schema';
import { AVATAR_SIZE } from '../../src/server/domain/avatars';
import { readOutbox } from '../../src/server/providers/outbox';
import { createTestServer, type TestServer } from './harness';
import { avatarForm } from './route-samples';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ rateLimits: { login: { limit: 1000, windowSeconds: 600 }, verify: { limit: 1000, windowSeconds: 600 } } });
});
afterAll(async () => {
  await server.close();
});

const token = async (email: string) => (await server.signIn(email)).pair.token;
async function self(bearer: string) {
  const response = await server.call('GET', '/api/v1/company/user/self', { token: bearer });
  return v.parse(UserResponse, response.body).data;
}

describe('PATCH /api/v1/company/user/{id}', () => {
  it('changes only the fields sent, of the caller\'s own record', async () => {
    const bearer = await token('installer@demo.pl');
    const before = await self(bearer);
    const response = await server.call('PATCH', `/api/v1/company/user/${before.id}`, { token: bearer, body: { name: ' Ania ', sms_notifications: true } });
    expect(response.status).toBe(200);
    const after = await self(bearer);
    expect(after).toMatchObject({ name: 'Ania', surname: before.surname, email: before.email, phone: before.phone, sms_notifications: true });
  });

  it('never changes another user, even of the same company, nor the caller\'s role or company', async () => {
    const installer = await token('installer@demo.pl');
    const owner = await self(await token('owner@demo.pl'));
    const other = await server.call('PATCH', `/api/v1/company/user/${owner.id}`, { token: installer, body: { name: 'Hacker' } });
    expect(other.status).toBe(404);
    expect((await self(await token('owner@demo.pl'))).name).toBe('Piotr');
    const me = await self(installer);
    await server.call('PATCH', `/api/v1/company/user/${me.id}`, { token: installer, body: { role: { id: 3 }, role_id: 3, company_id: 1, name: 'Anna' } });
    const after = await self(installer);
    expect(after.role.id).toBe(4);
    expect(after.company.id).toBe(me.company.id);
  });

  it('checks e-mail and phone, and keeps them unique', async () => {
    const bearer = await token('installer@demo.pl');
    const { id } = await self(bearer);
    const bad = await server.call('PATCH', `/api/v1/company/user/${id}`, { token: bearer, body: { email: 'nope', name: 'A' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: ['emailInvalid'], name: ['tooShort'] });
    const wrongPlan = await server.call('PATCH', `/api/v1/company/user/${id}`, { token: bearer, body: { phone: '905123456' } });
    expect(wrongPlan.body.errors).toEqual({ phone: [SERVER_MESSAGES.invalidPhone] });
    const landline = await server.call('PATCH', `/api/v1/company/user/${id}`, { token: bearer, body: { phone: '221234567' } });
    expect(landline.body.errors).toEqual({ phone: ['Enter a mobile phone number: the sign-in code comes by text message.'] });
    const taken = await server.call('PATCH', `/api/v1/company/user/${id}`, { token: bearer, body: { email: 'owner@demo.cz', phone: '600000001' } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: [SERVER_MESSAGES.emailTaken], phone: [SERVER_MESSAGES.phoneNotUnique] });
  });

  it('a new e-mail address clears verified_email_at; the same one sent again does not', async () => {
    const bearer = await token('owner@demo.cz');
    const me = await self(bearer);
    await server.db.update(users).set({ verifiedEmailAt: server.clock.now() }).where(eq(users.id, me.id));
    await server.call('PATCH', `/api/v1/company/user/${me.id}`, { token: bearer, body: { email: 'OWNER@demo.cz' } });
    expect((await self(bearer)).verified_email_at).not.toBeNull();
    await server.call('PATCH', `/api/v1/company/user/${me.id}`, { token: bearer, body: { email: 'jan.novak@demo.cz' } });
    const after = await self(bearer);
    expect(after).toMatchObject({ email: 'jan.novak@demo.cz', verified_email_at: null });
    expect((await server.signIn('jan.novak@demo.cz')).account.user_id).toBe(me.id);
  });
});

describe('PATCH /api/v1/company/{id}: the company edit', () => {
  it('changes name, address, city and postal code, none of which may be emptied', async () => {
    const bearer = await token('owner@demo.pl');
    const { company } = await self(bearer);
    const path = `/api/v1/company/${company.id}`;
    const empty = await server.call('PATCH', path, { token: bearer, body: { name: '  ', city: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ name: ['required'], city: ['required'] });
    const badPostal = await server.call('PATCH', path, { token: bearer, body: { postal_code: '3O-OO1' } });
    expect(badPostal.body.errors).toEqual({ postal_code: ['invalidFormat'] });
    const ok = await server.call('PATCH', path, { token: bearer, body: { name: 'Dachy Nowak S.A.', address: 'ul. Długa 5', city: 'Kraków', postal_code: '31-147' } });
    expect(ok.status).toBe(200);
    expect((await self(bearer)).company).toMatchObject({ name: 'Dachy Nowak S.A.', address: 'ul. Długa 5', postal_code: '31-147' });
  });

  it('is the owners\' only, and only of their own company', async () => {
    const installer = await token('installer@demo.pl');
    const { company } = await self(installer);
    expect((await server.call('PATCH', `/api/v1/company/${company.id}`, { token: installer, body: { name: 'Mine now' } })).status).toBe(403);
    const otherOwner = await token('decor@demo.sk');
    expect((await server.call('PATCH', `/api/v1/company/${company.id}`, { token: otherOwner, body: { name: 'Mine now' } })).status).toBe(404);
  });
});

/** A photo-like JPEG with EXIF (camera, GPS-like comment) metadata, larger than the stored square. */
const photo = () => sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c0392b' } })
  .jpeg()
  .withExif({ IFD0: { Make: 'SecretCam', ImageDescription: 'home address 12' } })
  .toBuffer();

describe('avatars', () => {
  let bearer: string;
  let uuid: string;
  beforeAll(async () => {
    bearer = await token('decor@demo.sk');
    uuid = (await self(bearer)).uuid;
  });
  const upload = (form: FormData, as = bearer, who = uuid) => server.call('POST', `/api/v1/company/user/${who}/avatar`, { token: as, body: form });

  it('re-encodes a JPEG into a square without its metadata, served from our origin as an image only', async () => {
    const response = await upload(avatarForm(await photo(), 'me.jpg', 'image/jpeg'));
    expect(response.status).toBe(200);
    const address = response.body.data.avatar as string;
    expect(address).toMatch(/^\/api\/v1\/avatars\/[0-9a-f-]{36}$/);
    expect((await self(bearer)).avatar).toBe(address);

    const served = await server.app.request(address);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment/);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: AVATAR_SIZE, height: AVATAR_SIZE });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('SecretCam')).toBe(false);
  });

  it('takes a PNG whatever it is called, and a new picture replaces the old one', async () => {
    const before = (await self(bearer)).avatar ?? '';
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#00000000' } }).png().toBuffer();
    const response = await upload(avatarForm(png, 'picture.gif', 'application/octet-stream'));
    expect(response.status).toBe(200);
    const served = await server.app.request(response.body.data.avatar);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await server.app.request(before)).status).toBe(404);
  });

  it.each([
    ['a JPEG with HTML after its end', async () => Buffer.concat([await photo(), Buffer.from('<html><script>alert(1)</script></html>')])],
    ['a JPEG with a ZIP after its end', async () => Buffer.concat([await photo(), Buffer.from('PK\u0003\u0004\u0014\u0000\u0000\u0000payload.js')])],
    ['a PNG with script in a text chunk', async () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png().withMetadata().toBuffer().then((png) => {
        const text = Buffer.from('tEXtComment\u0000<script>alert(1)</script>');
        const chunk = Buffer.alloc(12 + text.length - 4);
        chunk.writeUInt32BE(text.length - 4, 0);
        text.copy(chunk, 4);
        const iend = png.length - 12;
        return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
      })],
    ['an SVG with script called .png', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a renamed executable', async () => Buffer.concat([Buffer.from('MZ\u0090\u0000'), Buffer.alloc(2000, 1)])],
    ['a truncated JPEG', async () => (await photo()).subarray(0, 600)],
  ])('refuses %s', async (_label, make) => {
    const before = (await self(bearer)).avatar;
    const response = await upload(avatarForm(await make(), 'me.png', 'image/png'));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ file: [AVATAR_MESSAGES.notAnImage] });
    expect((await self(bearer)).avatar).toBe(before);
  });

  it('answers 413 to a file of 5 MB and one byte', async () => {
    const big = Buffer.alloc(AVATAR_MAX_BYTES + 1, 0);
    Buffer.from([0xff, 0xd8, 0xff]).copy(big);
    const response = await upload(avatarForm(big, 'big.jpg', 'image/jpeg'));
    expect(response.status).toBe(413);
  });

  it('answers 422 without a file, and 404 for somebody else\'s avatar', async () => {
    expect((await upload(new FormData())).status).toBe(422);
    const other = await token('staff@demo.sk');
    expect((await upload(avatarForm(await photo()), other, (await self(other)).uuid)).status).toBe(200);
    expect((await upload(avatarForm(await photo()), other, uuid)).status).toBe(404);
    expect((await server.call('DELETE', `/api/v1/company/user/${uuid}/avatar`, { token: other })).status).toBe(404);
  });

  it('removes the avatar on DELETE, and its address stops answering', async () => {
    const address = (await self(bearer)).avatar ?? '';
    expect((await server.call('DELETE', `/api/v1/company/user/${uuid}/avatar`, { token: bearer })).status).toBe(200);
    expect((await self(bearer)).avatar).toBeNull();
    expect((await server.app.request(address)).status).toBe(404);
  });
});

describe('e-mail verification', () => {
  let bearer: string;
  let userId: number;
  const send = () => server.call('POST', '/api/v2/company/verification', { token: bearer });
  const check = (code: string) => server.call('PATCH', '/api/v2/company/verification', { token: bearer, body: { code } });
  const sentCode = async () => (await readOutbox(server.db, 'staff@demo.sk'))[0]?.code ?? '';
  const wrong = (code: string) => (code === '00000' ? '11111' : '00000');

  beforeAll(async () => {
    bearer = await token('staff@demo.sk');
    userId = (await self(bearer)).id;
    await server.db.update(users).set({ verifiedEmailAt: null }).where(eq(users.id, userId));
  });

  it('sends a code to the address, refuses a wrong one and verifies with the right one, once', async () => {
    const sent = await send();
    expect(sent.status).toBe(200);
    expect(v.parse(VerificationSent, sent.body)).toMatchObject({ sent_to: 's***@demo.sk', resend_after: 60 });
    const code = await sentCode();
    expect(code).toMatch(/^\d{5}$/);
    expect((await check(wrong(code))).status).toBe(406);
    const right = await check(code);
    expect(right.status).toBe(200);
    expect(right.body.message).toBe(VERIFICATION_MESSAGES.verified);
    expect((await self(bearer)).verified_email_at).toBe(server.clock.now().toISOString());
    expect((await check(code)).status).toBe(406);
  });

  it('lets a new code be asked only after 60 s; the new one voids the old', async () => {
    server.clock.advance(61);
    await send();
    const first = await sentCode();
    expect((await send()).status).toBe(429);
    server.clock.advance(61);
    await send();
    const second = await sentCode();
    if (first !== second) expect((await check(first)).status).toBe(406);
    expect((await check(second)).status).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    server.clock.advance(61);
    await send();
    const code = await sentCode();
    server.clock.advance(601);
    expect((await check(code)).status).toBe(406);
  });

  it('voids a code after 5 wrong tries, and limits checks per user', async () => {
    server.clock.advance(61);
    await send();
    const code = await sentCode();
    for (let i = 0; i < 5; i += 1) expect((await check(wrong(code))).status).toBe(406);
    expect((await check(code)).status).toBe(406);
    for (let i = 0; i < 4; i += 1) await check(wrong(code));
    expect((await check(code)).status).toBe(429);
  });

  it('a code proves only the address it was sent to', async () => {
    server.clock.advance(601);
    await send();
    const code = await sentCode();
    await server.call('PATCH', `/api/v1/company/user/${userId}`, { token: bearer, body: { email: 'lucia@demo.sk' } });
    expect((await check(code)).status).toBe(406);
    expect((await self(bearer)).verified_email_at).toBeNull();
  });
});
