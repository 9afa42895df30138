/**
 * Bad input never costs more than a 4xx. A property-based walk (fast-check) sends generated bad
 * bodies, query strings and path ids to every route the app declares (new routes join
 * automatically), as a guest, as a signed-in owner and from loopback, and asserts no 5xx and the
 * one JSON error shape. The inputs that once answered 500 are pinned below as examples.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../src/contract/errors';
import { companies } from '../../src/server/db/schema';
import { JSON_BODY_LIMIT_BYTES } from '../../src/server/http/route-access';
import { LOOPBACK_IP, createTestServer, type TestServer } from './harness';
import { ROUTE_SAMPLES, identityOf, materialOrderSample, type Identity } from './route-samples';
import * as v from 'valibot';

let server: TestServer;
let owner: { token: string; companyId: number; userId: number };
let ownerIdentity: Identity;
/** The staff admin's token: every staff route lets it past the role check to the route's own validation. */
let staffAdmin: string;

const HIGH = { limit: 1_000_000, windowSeconds: 600 };

async function signInOwner() {
  const { pair } = await server.signIn('owner@demo.pl');
  const self = await server.call('GET', '/api/v1/company/user/self', { token: pair.token });
  return { token: pair.token, companyId: self.body.data.company.id as number, userId: self.body.data.id as number };
}

/** A generated body may deactivate the owner's company (`active: 2`): undo it and sign in again. */
async function ownerToken(): Promise<string> {
  if ((await server.call('GET', '/api/v1/company/user/self', { token: owner.token })).status === 200) return owner.token;
  await server.db.update(companies).set({ active: 1 }).where(eq(companies.id, owner.companyId));
  owner = await signInOwner();
  return owner.token;
}

/** A generated request may be a staff sign-out: sign in again (a new code 60 s after the last). */
async function staffToken(): Promise<string> {
  if ((await server.call('GET', '/api/staff/v1/auth/me', { token: staffAdmin })).status === 200) return staffAdmin;
  server.clock.advance(60);
  staffAdmin = (await server.staffSignIn('admin@staff.demo')).token;
  return staffAdmin;
}

beforeAll(async () => {
  server = await createTestServer({
    rateLimits: { login: HIGH, verify: HIGH, register: HIGH, validate: HIGH, places: HIGH, refresh: HIGH, logout: HIGH },
  });
  owner = await signInOwner();
  ownerIdentity = await identityOf(server, owner.token);
  staffAdmin = (await server.staffSignIn('admin@staff.demo')).token;
});
afterAll(async () => {
  await server.close();
});

// ---------------------------------------------------------------------------------------------
// Generators

const NUL = '\u0000';
const nastyNumber = fc.constantFrom(2147483648, -2147483649, 1e20, -1, 0, 0.5, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(`a${NUL}b`, NUL, '\u0007bell', '1e20', '2147483648', '-1', '99999999999999999999', '', ' ', '%00', '../..',
    '00000000-0000-4000-8000-000000000000', 'not-a-uuid', '<script>alert(1)</script>', "' or 1=1 --", 'x'.repeat(5000)),
);
const nastyScalar = fc.oneof(nastyString, { arbitrary: nastyNumber, weight: 2 }, fc.boolean(), fc.constant(null));

/** Field names of our contract, so generated objects reach the validators' inner rules. */
const FIELDS = [
  'email', 'phone', 'region_id', 'userId', 'login_request_id', 'code', 'refresh_token', 'token', 'active',
  'registration_number', 'registration_number_2', 'surveyResponse', 'company_type', 'disclaimer_accepted',
  'declaration_accepted', 'options', 'email_consent', 'phone_consent', 'languages_id', 'mark', 'company',
  'installer', 'invite', 'name', 'surname', 'address', 'house_number', 'postal_code', 'city', 'regions_id',
  'survey', 'on', 'by', 'page', 'limit', 'q', 'lang', 'to',
  'product', 'subtype', 'fields', 'coverImage', 'contentImage', 'manufacturerLogo', 'services', 'data',
];
const field = fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 10 }));
const nastyObject = fc.dictionary(field, fc.oneof(nastyScalar, fc.array(nastyScalar, { maxLength: 3 }), fc.dictionary(field, nastyScalar, { maxKeys: 4 })), { maxKeys: 6 });
const deepArray = fc.integer({ min: 1, max: 2000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth));

