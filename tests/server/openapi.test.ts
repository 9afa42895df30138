/**
 * The API description (issue 29 item 2): every route of the route access table is in
 * /api/openapi.json with its method and path; the document is valid OpenAPI 3.1; and real answers
 * match it: one valid request per route (the access matrix's samples) sent by who may send it, and
 * the main journeys (sign in, user, projects, shop, order, points, notifications) with their
 * errors, each answer checked against the schema documented for its status.
 */
import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '../../src/server/http/route-access';
import { undescribedRoutes } from '../../src/server/openapi/document';
import { documentedAnswers } from './documented-answers';
import { LOOPBACK_IP, createTestServer, type CallResult, type TestServer } from './harness';
import { ROUTE_SAMPLES, identityOf, type Identity } from './route-samples';
import { setBalance } from './shop-fixtures';

const OPERATOR_TOKEN = 'operator-token-of-the-openapi-test-0123456789';

let server: TestServer;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document as served: JSON
let document: any;
let owner: string;
let me: Identity;
let mismatches: (key: string, result: CallResult) => string[];

beforeAll(async () => {
  server = await createTestServer({ operatorToken: OPERATOR_TOKEN });
  const served = await server.call('GET', '/api/openapi.json');
  expect(served.status).toBe(200);
  document = served.body;
  mismatches = documentedAnswers(document);
  owner = (await server.signIn('owner@demo.pl')).pair.token;
  me = await identityOf(server, owner);
  // The samples' fixtures take a while on a loaded machine.
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe('GET /api/openapi.json', () => {
  it('describes every route of the route access table: its method and path, with a summary', () => {
    const missing = Object.keys(ROUTE_ACCESS).filter((key) => {
      const [method = '', path = ''] = key.split(' ');
      const operation = document.paths[`/api${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`]?.[method.toLowerCase()];
      return typeof operation?.summary !== 'string' || operation.summary.length === 0;
    });
    expect(missing).toEqual([]);
  });

  it('names a route of the table that has no description (so adding a route without one fails above)', () => {
    const table = { ...ROUTE_ACCESS, 'GET /v9/undescribed': { access: { who: 'anyone' as const } } };
    expect(undescribedRoutes(table)).toEqual(['GET /v9/undescribed']);
  });

  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document));
    expect(result).toMatchObject({ valid: true, specification: 'OpenAPI' });
  });

  it('documents the request parts the routes read: path ids, query, JSON and multipart bodies, Idempotency-Key, bearer tokens', () => {
    const project = document.paths['/api/v1/project/{uuid}'].get;
    expect(project.parameters).toEqual([expect.objectContaining({ name: 'uuid', in: 'path', required: true })]);
    expect(project.security).toEqual([{ member: [] }]);
    expect(project.responses).toHaveProperty('401');
    expect(project.responses).toHaveProperty('404');
    const order = document.paths['/api/v2/orders'].post;
    expect(order.parameters.map((p: { name: string; in: string }) => `${p.in} ${p.name}`)).toEqual(['header Idempotency-Key']);
    expect(order.requestBody.content['application/json'].schema).toBeTruthy();
    expect(Object.keys(order.responses).sort()).toEqual(['200', '401', '403', '409', '413', '422', '503']);
    expect(document.paths['/api/v1/company/user/{uuid}/avatar'].post.requestBody.content).toHaveProperty('multipart/form-data');
    const projects = document.paths['/api/v1/project'].get.parameters.map((p: { name: string; in: string }) => `${p.in} ${p.name}`);
    expect(projects).toEqual(expect.arrayContaining(['query status', 'query page']));
    expect(document.paths['/api/v2/installer/login'].post.security).toEqual([]);
    expect(document.paths['/api/v2/company/register'].post.responses).toHaveProperty('201');
    expect(document.paths['/api/v2/company/register'].post.responses).toHaveProperty('429');
    expect(document.components.securitySchemes.member).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});

/** How a route's sample is sent: with the credentials its access row asks for. */
function credentials(key: string) {
  const who = ROUTE_ACCESS[key]?.access.who;
  if (who === 'operator') return { token: OPERATOR_TOKEN, ip: LOOPBACK_IP };
  if (who === 'loopback') return { ip: LOOPBACK_IP };
  if (who === 'member') return { token: owner, ip: server.newIp() };
  return { ip: server.newIp() };
}

