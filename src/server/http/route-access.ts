/**
 * The route access table: every /api route, who may call it (SPEC §6 through the permission table
 * of src/contract/permissions.ts), its per-IP limit and its body limit, enforced by one middleware
 * before any route code or body parsing runs. createApp refuses to start while a route has no row,
 * and the access matrix test (tests/server/route-access.test.ts) checks every row against every
 * role, so every new route must add its row.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { TrieRouter } from 'hono/router/trie-router';
import { SERVER_MESSAGES } from '../../contract/errors';
import { can, isWriteAction, type Action } from '../../contract/permissions';
import { MATERIAL_LIMITS } from '../../contract/marketing-material';
import { AVATAR_MAX_BYTES } from '../../contract/profile';
import { staffCan, type StaffAction } from '../../contract/staff-permissions';
import { rateLimitOf, type RouteRateLimit } from '../config';
import type { AppDeps } from '../deps';
import { hitRateLimit } from '../domain/rate-limits';
import { sameSecret } from '../security/crypto';
import { authenticate } from './auth';
import { bearerToken } from './bearer';
import { isLoopback } from './client-ip';
import { authenticateStaff } from './staff-auth';
import type { AppEnv } from './env';
import { ApiFailure, forbidden, notFound } from './errors';

export type Access =
  /** Guests and signed-in users alike. */
  | { who: 'anyone' }
  /** A signed-in member whose role may do `action`; an emulated session only reads (no write action, whatever the method). */
  | { who: 'member'; action: Action }
  /** A signed-in staff member (the console's token) one of whose roles may do `action` (src/contract/staff-permissions.ts). */
  | { who: 'staff'; action: StaffAction }
  /** Development tools: only outside production (they are not even mounted there) and only from loopback. */
  | { who: 'loopback' }
  /** `npm run operator`: loopback plus the per-start operator token (checked by requireOperator). */
  | { who: 'operator' }
  /** Prometheus: a direct loopback caller, or anyone with `Authorization: Bearer $METRICS_TOKEN`; invisible (404) to others. */
  | { who: 'metrics' };

export interface RouteRule {
  access: Access;
  /** Per-IP limit counted before the route runs. */
  rateLimit?: RouteRateLimit;
  /** Largest accepted body in bytes; JSON_BODY_LIMIT_BYTES unless a route says more. */
  maxBodyBytes?: number;
}

export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

const anyone: RouteRule = { access: { who: 'anyone' } };
const member = (action: Action): RouteRule => ({ access: { who: 'member', action } });
const loopback: RouteRule = { access: { who: 'loopback' } };
const operator: RouteRule = { access: { who: 'operator' } };
const staff = (action: StaffAction): RouteRule => ({ access: { who: 'staff', action } });
const metrics: RouteRule = { access: { who: 'metrics' } };

