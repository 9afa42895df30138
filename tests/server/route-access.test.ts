/**
 * The access matrix: every /api route × every persona (guest, roles 3, 4, 7, 8, an emulated
 * owner) × own and another company's records. The expected answers come from REQUIRED below: what
 * the club wants, written from SPEC §6 and the decisions where it is silent (README "Decisions",
 * docs/server.md "Who may call what"), never from the permission table under test. A route
 * without a row in REQUIRED or without a sample request fails this file, so every new route
 * joins it with a decision written down here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS, unlistedRoutes } from '../../src/server/http/route-access';
import { LOOPBACK_IP, createTestServer, type CallOptions, type TestServer } from './harness';
import { ROUTE_SAMPLES, identityOf, type Identity, type Sample } from './route-samples';

/** SPEC §4 role ids; SPEC §6 "Owners (3, 7)". */
const OWNER = 3;
const INSTALLER = 4;
const DECOR_OWNER = 7;
const DECOR_STAFF = 8;
const OWNER_ROLES: readonly number[] = [OWNER, DECOR_OWNER];

type Requirement =
  /** Signed-in members of these roles; `writes`: it changes data, sends or marks (an emulated session may not). */
  | { who: 'members' | 'owners'; writes: boolean }
  /** Anyone, signed in or not; the status the sample request answers when the route itself runs. */
  | { who: 'public'; answers: number }
  /** Development tools: loopback only, invisible (404) elsewhere. */
  | { who: 'loopback' }
  /** `npm run operator`: the operator token, whoever asks. */
  | { who: 'operator' }
  /** Prometheus (issue 29): a direct loopback caller or the METRICS_TOKEN; invisible (404) to everyone else. */
  | { who: 'metrics' }
  /**
   * The staff console: staff members holding one of these roles; installer tokens never.
   * `answers`: the status when the role may (200 unless the sample names a record that is not there).
   */
  | { who: 'staff'; roles: readonly StaffRoleName[]; answers?: number };

/** Issue 27's staff roles. */
type StaffRoleName = 'support' | 'reviewer' | 'fulfilment' | 'content' | 'admin';
const EVERY_STAFF_ROLE: readonly StaffRoleName[] = ['support', 'reviewer', 'fulfilment', 'content', 'admin'];
/** Issue 27: "admin (staff accounts, maintenance, everything)". */
const STAFF = (...roles: StaffRoleName[]) => ({ who: 'staff', roles: [...roles, 'admin'] }) satisfies Requirement;
/** The demo staff member of each role (README "Demo accounts"). */
const STAFF_OF_ROLE: Record<StaffRoleName, string> = {
  support: 'support@staff.demo', reviewer: 'reviewer@staff.demo', fulfilment: 'fulfilment@staff.demo', content: 'content@staff.demo', admin: 'admin@staff.demo',
};

/** "Everyone in the company earns points (projects, scans), reads the company's figures and talks to support." */
const MEMBERS_READ: Requirement = { who: 'members', writes: false };
const MEMBERS_WRITE: Requirement = { who: 'members', writes: true };
/** "The company's money and identity (registration numbers, type, terms, survey, orders, club card, team) belong to the owners." */
const OWNERS_READ: Requirement = { who: 'owners', writes: false };
const OWNERS_WRITE: Requirement = { who: 'owners', writes: true };
const PUBLIC = (answers: number): Requirement => ({ who: 'public', answers });
const LOOPBACK: Requirement = { who: 'loopback' };
const OPERATOR: Requirement = { who: 'operator' };

