/**
 * Staff accounts, sign-in and the audit log (issue 27). The code rules, the 8-hour session, the
 * token audiences and the append-only log, with the expected answers written from the issue.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import { readServerEnv } from '../../src/server/env';
import { readOutbox } from '../../src/server/providers/outbox';
import { LOOPBACK_IP, createTestServer, type TestServer } from './harness';

let server: TestServer;
const HIGH = { limit: 100_000, windowSeconds: 600 };

beforeAll(async () => {
  server = await createTestServer({ rateLimits: { login: HIGH, verify: HIGH } });
});
afterAll(async () => {
  await server.close();
});

const login = (email: string, ip = server.newIp()) => server.call('POST', '/api/staff/v1/auth/login', { body: { email }, ip });
const verify = (loginRequestId: string, code: string, ip = server.newIp()) =>
  server.call('POST', '/api/staff/v1/auth/login/verify', { body: { login_request_id: loginRequestId, code }, ip });
const me = (token: string) => server.call('GET', '/api/staff/v1/auth/me', { token });

/** A code that is not `code` (five digits). */
const wrong = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

describe('staff sign-in', () => {
  it('signs a demo staff member in by e-mail and code, for 8 hours at most', async () => {
    const session = await server.staffSignIn('support@staff.demo');
    expect(session.staff).toMatchObject({ email: 'support@staff.demo', roles: ['support'], regions: [] });
    expect(Date.parse(session.expires_at) - server.clock.now().getTime()).toBe(8 * 60 * 60 * 1000);
    expect((await me(session.token)).body.data.email).toBe('support@staff.demo');
    server.clock.advance(8 * 60 * 60 - 1);
    expect((await me(session.token)).status).toBe(200);
    server.clock.advance(1);
    expect((await me(session.token)).status).toBe(401);
  });

  it('answers an unknown address like a known one and sends nothing', async () => {
    const answer = await login('nobody@staff.demo');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['login_request_id', 'resend_after']);
    await expect(server.lastCode('nobody@staff.demo')).rejects.toThrow();
    expect((await verify(answer.body.login_request_id, '12345')).status).toBe(406);
  });

  it('takes a code once, and not after its 10 minutes', async () => {
    const sent = await login('content@staff.demo');
    const code = await server.lastCode('content@staff.demo');
    server.clock.advance(10 * 60);
    expect((await verify(sent.body.login_request_id, code)).status).toBe(406);
    const again = await login('content@staff.demo');
    const fresh = await server.lastCode('content@staff.demo');
    expect((await verify(again.body.login_request_id, fresh)).status).toBe(200);
    expect((await verify(again.body.login_request_id, fresh)).status).toBe(406);
  });

  it('sends a new code 60 s after the last one at the earliest', async () => {
    await login('fulfilment@staff.demo');
    const soon = await login('fulfilment@staff.demo');
    expect(soon.status).toBe(429);
    server.clock.advance(60);
    expect((await login('fulfilment@staff.demo')).status).toBe(200);
  });

  it('locks sign-in for 15 minutes after 10 wrong codes, and tells the member by e-mail', async () => {
    const email = 'reviewer@staff.demo';
    for (let attempt = 0; attempt < 2; attempt += 1) {
      server.clock.advance(60);
      const sent = await login(email);
      const code = await server.lastCode(email);
      // Five wrong codes void a code; ten counted raise the lock.
      for (let guess = 0; guess < 5; guess += 1) {
        const answer = await verify(sent.body.login_request_id, wrong(code));
        expect(answer.status).toBe(attempt === 1 && guess === 4 ? 429 : 406);
      }
    }
    server.clock.advance(60);
    expect((await login(email)).status).toBe(429);
    server.clock.advance(15 * 60);
    const sent = await login(email);
    expect(sent.status).toBe(200);
    expect((await verify(sent.body.login_request_id, await server.lastCode(email))).status).toBe(200);
  });

  it('refuses sign-in from outside STAFF_ALLOWED_NETWORKS', async () => {
    const office = server.instance({ staffAllowedNetworks: ['10.1.0.0/16', '2001:db8::/32'] });
    const from = (ip: string) => office('POST', '/api/staff/v1/auth/login', { body: { email: 'admin@staff.demo' }, ip });
    expect((await from('192.0.2.7')).status).toBe(403);
    expect((await from('10.1.2.3')).status).toBe(200);
    server.clock.advance(60);
    expect((await from('::ffff:10.1.9.9')).status).toBe(200);
    server.clock.advance(60);
    expect((await from('2001:db8::5')).status).toBe(200);
    const verifyFrom = await office('POST', '/api/staff/v1/auth/login/verify', {
      body: { login_request_id: randomUUID(), code: '12345' }, ip: '198.18.0.1',
    });
    expect(verifyFrom.status).toBe(403);
  });

  it('reads STAFF_ALLOWED_NETWORKS as a CIDR list and refuses anything else at start-up', () => {
    expect(readServerEnv({ STAFF_ALLOWED_NETWORKS: ' 10.0.0.0/8, 2001:db8::/32 ' }).staffAllowedNetworks).toEqual(['10.0.0.0/8', '2001:db8::/32']);
    expect(readServerEnv({}).staffAllowedNetworks).toBeNull();
    for (const bad of ['10.0.0.0', '10.0.0.0/33', 'office', '10.0.0.0/8/1']) {
      expect(() => readServerEnv({ STAFF_ALLOWED_NETWORKS: bad })).toThrow(/STAFF_ALLOWED_NETWORKS/);
    }
  });
});