/** Keys are "METHOD path" with the path under /api, written as the routes declare it. */
export const ROUTE_ACCESS: Record<string, RouteRule> = {
  'GET /health': anyone,
  'GET /ready': anyone,
  'GET /metrics': metrics,
  // The API description and its reference (issue 29): public like the API's shape itself; mounted
  // only where config.apiDocs (off in production unless API_DOCS=1).
  'GET /openapi.json': anyone,
  'GET /docs': anyone,
  'GET /docs/:file': anyone,

  'POST /v2/installer/login': anyone,
  'POST /v2/installer/login/verify': anyone,
  'POST /v2/installer/refresh': { ...anyone, rateLimit: 'refresh' },
  'POST /v2/installer/logout': { ...anyone, rateLimit: 'logout' },
  'POST /v2/installer/emulate': anyone,

  'GET /v1/config/public': anyone,
  'GET /v1/config': member('company.read'),
  'GET /v1/company/user/self': member('company.read'),
  'GET /v1/company/points/:companyId': member('company.read'),
  'PATCH /v1/company/:id': member('company.edit'),
  'PATCH /v1/company/:id/companyType': member('company.edit'),
  'PATCH /v1/installer/user/:id': member('profile.edit'),

  'GET /v1/notifications': member('notifications.read'),
  'GET /v1/notifications/:uuid': member('notifications.read'),
  'PATCH /v1/notifications/:uuid': member('notifications.mark'),

  'GET /v1/project': member('projects.read'),
  'POST /v1/project': member('projects.manage'),
  'GET /v1/project/:uuid': member('projects.read'),
  'DELETE /v1/project/:uuid': member('projects.manage'),
  'POST /v1/project/:uuid/survey': member('projects.manage'),
  'GET /v1/product': member('projects.read'),
  'POST /v2/scans': member('projects.manage'),
  'DELETE /v2/scans/:uuid': member('projects.manage'),

  'GET /v1/points/history': member('company.read'),
  'GET /v1/points/history/groups': member('company.read'),
  'GET /v2/tiers': member('company.read'),
  'GET /v1/edenred/card/account/:companyId': member('card.read'),
  'GET /v1/edenred/card/history': member('card.read'),
  'PATCH /v1/edenred/card/verify/:companyId': member('card.register'),
  'GET /v2/tiers/history': member('company.read'),
  'GET /v1/behaviour': member('company.read'),
  'GET /v1/behaviour/certificates': member('company.read'),
  'GET /v1/content': member('company.read'),
  'GET /v1/content/:uuid': member('company.read'),
  'GET /v2/shop/products': member('shop.browse'),
  'GET /v2/shop/products/cards': member('shop.browse'),
  'GET /v2/shop/products/:uuid': member('shop.browse'),
  'GET /v1/shop/categories': member('shop.browse'),
  // Fetched by <img>, which sends no bearer token: the catalogue's pictures are not secret.
  'GET /v1/shop/images/:uuid/:file': anyone,
  // The materials' artwork, drawn by the project from its id: as public as the product pictures.
  'GET /v1/shop/artwork/:file': anyone,
  'GET /v2/cart': member('shop.browse'),
  'POST /v2/orders': member('orders.place'),
  'POST /v2/orders/multi': member('orders.place'),
  // Asked after a lost placing answer, before placing anything new.
  'GET /v2/orders/placements/:key': member('orders.placement.read'),
  'POST /v1/shop/configurations': member('materials.configure'),
  // Read with the order it becomes (the order detail shows its input data to every member).
  'GET /v1/shop/configurations/:uuid': member('orders.read'),
  // The print-ready proof of the company's configuration: read with its order, as the configuration is.
  'GET /v1/shop/configurations/:uuid/proof.pdf': member('orders.read'),
  'GET /v1/shop/orders/:uuid/proof.pdf': member('orders.read'),
  // The logo plus the multipart envelope; a logo above MATERIAL_LIMITS.logoBytes inside it still answers 413.
  'POST /v1/shop/order/files': { ...member('materials.configure'), maxBodyBytes: MATERIAL_LIMITS.logoBytes + 64 * 1024 },
  'GET /v1/shop/order/files/:uuid': member('orders.read'),
  // Makes a picture of a link; nothing stored.
  'GET /v1/generate/qr-code': member('shop.browse'),
  'GET /v2/orders': member('orders.read'),
  'GET /v2/orders/:uuid': member('orders.read'),
  'PATCH /v1/company/user/:id': member('profile.edit'),
  // The file plus the multipart envelope; a file above AVATAR_MAX_BYTES inside it still answers 413.
  'POST /v1/company/user/:uuid/avatar': { ...member('profile.edit'), maxBodyBytes: AVATAR_MAX_BYTES + 64 * 1024 },
  'DELETE /v1/company/user/:uuid/avatar': member('profile.edit'),
  // Public like any image of the portal: the address is a random id, handed out only to members.
  'GET /v1/avatars/:id': anyone,
  'PATCH /v2/company/verification': member('profile.edit'),
  'POST /v2/company/verification': member('profile.edit'),

  'GET /v2/installer/user': member('team.read'),
  'POST /v1/installer/user': member('team.manage'),
  'GET /v1/installer/user/:uuid': member('team.member.read'),
  'PATCH /v1/installer/user/:uuid/details': member('team.manage'),
  'DELETE /v1/installer/user/:uuid': member('team.manage'),
  // A GET that sends an SMS or e-mail (SPEC §7 names the method): a write all the same.
  'GET /v1/installer/user/:uuid/resend': member('team.manage'),

  'GET /v1/support': member('support.read'),
  'POST /v1/support': member('support.write'),
  'GET /v1/support/:uuid/chat': member('support.read'),
  'POST /v1/support/:uuid/chat': member('support.write'),

  'POST /v2/company/register': { ...anyone, rateLimit: 'register' },
  'GET /v2/company/validate': { ...anyone, rateLimit: 'validate' },
  'GET /v2/places/streets': { ...anyone, rateLimit: 'places' },

  // The staff console (issue 27). Sign-in counts against the installers' per-IP limits.
  'POST /staff/v1/auth/login': anyone,
  'POST /staff/v1/auth/login/verify': anyone,
  'GET /staff/v1/auth/me': staff('self'),
  'POST /staff/v1/auth/logout': staff('self'),
  'POST /staff/v1/auth/logout/everywhere': staff('self'),
  'GET /staff/v1/audit': staff('audit.read'),
  'GET /staff/v1/find': staff('people.find'),
  'GET /staff/v1/companies/:company': staff('companies.read'),
  'GET /staff/v1/companies/:company/ledger': staff('companies.read'),
  'GET /staff/v1/companies/:company/projects': staff('companies.read'),
  'GET /staff/v1/companies/:company/orders': staff('companies.read'),
  'GET /staff/v1/companies/:company/tickets': staff('companies.read'),
  'GET /staff/v1/companies/:company/top-ups': staff('companies.read'),
  'POST /staff/v1/companies/:company/members/:member/emulation': staff('emulation.create'),
  'GET /staff/v1/support/conversations': staff('support.chat'),
  'GET /staff/v1/support/conversations/:conversation': staff('support.chat'),
  'POST /staff/v1/support/conversations/:conversation/messages': staff('support.chat'),
  'POST /staff/v1/support/conversations/:conversation/close': staff('support.chat'),
  'POST /staff/v1/support/conversations/:conversation/reopen': staff('support.chat'),
  'POST /staff/v1/support/conversations/:conversation/typing': staff('support.chat'),
  'GET /staff/v1/orders': staff('orders.fulfil'),
  'POST /staff/v1/orders/:order/approve': staff('orders.fulfil'),
  'POST /staff/v1/orders/:order/complete': staff('orders.fulfil'),
  'POST /staff/v1/orders/:order/reject': staff('orders.fulfil'),
  'GET /staff/v1/maintenance': staff('maintenance.switch'),
  'PUT /staff/v1/maintenance': staff('maintenance.switch'),
  'GET /staff/v1/members': staff('staff.manage'),
  'POST /staff/v1/members': staff('staff.manage'),
  'PATCH /staff/v1/members/:member': staff('staff.manage'),
  'POST /staff/v1/members/:member/deactivate': staff('staff.manage'),
  'POST /staff/v1/members/:member/reactivate': staff('staff.manage'),
  'POST /staff/v1/members/:member/unlock': staff('staff.manage'),
  'GET /staff/v1/review': staff('review.decide'),
  'GET /staff/v1/review/:project': staff('review.decide'),
  'POST /staff/v1/review/:project/decisions': staff('review.decide'),
  'GET /staff/v1/content': staff('content.manage'),
  'POST /staff/v1/content': staff('content.manage'),
  'POST /staff/v1/content/preview': staff('content.manage'),
  'GET /staff/v1/content/:content': staff('content.manage'),
  'PUT /staff/v1/content/:content': staff('content.manage'),
  'POST /staff/v1/content/:content/visibility': staff('content.manage'),
  // A CSV file of the registry (SERIAL_CSV_MAX_CHARS) as JSON text: line breaks escaped, non-ASCII in UTF-8.
  'POST /staff/v1/serials/import': { ...staff('content.manage'), maxBodyBytes: 3 * 1024 * 1024 },
  'GET /staff/v1/orders/:order': staff('orders.fulfil'),
  'GET /staff/v1/orders/:order/proof.pdf': staff('orders.fulfil'),
  'POST /staff/v1/orders/:order/card/issue': staff('orders.fulfil'),
  'GET /staff/v1/vendors': staff('orders.fulfil'),
  'GET /staff/v1/top-ups': staff('orders.fulfil'),
  'POST /staff/v1/top-ups/:topUp/outcome': staff('orders.fulfil'),

  'GET /operator/maintenance': operator,
  'POST /operator/maintenance': operator,
  'POST /operator/emulate': operator,
  'POST /operator/unlock': operator,
  // A batch of 1,000 import-file lines as JSON, with room for long junk cells.
  'POST /operator/serials': { ...operator, maxBodyBytes: 1024 * 1024 },
  'POST /operator/review': operator,
  'POST /operator/points/expire': operator,
  // A batch of 50 content files of up to 50,000 characters of Markdown each.
  'POST /operator/content': { ...operator, maxBodyBytes: 3 * 1024 * 1024 },
  'POST /operator/orders': operator,
  'POST /operator/points': operator,
  'POST /operator/companies/recommend': operator,
  'GET /operator/configurations/:uuid/proof': operator,
  'GET /operator/orders/:number/proof': operator,
  'GET /operator/card': operator,
  'POST /operator/card/issue': operator,
  'POST /operator/card/outcome': operator,
  'POST /operator/card/refuse': operator,
  'GET /operator/support': operator,
  'GET /operator/support/:uuid': operator,
  'POST /operator/support/:uuid/reply': operator,
  'POST /operator/support/:uuid/close': operator,
  'POST /operator/staff': operator,
  'GET /dev/operator/maintenance': loopback,
  'POST /dev/operator/maintenance': loopback,
  'POST /dev/operator/emulate': loopback,
  'POST /dev/operator/unlock': loopback,
  'POST /dev/operator/serials': { ...loopback, maxBodyBytes: 1024 * 1024 },
  'POST /dev/operator/review': loopback,
  'POST /dev/operator/points/expire': loopback,
  'POST /dev/operator/content': { ...loopback, maxBodyBytes: 3 * 1024 * 1024 },
  'POST /dev/operator/orders': loopback,
  'POST /dev/operator/points': loopback,
  'POST /dev/operator/companies/recommend': loopback,
  'GET /dev/operator/configurations/:uuid/proof': loopback,
  'GET /dev/operator/orders/:number/proof': loopback,
  'GET /dev/operator/card': loopback,
  'POST /dev/operator/card/issue': loopback,
  'POST /dev/operator/card/outcome': loopback,
  'POST /dev/operator/card/refuse': loopback,
  'GET /dev/operator/support': loopback,
  'GET /dev/operator/support/:uuid': loopback,
  'POST /dev/operator/support/:uuid/reply': loopback,
  'POST /dev/operator/support/:uuid/close': loopback,
  'POST /dev/operator/staff': loopback,
  'GET /dev/outbox': loopback,
};

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The table as a router, so that a request finds its row (and its key) the way Hono finds its handler. */
function ruleRouter(table: Record<string, RouteRule>) {
  const router = new TrieRouter<[string, RouteRule]>();
  for (const [key, rule] of Object.entries(table)) {
    const [method = '', path = ''] = key.split(' ');
    router.add(method, path, [path, rule]);
  }
  return (method: string, path: string): [pattern: string, rule: RouteRule] | undefined =>
    router.match(method === 'HEAD' ? 'GET' : method, path)[0][0]?.[0];
}

