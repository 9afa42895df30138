/**
 * Environment of the server process (docs/server.md lists every variable). Pure parsing, so the
 * operator CLI and the scripts read the environment exactly like the server does.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_RATE_LIMITS, type AppConfig, type RateLimit } from './config';
import type { TlsFiles } from './listener';
import { parseNetworks } from './security/networks';
import { DEFAULT_CARD_SIMULATOR, type CardSimulatorOptions } from './providers/card-issuer';

export interface ServerEnv {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  demoData: boolean;
  production: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  smsWebhookUrl: string | null;
  smsWebhookToken: string | null;
  jwtSecret: string | null;
  publicUrl: string;
  maintenance: boolean;
  /** /api/openapi.json and /api/docs: always outside production, with API_DOCS=1 in production. */
  apiDocs: boolean;
  /** /docs/, the statechart explorer (dist/docs, `npm run docs`): always outside production, with DOCS=1 in production. */
  docs: boolean;
  trustProxy: boolean;
  rateLimits: AppConfig['rateLimits'];
  /** Street lookup provider (docs/server.md "Street autocomplete"); null: no suggestions. */
  placesUrl: string | null;
  placesApiKey: string | null;
  /** The club card issuer simulator (docs/server.md "The club card"). */
  cardSimulator: Omit<CardSimulatorOptions, 'secret'>;
  /** STAFF_ALLOWED_NETWORKS: the only CIDR blocks staff may sign in from; null: anywhere. */
  staffAllowedNetworks: string[] | null;
  /** Certificate and key: the server speaks HTTPS with HTTP/2 itself (docs/server.md "HTTPS and HTTP/2"); null: plain HTTP. */
  tls: TlsFiles | null;
  /** METRICS: anything but 0 counts requests, jobs and sign-in codes for /api/metrics; 0: nothing counted, no route. */
  metrics: boolean;
  /** METRICS_TOKEN: a scraper elsewhere than on loopback reads /api/metrics with it; null: loopback only. */
  metricsToken: string | null;
  /** LOG_FORMAT: JSON lines (default in production) or readable text (default elsewhere). */
  logFormat: 'json' | 'text';
  /** SHUTDOWN_GRACE_MS: how long requests in flight may take to finish after SIGTERM. */
  shutdownGraceMs: number;
}

type Env = Record<string, string | undefined>;

/** Within the 30 s an orchestrator usually allows between SIGTERM and SIGKILL, above any normal request. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

const nonEmpty = (value: string | undefined): string | null => (value && value.trim() ? value.trim() : null);

function rateLimit(env: Env, name: string, fallback: RateLimit): RateLimit {
  const limit = Number(env[`RATE_LIMIT_${name}`]);
  return Number.isInteger(limit) && limit > 0 ? { ...fallback, limit } : fallback;
}

/** A number from the environment within [min, max], else the default. */
function numberIn(env: Env, name: string, min: number, max: number, fallback: number): number {
  const value = Number(env[name]);
  return nonEmpty(env[name]) !== null && Number.isFinite(value) && value >= min && value <= max ? value : fallback;
}

function logFormat(env: Env): 'json' | 'text' {
  const format = nonEmpty(env.LOG_FORMAT);
  if (format === null) return env.NODE_ENV === 'production' ? 'json' : 'text';
  if (format !== 'json' && format !== 'text') throw new Error(`LOG_FORMAT must be json or text, got ${format}`);
  return format;
}

/** A token shorter than this is guessable; the same floor as JWT_SECRET's. */
const MIN_METRICS_TOKEN_LENGTH = 32;