/** A body as raw text: JSON of nasty values, nesting, or not JSON at all. */
const nastyBody = fc.oneof(
  nastyObject.map((value) => JSON.stringify(value)),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  deepArray,
  fc.constantFrom('', 'null', '{', 'not json', '{"a":1}{"b":2}', `{"name":"a${'\\u0000'}b"}`),
);
const nastyQuery = fc.dictionary(field, nastyString, { maxKeys: 4 })
  .map((query) => new URLSearchParams(query).toString());
const nastyId = fc.oneof(nastyString.filter((s) => s.length > 0), nastyNumber.map(String)).map((id) => encodeURIComponent(id));

/** Every leaf path of a JSON value ("company.name", "survey.0"). */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Object.entries(value);
  return entries.length === 0 ? [prefix] : entries.flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
}

/** A copy of `value` with the leaf at `path` replaced (or removed when `replacement` is undefined). */
function withLeaf(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy: Record<string, unknown> = Array.isArray(value) ? [...value] as unknown as Record<string, unknown> : { ...(value as Record<string, unknown>) };
  const [head = '', ...rest] = path;
  if (rest.length === 0 && replacement === undefined) delete copy[head];
  else copy[head] = withLeaf(copy[head], rest, replacement);
  return copy;
}

/** A valid sample body with one field made bad: the nastiest inputs get past the outer shape. */
const mutatedSample = (sample: unknown) =>
  fc.tuple(fc.constantFrom(...leafPaths(sample)), fc.option(nastyScalar, { nil: undefined }))
    .map(([path, replacement]) => JSON.stringify(withLeaf(sample, path, replacement)) ?? '');

interface Route {
  method: string;
  path: string;
}

const declaredRoutes = (): Route[] => {
  const seen = new Set<string>();
  return server.app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((route) => ({ method: route.method, path: route.path }));
};

function fillPath(path: string, ids: string[]): string {
  let index = 0;
  return path.replace(/:[A-Za-z_]+/g, () => ids[index++ % ids.length] ?? 'x');
}

function expectHandled(label: string, response: { status: number; body: unknown }) {
  expect(response.status, `${label} → ${response.status} ${JSON.stringify(response.body)?.slice(0, 300)}`).toBeLessThan(500);
  if (response.status >= 400) {
    expect(v.is(ErrorBody, response.body), `${label}: error body ${JSON.stringify(response.body)?.slice(0, 300)}`).toBe(true);
  }
}

/** Each walk sends every route its requests in one test: thousands of requests on a busy machine. */
const WALK_TIMEOUT_MS = 180_000;

