/**
 * The access matrix: every /api route × every persona (guest, roles 3, 4, 7, 8, an emulated
 * session) × own and another company's records. Expected statuses follow SPEC §6 as written in
 * src/contract/permissions.ts; a route without a row in ROUTE_ACCESS, or without a sample request
 * here, fails this file, so every new route joins it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, type Action } from '../../src/contract/permissions';
import { ROLES } from '../../src/contract/roles';
import { ROUTE_ACCESS, unlistedRoutes } from '../../src/server/http/route-access';
import { LOOPBACK_IP, createTestServer, type CallOptions, type TestServer } from './harness';
import { PUBLIC_ANSWER, ROUTE_SAMPLES, identityOf, type Identity, type Sample } from './route-samples';

let server: TestServer;

interface Persona {
  name: string;
  role: number | null;
  token?: string;
  emulated?: boolean;
  self?: Identity;
}

const namesRecord = (key: string) => key.includes('/:');
const isRead = (key: string) => key.startsWith('GET ');

const identity = (token: string) => identityOf(server, token);

async function member(name: string, email: string, role: number): Promise<Persona> {
  const { pair } = await server.signIn(email);
  return { name, role, token: pair.token, self: await identity(pair.token) };
}

async function emulated(email: string): Promise<Persona> {
  const link = await server.dev('POST', '/api/dev/operator/emulate', { body: { email, by: 'matrix' } });
  const session = await server.call('POST', '/api/v2/installer/emulate', { body: { code: link.body.code } });
  const token = session.body.token as string;
  return { name: 'emulated owner', role: ROLES.owner, token, emulated: true, self: await identity(token) };
}

let personas: Persona[];
let otherCompany: Identity;

beforeAll(async () => {
  server = await createTestServer({
    rateLimits: { login: { limit: 1000, windowSeconds: 600 }, verify: { limit: 1000, windowSeconds: 600 } },
  });
  personas = [
    { name: 'guest', role: null },
    await member('owner', 'owner@demo.pl', ROLES.owner),
    await member('installer', 'installer@demo.pl', ROLES.installer),
    await member('decor owner', 'decor@demo.sk', ROLES.decorOwner),
    await member('decor staff', 'staff@demo.sk', ROLES.decorInstaller),
    await emulated('owner@demo.pl'),
  ];
  const cz = await server.signIn('owner@demo.cz');
  otherCompany = await identity(cz.pair.token);
});
afterAll(async () => {
  await server.close();
});

/** Hono's list of routes, paths under /api, without the middleware entries. */
const declaredRoutes = () =>
  server.app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    .map((route) => ({ method: route.method, path: route.path.slice('/api'.length) }));

describe('the route access table', () => {
  it('has a row for every route the app declares, and no row without a route', () => {
    const declared = declaredRoutes().map((route) => `${route.method} ${route.path}`);
    expect(unlistedRoutes(declaredRoutes())).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !declared.includes(key))).toEqual([]);
  });

  it('has a sample request here for every row', () => {
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !(key in ROUTE_SAMPLES))).toEqual([]);
  });

  it('names only actions of the permission table', () => {
    for (const rule of Object.values(ROUTE_ACCESS)) {
      if (rule.access.who === 'member') expect(Object.keys(PERMISSIONS)).toContain(rule.access.action);
    }
  });
});

async function send(key: string, sample: Sample, options: CallOptions) {
  const method = key.split(' ')[0] ?? 'GET';
  return server.call(method, sample.path, { ...options, ...(sample.body === undefined ? {} : { body: sample.body }) });
}