function metricsToken(env: Env): string | null {
  const token = nonEmpty(env.METRICS_TOKEN);
  if (token !== null && token.length < MIN_METRICS_TOKEN_LENGTH) throw new Error(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters`);
  return token;
}

function tlsFiles(env: Env): TlsFiles | null {
  const certFile = nonEmpty(env.TLS_CERT_FILE);
  const keyFile = nonEmpty(env.TLS_KEY_FILE);
  if ((certFile === null) !== (keyFile === null)) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither');
  return certFile && keyFile ? { certFile: resolve(certFile), keyFile: resolve(keyFile) } : null;
}

export function readServerEnv(env: Env = process.env): ServerEnv {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const tls = tlsFiles(env);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: resolve(nonEmpty(env.DATA_DIR) ?? 'data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    demoData: env.DEMO_DATA !== '0',
    production: env.NODE_ENV === 'production',
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Installer Club <no-reply@installerclub.example>',
    smsWebhookUrl: nonEmpty(env.SMS_WEBHOOK_URL),
    smsWebhookToken: nonEmpty(env.SMS_WEBHOOK_TOKEN),
    jwtSecret: nonEmpty(env.JWT_SECRET),
    publicUrl: nonEmpty(env.PUBLIC_URL) ?? `${tls ? 'https' : 'http'}://localhost:${port}`,
    maintenance: env.MAINTENANCE === '1',
    apiDocs: env.NODE_ENV !== 'production' || env.API_DOCS === '1',
    docs: env.NODE_ENV !== 'production' || env.DOCS === '1',
    trustProxy: env.TRUST_PROXY === '1',
    rateLimits: {
      login: rateLimit(env, 'LOGIN_PER_IP', DEFAULT_RATE_LIMITS.login),
      verify: rateLimit(env, 'VERIFY_PER_IP', DEFAULT_RATE_LIMITS.verify),
      register: rateLimit(env, 'REGISTER_PER_IP', DEFAULT_RATE_LIMITS.register),
      validate: rateLimit(env, 'VALIDATE_PER_IP', DEFAULT_RATE_LIMITS.validate),
      places: rateLimit(env, 'PLACES_PER_IP', DEFAULT_RATE_LIMITS.places),
      refresh: rateLimit(env, 'REFRESH_PER_IP', DEFAULT_RATE_LIMITS.refresh),
      logout: rateLimit(env, 'LOGOUT_PER_IP', DEFAULT_RATE_LIMITS.logout),
      scan: rateLimit(env, 'SCANS_PER_INSTALLER', DEFAULT_RATE_LIMITS.scan),
    },
    placesUrl: nonEmpty(env.PLACES_URL),
    placesApiKey: nonEmpty(env.PLACES_API_KEY),
    cardSimulator: {
      refusalShare: numberIn(env, 'CARD_SIMULATOR_REFUSAL_SHARE', 0, 1, DEFAULT_CARD_SIMULATOR.refusalShare),
      pendingAfterSeconds: numberIn(env, 'CARD_SIMULATOR_PENDING_SECONDS', 0, 86_400, DEFAULT_CARD_SIMULATOR.pendingAfterSeconds),
      settleAfterSeconds: numberIn(env, 'CARD_SIMULATOR_SETTLE_SECONDS', 0, 86_400, DEFAULT_CARD_SIMULATOR.settleAfterSeconds),
    },
    staffAllowedNetworks: nonEmpty(env.STAFF_ALLOWED_NETWORKS) === null ? null : parseNetworks(env.STAFF_ALLOWED_NETWORKS ?? ''),
    tls,
    metrics: env.METRICS !== '0',
    metricsToken: metricsToken(env),
    logFormat: logFormat(env),
    shutdownGraceMs: numberIn(env, 'SHUTDOWN_GRACE_MS', 0, 600_000, DEFAULT_SHUTDOWN_GRACE_MS),
  };
}

const MIN_SECRET_LENGTH = 32;

/**
 * The server secret: JWT_SECRET, required in production. Elsewhere, when absent, one is generated
 * once and kept in DATA_DIR/jwt-secret so sessions survive restarts.
 */
export function resolveSecret(env: ServerEnv): string {
  if (env.jwtSecret) {
    if (env.jwtSecret.length < MIN_SECRET_LENGTH) throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return env.jwtSecret;
  }
  if (env.production) throw new Error('JWT_SECRET is required when NODE_ENV=production');
  const file = join(env.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(env.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