describe('generated bad input on every route', () => {
  it('covers a list of routes that includes the sign-in, company and notification routes', () => {
    const keys = declaredRoutes().map((route) => `${route.method} ${route.path}`);
    expect(keys).toEqual(expect.arrayContaining(['POST /api/v2/installer/login/verify', 'PATCH /api/v1/company/:id', 'GET /api/v1/notifications/:uuid']));
  });

  /** Sends one generated request to a route as a guest, the owner (the staff admin on staff routes) or a loopback client. */
  const attempt = (route: Route) => async (ids: string[], query: string, body: string, who: 'guest' | 'owner' | 'loopback') => {
    const path = `${fillPath(route.path, ids)}${query ? `?${query}` : ''}`;
    const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
    const signedIn = route.path.startsWith('/api/staff/') ? staffToken : ownerToken;
    const token = who === 'owner' ? await signedIn() : undefined;
    const response = await server.call(route.method, path, {
      ...(hasBody ? { raw: body } : {}),
      ...(token ? { token } : {}),
      ip: who === 'loopback' ? LOOPBACK_IP : server.newIp(),
    });
    expectHandled(`${route.method} ${path} as ${who} with ${body.slice(0, 120)}`, response);
    // A generated `{ "on": true }` may have switched maintenance on: the next attempt needs it off.
    if (route.path.endsWith('/maintenance')) await server.dev('POST', '/api/dev/operator/maintenance', { body: { on: false } });
  };
  const who = fc.constantFrom('guest' as const, 'owner' as const, 'loopback' as const);
  const ids = fc.array(nastyId, { minLength: 1, maxLength: 2 });

  it('never answers 5xx to junk: random JSON, nesting, broken text, bad ids and query strings', async () => {
    for (const route of declaredRoutes()) {
      await fc.assert(fc.asyncProperty(ids, nastyQuery, nastyBody, who, attempt(route)), { numRuns: 30, seed: 20261123 });
    }
  }, WALK_TIMEOUT_MS);

  it('never answers 5xx to a valid request with one field made bad', async () => {
    for (const route of declaredRoutes()) {
      const sample = ROUTE_SAMPLES[`${route.method} ${route.path.slice('/api'.length)}`]?.(ownerIdentity, null);
      if (sample?.body === undefined) continue;
      await fc.assert(
        fc.asyncProperty(ids, fc.constant(''), mutatedSample(sample.body), who, attempt(route)),
        { numRuns: 120, seed: 20261123 },
      );
    }
  }, WALK_TIMEOUT_MS);

  it('never answers 5xx to a material order (the second shape of POST /v2/orders) with one field made bad', async () => {
    const route = { method: 'POST', path: '/api/v2/orders' };
    await fc.assert(
      fc.asyncProperty(fc.constant<string[]>([]), fc.constant(''), mutatedSample(materialOrderSample(ownerIdentity)), fc.constant('owner' as const), attempt(route)),
      { numRuns: 120, seed: 20261127 },
    );
  }, WALK_TIMEOUT_MS);
});

