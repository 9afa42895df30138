/**
 * Builds the real app in-process for one test file: a fresh database (in-memory PGlite, or a new
 * PostgreSQL database when TEST_DATABASE_URL / DATABASE_URL is set), migrated and seeded with the
 * reference and demo data, a fake clock, and the development outbox as mailer and SMS sender.
 */
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { VerifyResponse } from '../../src/contract/auth';
import type { StaffSession } from '../../src/contract/staff';
import { createApp } from '../../src/server/app';
import { DEFAULT_CARD_SIMULATOR, cardIssuerSimulator } from '../../src/server/providers/card-issuer';
import type { Clock } from '../../src/server/clock';
import { DEFAULT_RATE_LIMITS, type AppConfig } from '../../src/server/config';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/database';
import type { Metrics } from '../../src/server/metrics';
import { seedDemoData, seedReferenceData } from '../../src/server/db/seed';
import type { Logger, OutgoingMessage } from '../../src/server/providers/messages';
import { createOutboxSender, readOutbox } from '../../src/server/providers/outbox';
import { createScratchDatabase } from '../../scripts/scratch-database';
import { offerTemplate, readTemplate } from './database-template';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? null;
export const onPostgres = TEST_DATABASE_URL !== null;
export const LOOPBACK_IP = '127.0.0.1';

export class FakeClock implements Clock {
  private time: number;
  constructor(start = '2026-03-02T10:00:00.000Z') {
    this.time = Date.parse(start);
  }
  now = (): Date => new Date(this.time);
  advance(seconds: number): void {
    this.time += seconds * 1000;
  }
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/** For tests that watch or break the server's own database traffic; all optional. */
export interface TestServerOptions {
  /** PostgreSQL only: the address the server connects to instead of the fresh database's own (a fault-injecting proxy). */
  poolUrl?: (databaseUrl: string) => string;
  /** Receives the server's log lines (the app's and the connection pool's). Silent by default. */
  logger?: Logger;
}

async function freshPostgresDatabase(adminUrl: string, options: TestServerOptions) {
  const scratch = await createScratchDatabase(adminUrl, 'ic_test');
  const databaseUrl = options.poolUrl?.(scratch.url) ?? scratch.url;
  const handle = await openDatabase({ databaseUrl, poolSize: 10 }, options.logger ?? silentLogger);
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
  /** Raw body text, sent instead of JSON-encoding `body`. */
  raw?: string;
}

export interface CallResult<T = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  status: number;
  body: T;
  headers: Headers;
}

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  secret: 'test-secret-that-is-long-enough-for-hmac-keys',
  publicUrl: 'https://club.example.test',
  production: false,
  maintenanceFromEnv: false,
  devTools: true,
  apiDocs: true,
  trustProxy: false,
  rateLimits: DEFAULT_RATE_LIMITS,
  operatorToken: null,
  flagCacheMs: 0,
  ...overrides,
});

/** Sends requests to an app in-process, as from the socket address `ip`. */
function caller(target: ReturnType<typeof createApp>) {
  return async <T = any>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> => { // eslint-disable-line @typescript-eslint/no-explicit-any
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.body instanceof FormData) {
      // Multipart: fetch writes the boundary into the content type itself.
      body = options.body;
    } else if (options.raw !== undefined || options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = options.raw ?? JSON.stringify(options.body);
    }
    // The node-server bindings carry the socket: here only its peer address.
    const env = { incoming: { socket: { remoteAddress: options.ip ?? '203.0.113.1' } } };
    const response = await target.request(path, { method, headers, body }, env);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  };
}

async function migrateAndSeed(database: DatabaseHandle, clock: Clock): Promise<void> {
  await database.migrate();
  await seedReferenceData(database.db);
  await seedDemoData(database.db, clock);
}

/**
 * An in-memory PGlite, migrated and seeded at the fake clock's start: a copy of the run's template
 * when there is one (tests/server/database-template.ts), else built here and offered as the template.
 */
async function freshEmbeddedDatabase(clock: Clock): Promise<DatabaseHandle> {
  const templateDir = inject('databaseTemplateDir');
  const template = templateDir ? await readTemplate(templateDir) : undefined;
  if (template) return openDatabase({ inMemory: true, from: template });
  const database = await openDatabase({ inMemory: true });
  await migrateAndSeed(database, clock);
  // The Drizzle database of openDatabase's embedded branch carries its PGlite client.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  if (templateDir) await offerTemplate(templateDir, () => client.dumpDataDir('none'));
  return database;
}