describe('staff sessions and tokens', () => {
  it('signs out one session, or every session of the member', async () => {
    server.clock.advance(60);
    const first = await server.staffSignIn('admin@staff.demo');
    server.clock.advance(60);
    const second = await server.staffSignIn('admin@staff.demo');
    server.clock.advance(60);
    const third = await server.staffSignIn('admin@staff.demo');
    expect((await server.call('POST', '/api/staff/v1/auth/logout', { token: first.token })).status).toBe(200);
    expect((await me(first.token)).status).toBe(401);
    expect((await me(second.token)).status).toBe(200);
    expect((await server.call('POST', '/api/staff/v1/auth/logout/everywhere', { token: second.token })).status).toBe(200);
    expect((await me(second.token)).status).toBe(401);
    expect((await me(third.token)).status).toBe(401);
  });

  it('keeps the audiences apart: installer tokens on staff routes and staff tokens on installer routes answer 401', async () => {
    const installer = await server.signIn('owner@demo.pl');
    server.clock.advance(60);
    const staff = await server.staffSignIn('support@staff.demo');
    expect((await me(installer.pair.token)).status).toBe(401);
    expect((await server.call('GET', '/api/v1/company/user/self', { token: staff.token })).status).toBe(401);
    expect((await server.call('GET', '/api/v1/company/user/self', { token: installer.pair.token })).status).toBe(200);
  });

  it('refuses a deactivated member at once', async () => {
    const added = await server.dev('POST', '/api/dev/operator/staff', { body: { email: 'leaver@staff.demo', name: 'Leaver', roles: ['support'] } });
    const session = await server.staffSignIn('leaver@staff.demo');
    await server.db.execute(sql`update staff_members set active = false where id = ${added.body.data.id}`);
    expect((await me(session.token)).status).toBe(401);
    const sentBefore = (await readOutbox(server.db, 'leaver@staff.demo')).length;
    expect((await login('leaver@staff.demo')).status).toBe(200);
    expect((await readOutbox(server.db, 'leaver@staff.demo')).length).toBe(sentBefore);
  });
});

describe('staff accounts by the operator, and the audit log', () => {
  it('adds a staff member with roles and regions, once, on the record as the operator', async () => {
    const body = { email: 'New.Agent@Staff.Demo', name: 'New Agent', roles: ['support', 'reviewer'], regions: ['pl', 'sk'] };
    const added = await server.dev('POST', '/api/dev/operator/staff', { body });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ email: 'new.agent@staff.demo', roles: ['support', 'reviewer'], regions: [10, 13] });
    expect((await server.dev('POST', '/api/dev/operator/staff', { body })).status).toBe(409);
    expect((await server.dev('POST', '/api/dev/operator/staff', { body: { ...body, email: 'x@staff.demo', regions: ['atlantis'] } })).status).toBe(422);
    expect((await server.dev('POST', '/api/dev/operator/staff', { body: { ...body, email: 'y@staff.demo', roles: ['janitor'] } })).status).toBe(422);

    const admin = await server.staffSignIn('admin@staff.demo');
    const log = await server.call('GET', '/api/staff/v1/audit', { token: admin.token });
    expect(log.status).toBe(200);
    const entry = log.body.data.find((e: { action: string; details: { staff_member_id?: number } }) =>
      e.action === 'staff.add' && e.details.staff_member_id === added.body.data.id);
    expect(entry).toMatchObject({ by: 'operator', action: 'staff.add', details: { roles: ['support', 'reviewer'], regions: [10, 13] } });
  });

  it('cannot be changed or emptied: the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const [before] = await server.db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
    expect(before?.count).toBeGreaterThan(0);
    await expect(server.db.update(auditLog).set({ action: 'forged' })).rejects.toThrow();
    await expect(server.db.delete(auditLog).where(eq(auditLog.actor, 'operator'))).rejects.toThrow();
    await expect(server.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [after] = await server.db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
    expect(after?.count).toBe(before?.count);
  });

  it('answers the operator route only with the operator token', async () => {
    const body = { email: 'sneaky@staff.demo', name: 'Sneaky', roles: ['admin'] };
    expect((await server.call('POST', '/api/operator/staff', { body, ip: LOOPBACK_IP })).status).toBe(403);
    expect((await server.call('POST', '/api/dev/operator/staff', { body, ip: '192.0.2.1' })).status).toBe(404);
  });
});
