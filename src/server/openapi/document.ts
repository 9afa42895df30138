/**
 * The OpenAPI 3.1 document of /api, built from the route access table (who may call, limits) and
 * the route descriptions (the contract's valibot schemas, turned into JSON Schema 2020-12 by
 * @valibot/to-json-schema). What JSON Schema cannot say (transforms, custom checks such as "every
 * slug once") is left out: requests are described by their input side, answers by their output
 * side, and the route's `description` says more where it matters.
 */
import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { ErrorBody } from '../../contract/error-body';
import { JSON_BODY_LIMIT_BYTES, ROUTE_ACCESS, type RouteRule } from '../http/route-access';
import type { RouteDescription } from './route-description';
import { ROUTE_DESCRIPTIONS } from './route-descriptions';

type Json = Record<string, unknown>;

/** Input side for requests (before any transform), output side for answers. */
function jsonSchema(schema: GenericSchema, side: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12', typeMode: side, errorMode: 'ignore' }) as JsonSchema & Json;
  return rest;
}

/** "/v1/project/:uuid" → "/api/v1/project/{uuid}", and the names of its parameters. */
export function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: `/api${converted}`, params };
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/** The error answers a route can give, from what its access row and its description say of it. */
function errorAnswers(method: string, path: string, params: string[], rule: RouteRule, route: RouteDescription): Record<string, unknown> {
  const { who } = rule.access;
  const answers: Record<string, unknown> = {};
  if (who === 'member' || who === 'staff') answers['401'] = errorAnswer('No valid access token.');
  if (who === 'member' || who === 'staff' || who === 'operator') {
    answers['403'] = errorAnswer(who === 'operator' ? 'Not the operator token, or not from loopback.' : 'The role may not do this, or an emulated session tried to write.');
  }
  if (params.length > 0 || who === 'loopback' || who === 'metrics') {
    answers['404'] = errorAnswer(who === 'loopback' ? 'Not found (off loopback, the route does not exist).'
      : who === 'metrics' ? 'Not found (off loopback without the METRICS_TOKEN bearer, the route does not exist).' : 'No such record in the caller\'s company.');
  }
  if (method !== 'GET') answers['413'] = errorAnswer(`The body is larger than ${rule.maxBodyBytes ?? JSON_BODY_LIMIT_BYTES} bytes.`);
  if (route.query || route.body || route.upload || route.idempotencyKey) answers['422'] = errorAnswer('The request is invalid: `errors` names each field and what is wrong with it.');
  if (rule.rateLimit || route.throttled) answers['429'] = errorAnswer('Too many attempts: try again after `retry_after` seconds (also in the Retry-After header).');
  for (const [status, description] of Object.entries(route.errors ?? {})) answers[status] = errorAnswer(description);
  if (route.probe) {
    answers['503'] = { description: 'The database does not answer.', content: { 'application/json': { schema: { type: 'object', properties: { status: { enum: ['unavailable', 'stopping'] } } } } } };
  } else if (path !== '/health') {
    answers['503'] = errorAnswer('Maintenance, or the database is unavailable: try again after Retry-After seconds.');
  }
  return answers;
}

function successAnswer(route: RouteDescription) {
  if (route.file) return { description: 'The file.', content: { [route.file]: { schema: { type: 'string', contentEncoding: 'binary' } } } };
  return { description: 'Success.', content: { 'application/json': { schema: route.answer ? jsonSchema(route.answer, 'output') : {} } } };
}

function requestBody(route: RouteDescription) {
  if (route.body) return { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } };
  if (route.upload) {
    const schema = { type: 'object', required: [route.upload], properties: { [route.upload]: { type: 'string', contentMediaType: 'application/octet-stream' } } };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return undefined;
}

function parameters(params: string[], route: RouteDescription) {
  const inPath = params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const query = route.query ? jsonSchema(route.query, 'input') : null;
  const properties = (query?.properties ?? {}) as Record<string, Json>;
  const required = new Set((query?.required ?? []) as string[]);
  const inQuery = Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
  const headers = route.idempotencyKey
    ? [{
        name: 'Idempotency-Key', in: 'header', required: false,
        description: 'A client-made id of this placement, kept across its retries: a retry places nothing twice, and GET /api/v2/orders/placements/{key} tells what it placed.',
        schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' },
      }]
    : [];
  return [...inPath, ...inQuery, ...headers];
}

const SECURITY: Partial<Record<RouteRule['access']['who'], string>> = { member: 'member', staff: 'staff', operator: 'operator', metrics: 'metrics' };

function operation(key: string, rule: RouteRule, route: RouteDescription) {
  const [method = '', path = ''] = key.split(' ');
  const { params } = openApiPath(path);
  const scheme = SECURITY[rule.access.who];
  const body = requestBody(route);
  const list = parameters(params, route);
  return {
    operationId: key.replace(/[^A-Za-z0-9]+/g, '_').replace(/_$/, ''),
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    ...(scheme ? { security: [{ [scheme]: [] }] } : { security: [] }),
    ...(list.length > 0 ? { parameters: list } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { [String(route.status ?? 200)]: successAnswer(route), ...errorAnswers(method, path, params, rule, route) },
  };
}

/** Routes of the table without a description: the test fails on them; the document leaves them out. */
export function undescribedRoutes(table: Record<string, RouteRule> = ROUTE_ACCESS, descriptions = ROUTE_DESCRIPTIONS): string[] {
  return Object.keys(table).filter((key) => !(key in descriptions));
}

export function openApiDocument(version: string, table: Record<string, RouteRule> = ROUTE_ACCESS, descriptions = ROUTE_DESCRIPTIONS) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, rule] of Object.entries(table)) {
    const route = descriptions[key];
    if (!route) continue;
    const [method = '', path = ''] = key.split(' ');
    const item = (paths[openApiPath(path).path] ??= {});
    item[method.toLowerCase()] = operation(key, rule, route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Installer Club API',
      version,
      description: 'The API of the Installer Club portal. Errors come in one shape (ErrorBody). Sign in with POST /api/v2/installer/login and /login/verify, then send the access token as a bearer token; refresh it with POST /api/v2/installer/refresh.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ErrorBody: jsonSchema(ErrorBody, 'output') },
      securitySchemes: {
        member: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A member\'s access token (POST /api/v2/installer/login/verify).' },
        staff: { type: 'http', scheme: 'bearer', description: 'A staff console session token (POST /api/staff/v1/auth/login/verify).' },
        operator: { type: 'http', scheme: 'bearer', description: 'The per-start operator token of `npm run operator`, from loopback only.' },
        metrics: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, for a scraper that is not on loopback.' },
      },
    },
  };
}