/** Bodies that are not what their content type says, or carry a content type no route reads. */
const MALFORMED_BODIES: { contentType: string; body: string }[] = [
  { contentType: 'multipart/form-data; boundary=x', body: 'not multipart at all' },
  { contentType: 'multipart/form-data', body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n' },
  { contentType: 'multipart/form-data; boundary=', body: '' },
  { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated' },
  { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nno headers here\r\n--x--\r\n' },
  { contentType: 'application/x-www-form-urlencoded', body: '%%%=%zz&a=%' },
  { contentType: 'application/json', body: '{"a":' },
  { contentType: 'application/json; charset=utf-16', body: '\uFFFE{' },
  { contentType: 'application/json', body: '' },
  { contentType: 'text/plain', body: '{"name":"Jan"}' },
  { contentType: 'application/octet-stream', body: '\u0000\u0001\u0002\u00ff' },
  { contentType: 'not a content type', body: 'x' },
];

describe('malformed bodies of every kind on every route that takes a body', () => {
  it('answer 4xx with the one error shape, never 5xx', async () => {
    const withBody = declaredRoutes().filter((route) => route.method !== 'GET' && route.method !== 'HEAD');
    expect(withBody.length).toBeGreaterThan(40);
    for (const route of withBody) {
      const key = `${route.method} ${route.path.slice('/api'.length)}`;
      const path = ROUTE_SAMPLES[key]?.(ownerIdentity, null).path ?? fillPath(route.path, ['x']);
      for (const { contentType, body } of MALFORMED_BODIES) {
        const response = await server.call(route.method, path, {
          raw: body, headers: { 'content-type': contentType }, token: await ownerToken(), ip: LOOPBACK_IP,
        });
        expectHandled(`${key} with ${contentType}: ${JSON.stringify(body).slice(0, 60)}`, response);
      }
    }
  }, WALK_TIMEOUT_MS);

  it.each([
    ['a body that is not multipart', 'multipart/form-data; boundary=x', 'not multipart at all'],
    ['no boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n'],
  ])('the avatar upload with %s answers 422 naming the body', async (_label, contentType, body) => {
    const response = await server.call('POST', `/api/v1/company/user/${ownerIdentity.userUuid}/avatar`, {
      raw: body, headers: { 'content-type': contentType }, token: await ownerToken(),
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['body']);
  });
});

describe('inputs that once answered 500', () => {
  const register = (company: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    company: { name: 'Dachy Test', registration_number: null, registration_number_2: null, company_type: null, disclaimer_accepted: false,
      declaration_accepted: false, address: 'Lipowa', house_number: '8', postal_code: '00-001', city: 'Warszawa', regions_id: 1, survey: [], ...company },
    installer: { name: 'Jan', surname: 'Test', email: 'jan.test@example.com', phone: '512345678', languages_id: 1, email_consent: false,
      phone_consent: false, options: '{}', is_decor_installer: false },
    invite: null,
    ...extra,
  });

  it.each([
    ['a NUL byte in a company name', register({ name: `Dachy${NUL}Test` })],
    ['a NUL byte in the invite', register({}, { invite: `abc${NUL}` })],
    ['company_type 2147483648', register({ company_type: 2147483648 })],
    ['company_type 1e20', register({ company_type: 1e20 })],
  ])('registration with %s answers 422', async (_label, body) => {
    const response = await server.call('POST', '/api/v2/company/register', { body, ip: server.newIp() });
    expect(response.status).toBe(422);
  });

  it.each([2147483648, 1e20])('verify with userId %s answers 422 without sign-in', async (userId) => {
    const response = await server.call('POST', '/api/v2/installer/login/verify', {
      body: { userId, login_request_id: '00000000-0000-4000-8000-000000000000', code: '12345' }, ip: server.newIp(),
    });
    expect(response.status).toBe(422);
  });

  it('a NUL byte in a patched registration number answers 422 naming the field', async () => {
    const response = await server.call('PATCH', `/api/v1/company/${owner.companyId}`, {
      token: await ownerToken(), body: { registration_number: `1234${NUL}5678` },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toEqual(['registration_number']);
  });

  it.each([2147483648, 1e20])('company_type %s on the company-type PATCH answers 422', async (type) => {
    const response = await server.call('PATCH', `/api/v1/company/${owner.companyId}/companyType`, {
      token: await ownerToken(), body: { company_type: type, disclaimer_accepted: true, declaration_accepted: true },
    });
    expect(response.status).toBe(422);
  });
});

describe('body limits', () => {
  it('answers 413 before reading a body above 64 kB, signed in or not', async () => {
    const big = JSON.stringify({ refresh_token: 'x'.repeat(JSON_BODY_LIMIT_BYTES) });
    const response = await server.call('POST', '/api/v2/installer/logout', { raw: big, ip: server.newIp() });
    expect(response.status).toBe(413);
    expect(v.is(ErrorBody, response.body)).toBe(true);
  });

  it('answers 413 from the declared length alone, whatever follows', async () => {
    const response = await server.app.request('/api/v2/installer/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(600 * 1024 * 1024) },
      body: '{}',
    }, { incoming: { socket: { remoteAddress: server.newIp() } } });
    expect(response.status).toBe(413);
  });

  it('answers 413 for a streamed body without a length once it passes the limit', async () => {
    const chunk = new TextEncoder().encode('['.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await server.app.request('/api/v2/installer/logout', {
      method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, body: stream,
      duplex: 'half',
    } as RequestInit, { incoming: { socket: { remoteAddress: server.newIp() } } });
    expect(response.status).toBe(413);
    // It stopped reading soon after the limit instead of taking the whole 10 MB.
    expect(sent).toBeLessThan(JSON_BODY_LIMIT_BYTES * 4);
  });

  it('accepts a body just under the limit', async () => {
    const body = JSON.stringify({ refresh_token: 'x'.repeat(100), pad: 'y'.repeat(JSON_BODY_LIMIT_BYTES - 200) });
    const response = await server.call('POST', '/api/v2/installer/logout', { raw: body, ip: server.newIp() });
    expect(response.status).toBe(200);
  });
});