/** What the club wants of every route. */
const REQUIRED: Record<string, Requirement> = {
  'GET /health': PUBLIC(200),
  'GET /ready': PUBLIC(200),
  'GET /metrics': { who: 'metrics' },
  // Issue 29: the API description is for integrators, who have no account yet (docs/server.md "API description").
  'GET /openapi.json': PUBLIC(200),
  'GET /docs': PUBLIC(200),
  'GET /docs/:file': PUBLIC(200),

  // SPEC §6: guests reach login, register, maintenance and the public config only.
  'POST /v2/installer/login': PUBLIC(404),
  'POST /v2/installer/login/verify': PUBLIC(406),
  'POST /v2/installer/refresh': PUBLIC(401),
  'POST /v2/installer/logout': PUBLIC(200),
  'POST /v2/installer/emulate': PUBLIC(401),
  'GET /v1/config/public': PUBLIC(200),
  'POST /v2/company/register': PUBLIC(422),
  'GET /v2/company/validate': PUBLIC(200),
  'GET /v2/places/streets': PUBLIC(200),
  // Pictures are fetched by <img> without a token; their addresses are random ids.
  'GET /v1/shop/images/:uuid/:file': PUBLIC(200),
  // The materials' artwork is drawn from its id by the project: nothing private in it.
  'GET /v1/shop/artwork/:file': PUBLIC(200),
  'GET /v1/avatars/:id': PUBLIC(404),

  'GET /v1/config': MEMBERS_READ,
  'GET /v1/company/user/self': MEMBERS_READ,
  'GET /v1/company/points/:companyId': MEMBERS_READ,
  // The company's identity: numbers, type, terms, survey.
  'PATCH /v1/company/:id': OWNERS_WRITE,
  'PATCH /v1/company/:id/companyType': OWNERS_WRITE,
  // SPEC §6 "Users edit own profile, avatar".
  'PATCH /v1/installer/user/:id': MEMBERS_WRITE,
  'PATCH /v1/company/user/:id': MEMBERS_WRITE,
  'POST /v1/company/user/:uuid/avatar': MEMBERS_WRITE,
  'DELETE /v1/company/user/:uuid/avatar': MEMBERS_WRITE,
  // Checking a code writes verified_email_at; asking for one sends an e-mail.
  'PATCH /v2/company/verification': MEMBERS_WRITE,
  'POST /v2/company/verification': MEMBERS_WRITE,

  'GET /v1/notifications': MEMBERS_READ,
  'GET /v1/notifications/:uuid': MEMBERS_READ,
  // Marking read is a write.
  'PATCH /v1/notifications/:uuid': MEMBERS_WRITE,

  // Every member earns points: projects, scans and project surveys.
  'GET /v1/project': MEMBERS_READ,
  'POST /v1/project': MEMBERS_WRITE,
  'GET /v1/project/:uuid': MEMBERS_READ,
  'DELETE /v1/project/:uuid': MEMBERS_WRITE,
  'POST /v1/project/:uuid/survey': MEMBERS_WRITE,
  'GET /v1/product': MEMBERS_READ,
  'POST /v2/scans': MEMBERS_WRITE,
  'DELETE /v2/scans/:uuid': MEMBERS_WRITE,

  // The company's figures.
  'GET /v1/points/history': MEMBERS_READ,
  'GET /v1/points/history/groups': MEMBERS_READ,
  'GET /v2/tiers': MEMBERS_READ,
  // The club card: its account and top-ups are a company figure every member reads; registering
  // it by its CSN is the owners' (ordering and topping it up are orders, above).
  'GET /v1/edenred/card/account/:companyId': MEMBERS_READ,
  'GET /v1/edenred/card/history': MEMBERS_READ,
  'PATCH /v1/edenred/card/verify/:companyId': OWNERS_WRITE,
  'GET /v2/tiers/history': MEMBERS_READ,
  'GET /v1/behaviour': MEMBERS_READ,
  'GET /v1/behaviour/certificates': MEMBERS_READ,
  'GET /v1/content': MEMBERS_READ,
  'GET /v1/content/:uuid': MEMBERS_READ,

  // README "Who may order": every member browses, keeps a cart and reads the orders; owners order.
  'GET /v2/shop/products': MEMBERS_READ,
  'GET /v2/shop/products/cards': MEMBERS_READ,
  'GET /v2/shop/products/:uuid': MEMBERS_READ,
  'GET /v1/shop/categories': MEMBERS_READ,
  'GET /v2/cart': MEMBERS_READ,
  'POST /v2/orders': OWNERS_WRITE,
  'POST /v2/orders/multi': OWNERS_WRITE,
  // Asked after a lost placing answer: the outcome of the owners' own placement, a read.
  'GET /v2/orders/placements/:key': OWNERS_READ,
  // A material is designed to be ordered: owners store its configuration (issue 26); every member reads it with the order.
  'POST /v1/shop/configurations': OWNERS_WRITE,
  'GET /v1/shop/configurations/:uuid': MEMBERS_READ,
  // Its print-ready proof, downloaded with the order by every member (issue 26).
  'GET /v1/shop/configurations/:uuid/proof.pdf': MEMBERS_READ,
  'GET /v1/shop/orders/:uuid/proof.pdf': MEMBERS_READ,
  // The logo is uploaded by whoever designs (the owners); the company's members download it from the order.
  'POST /v1/shop/order/files': OWNERS_WRITE,
  'GET /v1/shop/order/files/:uuid': MEMBERS_READ,
  // The configurator's QR code of a link: a picture made on request, nothing stored.
  'GET /v1/generate/qr-code': MEMBERS_READ,
  'GET /v2/orders': MEMBERS_READ,
  'GET /v2/orders/:uuid': MEMBERS_READ,

  // SPEC §6 Team: every member sees the list; owners add, read, edit, delete and re-invite.
  'GET /v2/installer/user': MEMBERS_READ,
  'POST /v1/installer/user': OWNERS_WRITE,
  'GET /v1/installer/user/:uuid': OWNERS_READ,
  'PATCH /v1/installer/user/:uuid/details': OWNERS_WRITE,
  'DELETE /v1/installer/user/:uuid': OWNERS_WRITE,
  // A GET, but it sends an SMS or e-mail.
  'GET /v1/installer/user/:uuid/resend': OWNERS_WRITE,

  // Everyone talks to support.
  'GET /v1/support': MEMBERS_READ,
  'POST /v1/support': MEMBERS_WRITE,
  'GET /v1/support/:uuid/chat': MEMBERS_READ,
  'POST /v1/support/:uuid/chat': MEMBERS_WRITE,

  // Issue 27: staff sign in by e-mail and code; what each role may do is below.
  'POST /staff/v1/auth/login': PUBLIC(200),
  'POST /staff/v1/auth/login/verify': PUBLIC(406),
  // Every staff member sees and ends their own sessions.
  'GET /staff/v1/auth/me': { who: 'staff', roles: EVERY_STAFF_ROLE },
  'POST /staff/v1/auth/logout': { who: 'staff', roles: EVERY_STAFF_ROLE },
  'POST /staff/v1/auth/logout/everywhere': { who: 'staff', roles: EVERY_STAFF_ROLE },
  // "admins read it in the console".
  'GET /staff/v1/audit': STAFF(),
  // "support (people, companies, chat, emulation links)".
  'GET /staff/v1/find': STAFF('support'),
  // A company's page is read by every desk that answers for it: support (the caller on the phone),
  // reviewer (the projects and scans), fulfilment (the orders, club card and top-ups). Content does not.
  'GET /staff/v1/companies/:company': STAFF('support', 'reviewer', 'fulfilment'),
  'GET /staff/v1/companies/:company/ledger': STAFF('support', 'reviewer', 'fulfilment'),
  'GET /staff/v1/companies/:company/projects': STAFF('support', 'reviewer', 'fulfilment'),
  'GET /staff/v1/companies/:company/orders': STAFF('support', 'reviewer', 'fulfilment'),
  'GET /staff/v1/companies/:company/tickets': STAFF('support', 'reviewer', 'fulfilment'),
  'GET /staff/v1/companies/:company/top-ups': STAFF('support', 'reviewer', 'fulfilment'),
  // "fulfilment cannot emulate": emulation links are support's.
  'POST /staff/v1/companies/:company/members/:member/emulation': STAFF('support'),
  // "support (people, companies, chat, emulation links)": the chat inbox is support's.
  'GET /staff/v1/support/conversations': STAFF('support'),
  'GET /staff/v1/support/conversations/:conversation': STAFF('support'),
  'POST /staff/v1/support/conversations/:conversation/messages': STAFF('support'),
  'POST /staff/v1/support/conversations/:conversation/close': STAFF('support'),
  'POST /staff/v1/support/conversations/:conversation/reopen': STAFF('support'),
  'POST /staff/v1/support/conversations/:conversation/typing': STAFF('support'),
  // "fulfilment (orders, club-card outcomes)"; "support cannot fulfil orders".
  'GET /staff/v1/orders': STAFF('fulfilment'),
  'POST /staff/v1/orders/:order/approve': { ...STAFF('fulfilment'), answers: 404 },
  'POST /staff/v1/orders/:order/complete': { ...STAFF('fulfilment'), answers: 404 },
  'POST /staff/v1/orders/:order/reject': { ...STAFF('fulfilment'), answers: 404 },
  // Issue 27: "admin (staff accounts, maintenance, everything)": nobody else switches maintenance or manages staff.
  'GET /staff/v1/maintenance': STAFF(),
  'PUT /staff/v1/maintenance': STAFF(),
  'GET /staff/v1/members': STAFF(),
  'POST /staff/v1/members': STAFF(),
  'PATCH /staff/v1/members/:member': { ...STAFF(), answers: 404 },
  'POST /staff/v1/members/:member/deactivate': { ...STAFF(), answers: 404 },
  'POST /staff/v1/members/:member/reactivate': { ...STAFF(), answers: 404 },
  'POST /staff/v1/members/:member/unlock': { ...STAFF(), answers: 404 },
  // Issue 27: "reviewer (projects and scans)": the review queue and its decisions.
  'GET /staff/v1/review': STAFF('reviewer'),
  'GET /staff/v1/review/:project': STAFF('reviewer'),
  'POST /staff/v1/review/:project/decisions': { ...STAFF('reviewer'), answers: 422 },
  // "content (news, videos, links, the serial registry import)".
  'GET /staff/v1/content': STAFF('content'),
  'POST /staff/v1/content': STAFF('content'),
  'POST /staff/v1/content/preview': STAFF('content'),
  'GET /staff/v1/content/:content': { ...STAFF('content'), answers: 404 },
  'PUT /staff/v1/content/:content': { ...STAFF('content'), answers: 404 },
  'POST /staff/v1/content/:content/visibility': { ...STAFF('content'), answers: 404 },
  'POST /staff/v1/serials/import': STAFF('content'),
  // Issue 27: fulfilment's desk is the orders, "voucher and card outcomes, the material proofs to download".
  'GET /staff/v1/orders/:order': STAFF('fulfilment'),
  'GET /staff/v1/orders/:order/proof.pdf': STAFF('fulfilment'),
  'POST /staff/v1/orders/:order/card/issue': { ...STAFF('fulfilment'), answers: 404 },
  'GET /staff/v1/vendors': STAFF('fulfilment'),
  'GET /staff/v1/top-ups': STAFF('fulfilment'),
  'POST /staff/v1/top-ups/:topUp/outcome': { ...STAFF('fulfilment'), answers: 404 },

  'GET /operator/maintenance': OPERATOR,
  'POST /operator/maintenance': OPERATOR,
  'POST /operator/emulate': OPERATOR,
  'POST /operator/unlock': OPERATOR,
  'POST /operator/serials': OPERATOR,
  'POST /operator/review': OPERATOR,
  'POST /operator/points/expire': OPERATOR,
  'POST /operator/content': OPERATOR,
  'POST /operator/orders': OPERATOR,
  'POST /operator/points': OPERATOR,
  'POST /operator/companies/recommend': OPERATOR,
  'GET /operator/configurations/:uuid/proof': OPERATOR,
  'GET /operator/orders/:number/proof': OPERATOR,
  'GET /operator/card': OPERATOR,
  'POST /operator/card/issue': OPERATOR,
  'POST /operator/card/outcome': OPERATOR,
  'POST /operator/card/refuse': OPERATOR,
  'GET /operator/support': OPERATOR,
  'GET /operator/support/:uuid': OPERATOR,
  'POST /operator/support/:uuid/reply': OPERATOR,
  'POST /operator/support/:uuid/close': OPERATOR,
  'POST /operator/staff': OPERATOR,
  'GET /dev/operator/maintenance': LOOPBACK,
  'POST /dev/operator/maintenance': LOOPBACK,
  'POST /dev/operator/emulate': LOOPBACK,
  'POST /dev/operator/unlock': LOOPBACK,
  'POST /dev/operator/serials': LOOPBACK,
  'POST /dev/operator/review': LOOPBACK,
  'POST /dev/operator/points/expire': LOOPBACK,
  'POST /dev/operator/content': LOOPBACK,
  'POST /dev/operator/orders': LOOPBACK,
  'POST /dev/operator/points': LOOPBACK,
  'POST /dev/operator/companies/recommend': LOOPBACK,
  'GET /dev/operator/configurations/:uuid/proof': LOOPBACK,
  'GET /dev/operator/orders/:number/proof': LOOPBACK,
  'GET /dev/operator/card': LOOPBACK,
  'POST /dev/operator/card/issue': LOOPBACK,
  'POST /dev/operator/card/outcome': LOOPBACK,
  'POST /dev/operator/card/refuse': LOOPBACK,
  'GET /dev/operator/support': LOOPBACK,
  'GET /dev/operator/support/:uuid': LOOPBACK,
  'POST /dev/operator/support/:uuid/reply': LOOPBACK,
  'POST /dev/operator/support/:uuid/close': LOOPBACK,
  'POST /dev/operator/staff': LOOPBACK,
  'GET /dev/outbox': LOOPBACK,
};