describe.each(Object.entries(ROUTE_ACCESS))('%s', (key, rule) => {
  const sampleFor = (persona: Persona, other: boolean) => {
    const make = ROUTE_SAMPLES[key];
    if (!make) throw new Error(`no sample for ${key}`);
    const me = persona.self ?? personas[1]?.self;
    if (!me) throw new Error('no signed-in persona');
    return make(me, other ? otherCompany : null);
  };

  if (rule.access.who === 'member') {
    const action: Action = rule.access.action;
    it('answers as SPEC §6 says to each persona, for its own records and another company\'s', async () => {
      for (const persona of personas) {
        const targets = namesRecord(key) ? [false, true] : [false];
        for (const other of targets) {
          const response = await send(key, sampleFor(persona, other), { token: persona.token, ip: server.newIp() });
          const allowed = persona.role !== null && (PERMISSIONS[action] as readonly number[]).includes(persona.role);
          const expected =
            persona.role === null ? 401
            : !allowed ? 403
            : persona.emulated && !isRead(key) ? 403
            : other ? 404
            : 200;
          expect({ persona: persona.name, other, status: response.status }).toEqual({ persona: persona.name, other, status: expected });
        }
      }
    });
  }

  if (rule.access.who === 'anyone') {
    it('reaches its route without sign-in, and a token changes nothing', async () => {
      for (const persona of [personas[0], personas[1]]) {
        if (!persona) continue;
        const response = await send(key, sampleFor(persona, false), { token: persona.token, ip: server.newIp() });
        expect({ persona: persona.name, status: response.status }).toEqual({ persona: persona.name, status: PUBLIC_ANSWER[key] });
      }
    });
  }

  if (rule.access.who === 'loopback') {
    it('answers on loopback only, as if it did not exist elsewhere', async () => {
      const owner = personas[1];
      if (!owner) throw new Error('no owner');
      const sample = sampleFor(owner, false);
      expect((await send(key, sample, { ip: '192.0.2.10' })).status).toBe(404);
      expect((await send(key, sample, { ip: '::ffff:10.0.0.5', token: owner.token })).status).toBe(404);
      expect((await send(key, sample, { ip: LOOPBACK_IP })).status).toBe(200);
    });
  }

  if (rule.access.who === 'operator') {
    it('refuses everyone without the operator token, signed in or not', async () => {
      const owner = personas[1];
      if (!owner) throw new Error('no owner');
      const sample = sampleFor(owner, false);
      expect((await send(key, sample, { ip: LOOPBACK_IP })).status).toBe(403);
      expect((await send(key, sample, { ip: LOOPBACK_IP, token: owner.token })).status).toBe(403);
    });
  }
});

describe('SPEC §6, said plainly (independent of the table)', () => {
  it('installers and decor staff cannot deactivate the company or change its numbers or type', async () => {
    for (const name of ['installer', 'decor staff']) {
      const persona = personas.find((p) => p.name === name);
      if (!persona?.self) throw new Error(`no ${name}`);
      const company = `/api/v1/company/${persona.self.companyId}`;
      const token = persona.token;
      expect((await server.call('PATCH', company, { token, body: { active: 2 } })).status).toBe(403);
      expect((await server.call('PATCH', company, { token, body: { registration_number: '99887766' } })).status).toBe(403);
      expect((await server.call('PATCH', `${company}/companyType`, {
        token, body: { company_type: persona.self.companyType, disclaimer_accepted: true, declaration_accepted: true },
      })).status).toBe(403);
    }
    // The owners are still signed in and can still sign in.
    const owner = personas.find((p) => p.name === 'owner');
    expect((await server.call('GET', '/api/v1/company/user/self', { token: owner?.token })).body.data.company.active).toBe(1);
    await server.signIn('decor@demo.sk');
  });

  it('lets guests reach only sign-in, registration, street lookup, public config, health, product pictures and avatars', () => {
    const publicRoutes = Object.entries(ROUTE_ACCESS).filter(([, rule]) => rule.access.who === 'anyone').map(([key]) => key).sort();
    expect(publicRoutes).toEqual([
      'GET /health', 'GET /ready', 'GET /v1/avatars/:id', 'GET /v1/config/public', 'GET /v1/shop/images/:uuid/:file', 'GET /v2/company/validate', 'GET /v2/places/streets',
      'POST /v2/company/register', 'POST /v2/installer/emulate', 'POST /v2/installer/login', 'POST /v2/installer/login/verify',
      'POST /v2/installer/logout', 'POST /v2/installer/refresh',
    ]);
  });
});