describe('real answers match the document', () => {
  it('catches an answer that is not as documented: a wrong field type, an undocumented status, a wrong error shape', () => {
    const answer = (status: number, body: unknown) => ({ status, body, headers: new Headers() });
    expect(mismatches('GET /health', answer(200, { status: 'ok' }))).toEqual([]);
    expect(mismatches('GET /health', answer(200, { status: 'fine' }))).not.toEqual([]);
    expect(mismatches('GET /health', answer(418, { status: 'ok' }))).not.toEqual([]);
    expect(mismatches('GET /v1/project/:uuid', answer(404, { error: 'Not found.' }))).not.toEqual([]);
    expect(mismatches('GET /v1/project/:uuid', answer(404, { message: 'Not found.' }))).toEqual([]);
  });

  it('for one valid request per route (the access matrix samples), sent by the owner, the operator or from loopback', async () => {
    const staff = (await server.staffSignIn('admin@staff.demo')).token;
    const problems: string[] = [];
    const statuses: Record<string, number> = {};
    // The staff sign-out samples go last: they end the session the other staff routes use.
    const keys = Object.keys(ROUTE_ACCESS).sort((a, b) => Number(a.includes('/logout')) - Number(b.includes('/logout')));
    for (const key of keys) {
      const sample = ROUTE_SAMPLES[key]?.(me, null);
      if (!sample) {
        problems.push(`${key}: no sample`);
        continue;
      }
      const method = key.split(' ')[0] ?? 'GET';
      const options = ROUTE_ACCESS[key]?.access.who === 'staff' ? { token: staff, ip: server.newIp() } : credentials(key);
      const result = await server.call(method, sample.path, { ...options, ...(sample.body === undefined ? {} : { body: sample.body }) });
      statuses[key] = result.status;
      problems.push(...mismatches(key, result));
      // A sample may switch maintenance on; the next route needs it off.
      if (key.endsWith('/maintenance')) await server.dev('POST', '/api/dev/operator/maintenance', { body: { on: false } });
    }
    expect(problems).toEqual([]);
    // Most samples succeed, so their success schemas were checked, not only error shapes.
    const succeeded = Object.values(statuses).filter((status) => status < 300).length;
    expect(succeeded).toBeGreaterThan(Object.keys(ROUTE_ACCESS).length * 0.8);
  }, 120_000);

  it('along the main journeys: sign in, user, projects, shop, an order, points, notifications, and their errors', async () => {
    const check = async (key: string, path: string, options: Parameters<TestServer['call']>[2] = {}) => {
      const method = key.split(' ')[0] ?? 'GET';
      const result = await server.call(method, path, { ip: server.newIp(), ...options });
      expect(mismatches(key, result)).toEqual([]);
      return result;
    };
    const login = await check('POST /v2/installer/login', '/api/v2/installer/login', { body: { email: 'installer@demo.pl' } });
    expect(login.status).toBe(200);
    const verify = await check('POST /v2/installer/login/verify', '/api/v2/installer/login/verify', {
      body: { userId: login.body.user_id, login_request_id: login.body.login_request_id, code: await server.lastCode('installer@demo.pl') },
    });
    expect(verify.status).toBe(200);
    const token = verify.body.token as string;
    expect((await check('POST /v2/installer/login/verify', '/api/v2/installer/login/verify', { body: { code: 'x' } })).status).toBe(422);
    expect((await check('GET /v1/company/user/self', '/api/v1/company/user/self', { token })).status).toBe(200);
    expect((await check('GET /v1/company/user/self', '/api/v1/company/user/self')).status).toBe(401);
    expect((await check('GET /v1/project', '/api/v1/project?status=1', { token })).status).toBe(200);
    expect((await check('GET /v1/project', '/api/v1/project?status=nine', { token })).status).toBe(422);
    expect((await check('GET /v1/project/:uuid', `/api/v1/project/${me.project}`, { token })).status).toBe(200);
    expect((await check('GET /v1/project/:uuid', '/api/v1/project/no-such-project', { token })).status).toBe(404);
    expect((await check('GET /v2/shop/products', '/api/v2/shop/products', { token })).status).toBe(200);
    expect((await check('GET /v2/shop/products/:uuid', `/api/v2/shop/products/${me.product}`, { token })).status).toBe(200);
    // An installer may not order (SPEC §6: orders are the owners').
    const order = { type: 'voucher', order: [{ uuid: me.voucherVariant, quantity: 1 }], customer: { name: 'Piotr', surname: 'Nowak' } };
    expect((await check('POST /v2/orders', '/api/v2/orders', { token, body: order })).status).toBe(403);
    await setBalance(server, 'owner@demo.pl', 10_000);
    const placed = await check('POST /v2/orders', '/api/v2/orders', { token: owner, body: order, headers: { 'idempotency-key': 'openapi-journey-1' } });
    expect(placed.status).toBe(200);
    expect((await check('GET /v2/orders/placements/:key', '/api/v2/orders/placements/openapi-journey-1', { token: owner })).status).toBe(200);
    expect((await check('POST /v2/orders', '/api/v2/orders', { token: owner, body: order, headers: { 'idempotency-key': 'bad key!' } })).status).toBe(422);
    expect((await check('GET /v2/orders', '/api/v2/orders', { token: owner })).status).toBe(200);
    expect((await check('GET /v1/points/history', '/api/v1/points/history', { token })).status).toBe(200);
    expect((await check('GET /v1/company/points/:companyId', `/api/v1/company/points/${me.companyId}`, { token })).status).toBe(200);
    expect((await check('GET /v1/notifications', '/api/v1/notifications', { token: owner })).status).toBe(200);
    expect((await check('GET /v1/notifications/:uuid', `/api/v1/notifications/${me.notification}`, { token: owner })).status).toBe(200);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its script and style sheet from this server, no other origin', async () => {
    const page = await server.call('GET', '/api/docs');
    expect(page.status).toBe(200);
    const sources = [...String(page.body).matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/start.js']);
    for (const source of sources) expect((await server.call('GET', source ?? '')).status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await server.call('GET', '/api/docs/package.json')).status).toBe(404);
  });

  it('is off unless the configuration turns it on (production without API_DOCS=1)', async () => {
    const production = server.instance({ apiDocs: false });
    expect((await production('GET', '/api/openapi.json')).status).toBe(404);
    expect((await production('GET', '/api/docs')).status).toBe(404);
  });
});