const findRoute = ruleRouter(ROUTE_ACCESS);

/** The declared pattern of an /api path ("/api/v2/orders/:uuid"), null when no route has it: what logs and metrics name. */
export function routePatternOf(method: string, path: string): string | null {
  const found = findRoute(method, path.replace(/^\/api/, '') || '/');
  return found ? `/api${found[0]}` : null;
}

/**
 * A caller on this machine talking to the server directly: a proxy on the same host forwards
 * other people's requests from loopback too, and says so in its forwarding headers.
 */
function directLoopback(c: Context<AppEnv>): boolean {
  return isLoopback(c) && c.req.header('x-forwarded-for') === undefined && c.req.header('forwarded') === undefined;
}

const tooLarge = () => new ApiFailure(413, 'The request body is too large.');

/** Routes the app declares (Hono's `routes`, paths under /api) that have no row in the table. */
export function unlistedRoutes(routes: readonly { method: string; path: string }[], table = ROUTE_ACCESS): string[] {
  const keys = routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)].filter((key) => !(key in table));
}

export function enforceRouteAccess(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  table: Record<string, RouteRule> = ROUTE_ACCESS,
): MiddlewareHandler<AppEnv> {
  const find = table === ROUTE_ACCESS ? findRoute : ruleRouter(table);
  const limiters = new Map<number, MiddlewareHandler>();
  const limiterFor = (maxBytes: number) => {
    let limiter = limiters.get(maxBytes);
    if (!limiter) {
      limiter = bodyLimit({ maxSize: maxBytes, onError: () => { throw tooLarge(); } });
      limiters.set(maxBytes, limiter);
    }
    return limiter;
  };

  const admit = async (c: Context<AppEnv>, rule: RouteRule) => {
    const { access } = rule;
    if (access.who === 'loopback' && !isLoopback(c)) throw notFound();
    if (access.who === 'metrics') {
      const given = bearerToken(c);
      const { metricsToken } = deps.config;
      const withToken = given !== null && !!metricsToken && sameSecret(given, metricsToken);
      if (!withToken && !directLoopback(c)) throw notFound();
    }
    if (access.who === 'member') {
      const auth = await authenticate(deps, c);
      if (!can(auth.account.user.roleId, access.action)) throw forbidden();
      if (auth.emulatedBy && isWriteAction(access.action)) throw forbidden(SERVER_MESSAGES.emulationReadOnly);
      c.set('auth', auth);
    }
    if (access.who === 'staff') {
      const signedIn = await authenticateStaff(deps, c);
      if (!staffCan(signedIn.member.roles, access.action)) throw forbidden();
      c.set('staff', signedIn);
    }
    if (rule.rateLimit) {
      await hitRateLimit(deps.db, rule.rateLimit, c.get('clientIp'), rateLimitOf(deps.config, rule.rateLimit), deps.clock.now());
    }
  };

  return async (c, next) => {
    const [, found] = find(c.req.method, c.req.path.replace(/^\/api/, '') || '/') ?? [];
    // No row: an unknown path, which answers 404 (createApp refuses to start with an unlisted route).
    if (!found) return next();
    const run = async () => {
      await admit(c, found);
      await next();
    };
    // Reads never parse a body, and looking at one makes the node adapter build a full Request.
    if (READ_METHODS.has(c.req.method)) return run();
    return limiterFor(found.maxBodyBytes ?? JSON_BODY_LIMIT_BYTES)(c, run);
  };
}