export async function createTestServer(overrides: Partial<AppConfig> = {}, serverOptions: TestServerOptions = {}) {
  const clock = new FakeClock();
  let database: DatabaseHandle;
  if (TEST_DATABASE_URL) {
    database = await freshPostgresDatabase(TEST_DATABASE_URL, serverOptions);
    await migrateAndSeed(database, clock);
  } else {
    database = await freshEmbeddedDatabase(clock);
  }
  const config = testConfig(overrides);
  const delivery = { fail: false };
  const outbox = (channel: 'email' | 'sms') => {
    const sender = createOutboxSender(channel, database.db, clock, serverOptions.logger ?? silentLogger);
    return {
      async send(message: OutgoingMessage) {
        if (delivery.fail) throw new Error('provider down');
        await sender.send(message);
      },
    };
  };
  // The issuer simulator refuses nothing unless a test marks an amount: outcomes stay the test's choice.
  const cardIssuer = cardIssuerSimulator(database.db, clock, { ...DEFAULT_CARD_SIMULATOR, secret: config.secret, refusalShare: 0 });
  const build = (appConfig: AppConfig, metrics?: Metrics) =>
    createApp({ db: database.db, clock, config: appConfig, logger: serverOptions.logger ?? silentLogger, mailer: outbox('email'), sms: outbox('sms'), cardIssuer, metrics });
  const app = build(config);
  let ipCounter = 0;

  const call = caller(app);

  /** A call from the loopback interface: the only place the development routes answer. */
  const dev = <T = any>(method: string, path: string, options: CallOptions = {}) => // eslint-disable-line @typescript-eslint/no-explicit-any
    call<T>(method, path, { ...options, ip: LOOPBACK_IP });

  /** Another instance on the same database with other settings (cheaper than a new server); its own metrics unless given. */
  const instance = (overrides: Partial<AppConfig>, metrics?: Metrics) => caller(build({ ...config, ...overrides }, metrics));

  /** Newest code sent to an address or number. */
  async function lastCode(to: string): Promise<string> {
    const [message] = await readOutbox(database.db, to);
    if (!message) throw new Error(`no code sent to ${to}`);
    return message.code;
  }

  /**
   * Full sign-in by e-mail; every call from its own IP so tests do not share per-IP limits.
   * Answers the code request, the account the verify answer carries and the token pair.
   */
  async function signIn(email: string) {
    const ip = newIp();
    const login = await call('POST', '/api/v2/installer/login', { body: { email }, ip });
    if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${JSON.stringify(login.body)}`);
    const verify = await call('POST', '/api/v2/installer/login/verify', {
      body: { userId: login.body.user_id, login_request_id: login.body.login_request_id, code: await lastCode(email) },
      ip,
    });
    if (verify.status !== 200) throw new Error(`verify ${email}: ${verify.status} ${JSON.stringify(verify.body)}`);
    const { account, ...pair } = verify.body as VerifyResponse;
    return { login: login.body, account, pair };
  }

  /** Full staff console sign-in by e-mail and the code from the outbox (issue 27), from its own IP. */
  async function staffSignIn(email: string): Promise<StaffSession> {
    const ip = newIp();
    const login = await call('POST', '/api/staff/v1/auth/login', { body: { email }, ip });
    if (login.status !== 200) throw new Error(`staff login ${email}: ${login.status} ${JSON.stringify(login.body)}`);
    const verify = await call('POST', '/api/staff/v1/auth/login/verify', {
      body: { login_request_id: login.body.login_request_id, code: await lastCode(email) },
      ip,
    });
    if (verify.status !== 200) throw new Error(`staff verify ${email}: ${verify.status} ${JSON.stringify(verify.body)}`);
    return verify.body as StaffSession;
  }

  /** A client address no other test uses (documentation range 198.51.100.0/24 and beyond). */
  function newIp(): string {
    ipCounter += 1;
    return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  }

  return {
    app,
    db: database.db as Database,
    clock,
    config,
    cardIssuer,
    delivery,
    call,
    dev,
    instance,
    lastCode,
    signIn,
    staffSignIn,
    newIp,
    close: () => database.close(),
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;
