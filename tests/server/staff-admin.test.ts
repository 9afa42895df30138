/**
 * The admin desk (issue 27 §1, §2): the maintenance switch, staff accounts, the audit log by name,
 * and where a staff sign-in comes from. Expected answers are written from the issue and the demo
 * data (README "Demo accounts"), not read from the code under test.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers } from '../../src/server/db/schema';
import { createTestServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let adminId: number;
let support: string;
let owner: string;

const ADMIN_IP = '198.51.100.9';

beforeAll(async () => {
  const high = { limit: 100_000, windowSeconds: 600 };
  server = await createTestServer({ rateLimits: { login: high, verify: high } });
  const session = await server.staffSignIn('admin@staff.demo');
  admin = session.token;
  adminId = session.staff.id;
  support = (await server.staffSignIn('support@staff.demo')).token;
  owner = (await server.signIn('owner@demo.pl')).pair.token;
});
afterAll(async () => {
  await server.close();
});

const call = (method: string, path: string, token: string, body?: unknown) =>
  server.call(method, `/api/staff/v1${path}`, { token, ip: ADMIN_IP, ...(body === undefined ? {} : { body }) });

interface Entry {
  action: string; by: string; by_name: string; client_ip: string | null; details: Record<string, unknown>;
  company: { uuid: string; name: string } | null; user: { uuid: string; name: string } | null; staff_member: { name: string; email: string } | null;
}
const audit = async (query = '') => (await call('GET', `/audit${query}`, admin)).body.data as Entry[];
const latest = async (action: string) => (await audit()).find((entry) => entry.action === action);

describe('the maintenance switch', () => {
  const installerAnswer = async () => (await server.call('GET', '/api/v1/company/user/self', { token: owner })).status;

  it('shows installers the maintenance page while on; the console keeps answering; both switches are on the record', async () => {
    expect((await call('GET', '/maintenance', admin)).body.data).toEqual({ on: false, from_env: false });
    const on = await call('PUT', '/maintenance', admin, { on: true });
    expect(on.body.data).toEqual({ on: true, from_env: false });
    expect(await installerAnswer()).toBe(503);
    // The console answers during maintenance: it is where it ends.
    expect((await call('GET', '/maintenance', admin)).body.data.on).toBe(true);
    expect(await latest('maintenance.on')).toMatchObject({ by: 'admin@staff.demo', by_name: 'Adam Admin', client_ip: ADMIN_IP });
    expect((await call('PUT', '/maintenance', admin, { on: false })).body.data.on).toBe(false);
    expect(await installerAnswer()).toBe(200);
    expect(await latest('maintenance.off')).toMatchObject({ by: 'admin@staff.demo' });
  });

  it('is refused to every other role and writes the operator command\'s switch as the operator\'s', async () => {
    expect((await call('PUT', '/maintenance', support, { on: true })).status).toBe(403);
    await server.dev('POST', '/api/dev/operator/maintenance', { body: { on: true } });
    expect(await latest('maintenance.on')).toMatchObject({ by: 'operator' });
    await server.dev('POST', '/api/dev/operator/maintenance', { body: { on: false } });
    expect(await installerAnswer()).toBe(200);
  });

  it('says so when MAINTENANCE=1 keeps it on whatever the switch says', async () => {
    const pinned = server.instance({ maintenanceFromEnv: true });
    const view = await pinned('GET', '/api/staff/v1/maintenance', { token: admin });
    expect(view.body.data).toEqual({ on: true, from_env: true });
  });
});

describe('staff accounts', () => {
  const accounts = async () => (await call('GET', '/members', admin)).body.data as { id: number; email: string; name: string; roles: string[]; regions: number[]; active: boolean; locked: boolean }[];
  const accountOf = async (email: string) => {
    const found = (await accounts()).find((account) => account.email === email);
    if (!found) throw new Error(`no staff account ${email}`);
    return found;
  };

  it('lists the demo staff with their roles', async () => {
    const listed = await accounts();
    expect(listed).toEqual(expect.arrayContaining([
      expect.objectContaining({ email: 'admin@staff.demo', roles: ['admin'], active: true, locked: false }),
      expect.objectContaining({ email: 'support@staff.demo', roles: ['support'], regions: [] }),
    ]));
  });

  it('adds a member who can sign in at once; the same e-mail twice answers 409; an unknown region 422', async () => {
    const added = await call('POST', '/members', admin, { email: ' New.Agent@Staff.demo ', name: 'Nora Agent', roles: ['support'], regions: ['pl', 'cz'] });
    expect(added.status).toBe(200);
    // Regions by id: Poland 10, Czechia 5 (src/contract/regions.ts).
    expect(added.body.data).toMatchObject({ email: 'new.agent@staff.demo', name: 'Nora Agent', roles: ['support'], regions: [10, 5] });
    expect((await server.staffSignIn('new.agent@staff.demo')).staff.roles).toEqual(['support']);
    expect((await call('POST', '/members', admin, { email: 'new.agent@staff.demo', name: 'Again', roles: ['support'] })).status).toBe(409);
    expect((await call('POST', '/members', admin, { email: 'x@staff.demo', name: 'X', roles: ['support'], regions: ['atlantis'] })).status).toBe(422);
    expect(await latest('staff.add')).toMatchObject({ by: 'admin@staff.demo', client_ip: ADMIN_IP, staff_member: { name: 'Nora Agent', email: 'new.agent@staff.demo' } });
  });

  it('changes roles and regions, on the record with what they were', async () => {
    await call('POST', '/members', admin, { email: 'roles@staff.demo', name: 'Rolf Roles', roles: ['support'] });
    const { id } = await accountOf('roles@staff.demo');
    const changed = await call('PATCH', `/members/${id}`, admin, { roles: ['reviewer', 'fulfilment'], regions: ['sk'] });
    expect(changed.body.data).toMatchObject({ roles: ['reviewer', 'fulfilment'], regions: [13] });
    const session = await server.staffSignIn('roles@staff.demo');
    expect(session.staff.roles).toEqual(['reviewer', 'fulfilment']);
    expect((await call('GET', '/orders', session.token)).status).toBe(200);
    expect((await call('GET', '/find?q=Nowak', session.token)).status).toBe(403);
    expect(await latest('staff.access')).toMatchObject({
      staff_member: { email: 'roles@staff.demo' },
      details: { roles: ['reviewer', 'fulfilment'], regions: [13], roles_before: ['support'], regions_before: [] },
    });
    expect((await call('PATCH', '/members/999999', admin, { roles: ['support'] })).status).toBe(404);
    expect((await call('PATCH', `/members/${id}`, admin, { roles: [] })).status).toBe(422);
  });

  it('deactivates a member: his sessions end and he cannot sign in until reactivated', async () => {
    await call('POST', '/members', admin, { email: 'leaver@staff.demo', name: 'Leo Leaver', roles: ['support'] });
    const { id } = await accountOf('leaver@staff.demo');
    const session = await server.staffSignIn('leaver@staff.demo');
    const deactivated = await call('POST', `/members/${id}/deactivate`, admin);
    expect(deactivated.body.data).toMatchObject({ active: false });
    expect((await call('GET', '/auth/me', session.token)).status).toBe(401);
    await expect(server.staffSignIn('leaver@staff.demo')).rejects.toThrow(/no code sent|406/);
    expect(await latest('staff.deactivate')).toMatchObject({ staff_member: { email: 'leaver@staff.demo' }, client_ip: ADMIN_IP });
    server.clock.advance(60);
    expect((await call('POST', `/members/${id}/reactivate`, admin)).body.data).toMatchObject({ active: true });
    // The old session stays ended; a new sign-in works.
    expect((await call('GET', '/auth/me', session.token)).status).toBe(401);
    expect((await server.staffSignIn('leaver@staff.demo')).staff.email).toBe('leaver@staff.demo');
    expect(await latest('staff.reactivate')).toMatchObject({ staff_member: { email: 'leaver@staff.demo' } });
  });

  it('keeps an admin from locking himself out: no deactivating himself, no dropping his own admin role', async () => {
    const deactivate = await call('POST', `/members/${adminId}/deactivate`, admin);
    expect(deactivate.status).toBe(409);
    expect(deactivate.body.message).toBe('You cannot deactivate your own account.');
    const demote = await call('PATCH', `/members/${adminId}`, admin, { roles: ['support'] });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe('You cannot remove your own admin role.');
    // Another role beside admin is fine.
    expect((await call('PATCH', `/members/${adminId}`, admin, { roles: ['admin', 'support'] })).status).toBe(200);
    await call('PATCH', `/members/${adminId}`, admin, { roles: ['admin'] });
    expect((await call('GET', '/auth/me', admin)).status).toBe(200);
  });

  it('unlocks a sign-in locked until an admin helps', async () => {
    await call('POST', '/members', admin, { email: 'locked@staff.demo', name: 'Lou Locked', roles: ['content'] });
    const { id } = await accountOf('locked@staff.demo');
    // The lockout's last level (4): only an admin or the operator lifts it.
    await server.db.update(staffMembers).set({ signInLockLevel: 4 }).where(eq(staffMembers.id, id));
    expect((await accountOf('locked@staff.demo')).locked).toBe(true);
    expect((await server.call('POST', '/api/staff/v1/auth/login', { body: { email: 'locked@staff.demo' }, ip: server.newIp() })).status).toBe(429);
    expect((await call('POST', `/members/${id}/unlock`, admin)).body.data).toMatchObject({ locked: false });
    expect((await server.staffSignIn('locked@staff.demo')).staff.email).toBe('locked@staff.demo');
    expect(await latest('staff.unlock')).toMatchObject({ staff_member: { email: 'locked@staff.demo' }, details: { previous_level: 4 } });
  });

  it('refuses every other role', async () => {
    expect((await call('GET', '/members', support)).status).toBe(403);
    expect((await call('POST', '/members', support, { email: 'sneaky@staff.demo', name: 'S', roles: ['admin'] })).status).toBe(403);
  });
});

describe('the audit log by name', () => {
  it('names the company, the installer and the staff member, and filters by action and by who', async () => {
    const found = (await call('GET', `/find?q=${encodeURIComponent('owner@demo.pl')}`, admin)).body.data as { kind: string; uuid: string; company: { uuid: string } }[];
    const person = found.find((entry) => entry.kind === 'person');
    if (!person) throw new Error('owner not found');
    expect((await call('POST', `/companies/${person.company.uuid}/members/${person.uuid}/emulation`, support)).status).toBe(200);
    const [entry] = await audit('?action=emulation.');
    expect(entry).toMatchObject({
      action: 'emulation.link', by: 'support@staff.demo', by_name: 'Sam Support',
      company: { uuid: person.company.uuid, name: 'Dachy Nowak Sp. z o.o.' }, user: { uuid: person.uuid, name: 'Piotr Nowak' },
    });
    const byAdmin = await audit('?by=ADMIN@staff.demo');
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byAdmin.every((row) => row.by === 'admin@staff.demo')).toBe(true);
    const staffChanges = await audit('?action=staff.');
    expect(staffChanges.length).toBeGreaterThan(0);
    expect(staffChanges.every((row) => row.action.startsWith('staff.'))).toBe(true);
    expect((await audit('?by=operator')).every((row) => row.by === 'operator')).toBe(true);
  });
});

describe('where a staff sign-in comes from', () => {
  it('refuses a caller outside STAFF_ALLOWED_NETWORKS with a clear message, however it names itself in X-Forwarded-For', async () => {
    const office = server.instance({ trustProxy: true, staffAllowedNetworks: ['10.1.0.0/16'] });
    const login = (ip: string, forwarded?: string) => office('POST', '/api/staff/v1/auth/login', {
      body: { email: 'admin@staff.demo' }, ip, ...(forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {}),
    });
    // Straight from the internet, claiming an office address: refused.
    const spoofed = await login('203.0.113.50', '10.1.2.3');
    expect(spoofed.status).toBe(403);
    expect(spoofed.body.message).toBe('Staff sign-in is not allowed from this network.');
    // Through our proxy (a private peer), the address it appended counts.
    expect((await login('10.0.0.1', '203.0.113.50, 10.1.2.3')).status).toBe(200);
    expect((await login('10.0.0.1', '10.1.2.3, 203.0.113.50')).status).toBe(403);
  });
});
