/** Settings of one server instance. main.ts reads them from the environment; tests build them directly. */
import { SCAN_RULES } from '../contract/projects';

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export interface AppConfig {
  /** Signs access tokens and keys the hashes of codes and refresh tokens. At least 32 characters. */
  secret: string;
  /** Base URL of the portal, used in emulation links ("https://club.example.com"). */
  publicUrl: string;
  production: boolean;
  /** MAINTENANCE=1: every /api call answers 503, whatever the database flag says. */
  maintenanceFromEnv: boolean;
  /** Development outbox and the dev-only routes under /api/dev (never in production). */
  devTools: boolean;
  /** Take the client IP from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /**
   * Per-IP limits on sending and checking sign-in codes, and on the other public calls
   * (registering, uniqueness checks, street lookups, token refresh, logout). A route limit left
   * out takes its default from DEFAULT_RATE_LIMITS. `scan` is per installer, not per IP: scans
   * registered a minute (SPEC §9 fraud rules; raised only by the benchmark's many scans).
   * `cardSerial` is per company: wrong club-card serial numbers (CSN) tried.
   */
  rateLimits: { login: RateLimit; verify: RateLimit; scan?: RateLimit; cardSerial?: RateLimit } & Partial<Record<RouteRateLimit, RateLimit>>;
  /** Per-start secret of the loopback operator endpoint (see docs/server.md); null disables it. */
  operatorToken: string | null;
  /** METRICS_TOKEN: lets a scraper elsewhere than on loopback read /api/metrics; absent or null: loopback only. */
  metricsToken?: string | null;
  /** CIDR blocks staff may sign in from (STAFF_ALLOWED_NETWORKS); absent or null: anywhere. */
  staffAllowedNetworks?: readonly string[] | null;
  /** How long an instance may reuse the maintenance flag it read from the database. */
  flagCacheMs: number;
}

/** Per-IP limits that the route access table puts on a route (src/server/http/route-access.ts). */
export type RouteRateLimit = 'register' | 'validate' | 'places' | 'refresh' | 'logout';

export const DEFAULT_RATE_LIMITS = {
  login: { limit: 30, windowSeconds: 10 * 60 },
  verify: { limit: 60, windowSeconds: 10 * 60 },
  register: { limit: 10, windowSeconds: 60 * 60 },
  // The wizard checks phone and e-mail as they are typed (debounced), so these allow typing.
  validate: { limit: 120, windowSeconds: 10 * 60 },
  places: { limit: 300, windowSeconds: 10 * 60 },
  // Every open tab refreshes about hourly, so an office behind one address stays far below these.
  refresh: { limit: 300, windowSeconds: 10 * 60 },
  logout: { limit: 60, windowSeconds: 10 * 60 },
  scan: { limit: SCAN_RULES.perMinute, windowSeconds: 60 },
  // A CSN is typed off the card: a few typos an hour, never a search through the numbers.
  cardSerial: { limit: 5, windowSeconds: 60 * 60 },
} satisfies Required<AppConfig['rateLimits']>;

export const rateLimitOf = (config: AppConfig, name: RouteRateLimit): RateLimit =>
  config.rateLimits[name] ?? DEFAULT_RATE_LIMITS[name];