let server: TestServer;

interface Persona {
  name: string;
  role: number | null;
  token?: string;
  emulated?: boolean;
  self?: Identity;
}

const namesRecord = (key: string) => key.includes('/:');

const identity = (token: string) => identityOf(server, token);

async function member(name: string, email: string, role: number): Promise<Persona> {
  const { pair, account } = await server.signIn(email);
  // The demo account really has the role this persona stands for.
  expect(account.role).toBe(role);
  return { name, role, token: pair.token, self: await identity(pair.token) };
}

async function emulated(email: string): Promise<Persona> {
  const link = await server.dev('POST', '/api/dev/operator/emulate', { body: { email, by: 'matrix' } });
  const session = await server.call('POST', '/api/v2/installer/emulate', { body: { code: link.body.code } });
  const token = session.body.token as string;
  return { name: 'emulated owner', role: OWNER, token, emulated: true, self: await identity(token) };
}

let personas: Persona[];
let otherCompany: Identity;

beforeAll(async () => {
  server = await createTestServer({
    rateLimits: { login: { limit: 1000, windowSeconds: 600 }, verify: { limit: 1000, windowSeconds: 600 } },
  });
  personas = [
    { name: 'guest', role: null },
    await member('owner', 'owner@demo.pl', OWNER),
    await member('installer', 'installer@demo.pl', INSTALLER),
    await member('decor owner', 'decor@demo.sk', DECOR_OWNER),
    await member('decor staff', 'staff@demo.sk', DECOR_STAFF),
    await emulated('owner@demo.pl'),
    // A staff token is no installer's: every installer route refuses it as unauthenticated.
    { name: 'staff admin', role: null, token: (await server.staffSignIn('admin@staff.demo')).token },
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

  it('has a requirement and a sample request here for every row', () => {
    const routes = Object.keys(ROUTE_ACCESS);
    expect(routes.filter((key) => !(key in REQUIRED))).toEqual([]);
    expect(Object.keys(REQUIRED).filter((key) => !routes.includes(key))).toEqual([]);
    expect(routes.filter((key) => !(key in ROUTE_SAMPLES))).toEqual([]);
  });
});

/** The answer a member route owes a persona, from the requirement alone. */
function expectedStatus(required: { who: 'members' | 'owners'; writes: boolean }, persona: Persona, other: boolean): number {
  if (persona.role === null) return 401;
  if (required.who === 'owners' && !OWNER_ROLES.includes(persona.role)) return 403;
  if (persona.emulated && required.writes) return 403;
  // Another company's record answers like an unknown one.
  return other ? 404 : 200;
}

async function send(key: string, sample: Sample, options: CallOptions) {
  const method = key.split(' ')[0] ?? 'GET';
  return server.call(method, sample.path, { ...options, ...(sample.body === undefined ? {} : { body: sample.body }) });
}

describe.each(Object.entries(REQUIRED))('%s', (key, required) => {
  const sampleFor = (persona: Persona, other: boolean) => {
    const make = ROUTE_SAMPLES[key];
    if (!make) throw new Error(`no sample for ${key}`);
    const me = persona.self ?? personas[1]?.self;
    if (!me) throw new Error('no signed-in persona');
    return make(me, other ? otherCompany : null);
  };

  if (required.who === 'members' || required.who === 'owners') {
    it(`answers each persona as the club wants (${required.who}, ${required.writes ? 'writes' : 'reads'}), for its own records and another company's`, async () => {
      for (const persona of personas) {
        const targets = namesRecord(key) ? [false, true] : [false];
        for (const other of targets) {
          const response = await send(key, sampleFor(persona, other), { token: persona.token, ip: server.newIp() });
          const expected = expectedStatus(required, persona, other);
          expect({ persona: persona.name, other, status: response.status }).toEqual({ persona: persona.name, other, status: expected });
        }
      }
    });
  }

  if (required.who === 'public') {
    it('reaches its route without sign-in, and a token changes nothing', async () => {
      for (const persona of [personas[0], personas[1]]) {
        if (!persona) continue;
        const response = await send(key, sampleFor(persona, false), { token: persona.token, ip: server.newIp() });
        expect({ persona: persona.name, status: response.status }).toEqual({ persona: persona.name, status: required.answers });
      }
    });
  }

  if (required.who === 'loopback') {
    it('answers on loopback only, as if it did not exist elsewhere', async () => {
      const owner = personas[1];
      if (!owner) throw new Error('no owner');
      const sample = sampleFor(owner, false);
      expect((await send(key, sample, { ip: '192.0.2.10' })).status).toBe(404);
      expect((await send(key, sample, { ip: '::ffff:10.0.0.5', token: owner.token })).status).toBe(404);
      expect((await send(key, sample, { ip: LOOPBACK_IP })).status).toBe(200);
    });
  }

  if (required.who === 'staff') {
    it(`answers staff of ${required.roles.join(', ')} only, and no installer token`, async () => {
      // The staff admin persona is the installer matrix's; each role is tried below with a session of its own.
      for (const persona of personas.filter((p) => p.name !== 'staff admin')) {
        const response = await send(key, sampleFor(persona, false), { token: persona.token, ip: server.newIp() });
        expect({ persona: persona.name, status: response.status }).toEqual({ persona: persona.name, status: 401 });
      }
      for (const role of EVERY_STAFF_ROLE) {
        // A session of its own: the sign-out routes end it.
        const { token } = await server.staffSignIn(STAFF_OF_ROLE[role]);
        const response = await send(key, sampleFor(personas[0] as Persona, false), { token, ip: server.newIp() });
        expect({ role, status: response.status }).toEqual({ role, status: required.roles.includes(role) ? (required.answers ?? 200) : 403 });
      }
    });
  }

  if (required.who === 'metrics') {
    it('answers a direct loopback caller only (no METRICS_TOKEN here), as if it did not exist elsewhere', async () => {
      const owner = personas[1];
      if (!owner) throw new Error('no owner');
      const sample = sampleFor(owner, false);
      expect((await send(key, sample, { ip: '192.0.2.10' })).status).toBe(404);
      expect((await send(key, sample, { ip: '::ffff:10.0.0.5', token: owner.token })).status).toBe(404);
      expect((await send(key, sample, { ip: LOOPBACK_IP, headers: { 'X-Forwarded-For': '192.0.2.10' } })).status).toBe(404);
      expect((await send(key, sample, { ip: LOOPBACK_IP })).status).toBe(200);
    });
  }

  if (required.who === 'operator') {
    it('refuses everyone without the operator token, signed in or not', async () => {
      const owner = personas[1];
      if (!owner) throw new Error('no owner');
      const sample = sampleFor(owner, false);
      expect((await send(key, sample, { ip: LOOPBACK_IP })).status).toBe(403);
      expect((await send(key, sample, { ip: LOOPBACK_IP, token: owner.token })).status).toBe(403);
    });
  }
});

describe('SPEC §6, said plainly', () => {
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

  it('lets guests reach only sign-in (installers\' and staff\'s), registration, street lookup, public config, health, the API description, product pictures, material artwork and avatars', () => {
    const publicRoutes = Object.entries(ROUTE_ACCESS).filter(([, rule]) => rule.access.who === 'anyone').map(([key]) => key).sort();
    expect(publicRoutes).toEqual([
      'GET /docs', 'GET /docs/:file', 'GET /health', 'GET /openapi.json', 'GET /ready', 'GET /v1/avatars/:id', 'GET /v1/config/public', 'GET /v1/shop/artwork/:file', 'GET /v1/shop/images/:uuid/:file', 'GET /v2/company/validate', 'GET /v2/places/streets',
      'POST /staff/v1/auth/login', 'POST /staff/v1/auth/login/verify',
      'POST /v2/company/register', 'POST /v2/installer/emulate', 'POST /v2/installer/login', 'POST /v2/installer/login/verify',
      'POST /v2/installer/logout', 'POST /v2/installer/refresh',
    ]);
  });
});
