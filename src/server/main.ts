/**
 * The server process: reads the environment, listens, opens and migrates the database, seeds it,
 * wires the real mailer/SMS sender and serves API and portal on one port.
 * Run with `npm start` (scripts/start.mjs) or `node dist/server/main.js` after `npm run build:server`.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createApp, type App } from './app';
import { systemClock } from './clock';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { seedDemoData, seedReferenceData } from './db/seed';
import type { AppDeps } from './deps';
import { backgroundJobs } from './background-jobs';
import { pruneExpiredRows } from './domain/housekeeping';
import { expirePoints } from './domain/points-expiry';
import { notifyLostProjects } from './domain/projects';
import { fulfilDueOrders, voucherSimulator } from './domain/order-status';
import { runCardJob } from './domain/club-card';
import { cardIssuerSimulator } from './providers/card-issuer';
import { readServerEnv, resolveSecret, type ServerEnv } from './env';
import { listen } from './listener';
import { createSmtpMailer } from './providers/mail';
import { createJsonLogger } from './providers/json-logger';
import { consoleLogger, type Logger } from './providers/messages';
import { createMetrics, noMetrics, type Metrics } from './metrics';
import { createOutboxSender } from './providers/outbox';
import type { CardIssuer } from './providers/card-issuer';
import { createHttpPlacesProvider } from './providers/places';
import { createWebhookSmsSender, unconfiguredSmsSender } from './providers/sms';
import { CLIENT_DIST_DIR, DOCS_DIST_DIR } from './paths';
import { announceServer, claimDataDir, releaseDataDir } from './runtime-file';
import { startingApp } from './starting-app';
import { serveClient } from './static';

export interface RunningServer {
  url: string;
  port: number;
  /** Where the server writes its log (LOG_FORMAT). */
  logger: Logger;
  close(): Promise<void>;
}

/** JSON lines for a log collector, or readable text (LOG_FORMAT, env.ts). */
export const loggerFor = (env: ServerEnv): Logger => (env.logFormat === 'json' ? createJsonLogger() : consoleLogger);

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** How often automatic fulfilment looks for voucher orders whose time has come. */
const FULFILMENT_INTERVAL_MS = 5_000;

function senders(env: ServerEnv, db: AppDeps['db'], logger: Logger): Pick<AppDeps, 'mailer' | 'sms'> {
  if (env.production && !env.smtpUrl) throw new Error('SMTP_URL is required when NODE_ENV=production');
  const outbox = (channel: 'email' | 'sms') => createOutboxSender(channel, db, systemClock, logger);
  return {
    mailer: env.smtpUrl ? createSmtpMailer(env.smtpUrl, env.mailFrom) : outbox('email'),
    sms: env.smsWebhookUrl
      ? createWebhookSmsSender(env.smsWebhookUrl, env.smsWebhookToken)
      : env.production ? unconfiguredSmsSender : outbox('sms'),
  };
}

export async function startServer(env: ServerEnv = readServerEnv(), logger: Logger = loggerFor(env)): Promise<RunningServer> {
  const embedded = !env.databaseUrl;
  if (embedded) {
    mkdirSync(env.dataDir, { recursive: true });
    claimDataDir(env.dataDir);
  }
  try {
    return await run(env, logger);
  } catch (error) {
    if (embedded) releaseDataDir(env.dataDir);
    throw error;
  }
}

interface PreparedApp {
  app: App;
  cardIssuer: CardIssuer;
  database: DatabaseHandle;
  operatorToken: string | null;
  secret: string;
}

/** What the instance shares between its app and its own upkeep. */
interface Instance {
  logger: Logger;
  metrics: Metrics;
  /** Set when the graceful stop begins: the readiness probe answers 503 from then on. */
  stopping: { value: boolean };
}

/** Opens, migrates and seeds the database and builds the app on it. */
async function prepareApp(env: ServerEnv, secret: string, { logger, metrics, stopping }: Instance): Promise<PreparedApp> {
  const database = await openDatabase(env.databaseUrl ? { databaseUrl: env.databaseUrl } : { dataDir: env.dataDir }, logger);
  if (database.poolStats) metrics.watchPool(database.poolStats);
  await database.exclusively(async () => {
    await database.migrate();
    await seedReferenceData(database.db);
    if (env.demoData && (await seedDemoData(database.db, systemClock))) logger.info('Demo data written (DEMO_DATA=0 turns it off).');
  });

  const operatorToken = env.databaseUrl ? null : randomBytes(32).toString('base64url');
  const config: AppConfig = {
    secret,
    publicUrl: env.publicUrl,
    production: env.production,
    maintenanceFromEnv: env.maintenance,
    devTools: !env.production,
    apiDocs: env.apiDocs,
    trustProxy: env.trustProxy,
    staffAllowedNetworks: env.staffAllowedNetworks,
    rateLimits: env.rateLimits,
    operatorToken,
    metricsToken: env.metricsToken,
    flagCacheMs: 2000,
  };
  const places = env.placesUrl ? createHttpPlacesProvider(env.placesUrl, env.placesApiKey) : undefined;
  const cardIssuer = cardIssuerSimulator(database.db, systemClock, { secret, ...env.cardSimulator });
  const app = createApp({
    db: database.db, clock: systemClock, config, logger, metrics, stopping: () => stopping.value, places, cardIssuer, ...senders(env, database.db, logger),
  });
  serveClient(app, CLIENT_DIST_DIR, env.docs ? DOCS_DIST_DIR : null);
  return { app, cardIssuer, database, operatorToken, secret };
}

async function run(env: ServerEnv, logger: Logger): Promise<RunningServer> {
  const embedded = !env.databaseUrl;
  const secret = resolveSecret(env);
  const metrics = env.metrics ? createMetrics({ processMetrics: true }) : noMetrics();
  const stopping = { value: false };
  const preparing = prepareApp(env, secret, { logger, metrics, stopping });
  const appReady = preparing.then(({ app }) => app);
  // Requests that waited for an app that never came get the failure; the start reports it below.
  appReady.catch(() => {});
  // Listen meanwhile: the portal and the liveness probe answer while the database opens (starting-app.ts).
  let answer = startingApp(appReady, env.production, CLIENT_DIST_DIR, env.docs ? DOCS_DIST_DIR : null).fetch;
  const listener = await listen({ fetch: (request, bindings) => answer(request, bindings), port: env.port, host: env.host, tls: env.tls });
  let prepared: PreparedApp;
  try {
    prepared = await preparing;
  } catch (error) {
    await listener.close();
    throw error;
  }
  const { app, database, operatorToken } = prepared;
  answer = app.fetch;

  const port = listener.port;
  if (operatorToken) announceServer(env.dataDir, port, operatorToken);

  const jobs = backgroundJobs(metrics, logger);
  const jobDeps = { db: database.db, clock: systemClock, cardIssuer: prepared.cardIssuer };
  // Points expiry runs at start (catching up on a year end the server missed) and with every
  // round of housekeeping; it writes each year end's entries once, whichever instance runs it.
  void jobs.run('points_expiry', () => expirePoints(database.db, systemClock.now()));
  jobs.every(HOUSEKEEPING_INTERVAL_MS, async () => {
    await Promise.all([
      jobs.run('housekeeping', () => pruneExpiredRows(database.db, systemClock.now())),
      jobs.run('lost_projects', () => notifyLostProjects(database.db, systemClock.now())),
      jobs.run('points_expiry', () => expirePoints(database.db, systemClock.now())),
    ]);
  });
  // Orders are the job's state: after a restart it carries on with whatever is due.
  const vouchers = voucherSimulator(prepared.secret);
  // The club card job (cards issued, top-ups sent and followed) takes turns with the vouchers.
  jobs.every(FULFILMENT_INTERVAL_MS, async () => {
    await jobs.run('fulfilment', () => fulfilDueOrders(jobDeps, vouchers));
    await jobs.run('club_card', () => runCardJob(jobDeps));
  });

  const url = `${env.tls ? 'https' : 'http'}://localhost:${port}`;
  logger.info(`Installer Club listening on ${url} (${embedded ? `embedded database in ${env.dataDir}` : 'PostgreSQL'})`);
  return {
    url,
    port,
    logger,
    // The graceful stop (docs/deploy.md "Stopping an instance"): out of rotation at once, then
    // the jobs between runs and the requests in flight, then the database.
    async close() {
      stopping.value = true;
      await Promise.all([jobs.stop(), listener.close(env.shutdownGraceMs)]);
      await database.close();
      if (embedded) releaseDataDir(env.dataDir);
    },
  };
}

/** Stops gracefully on SIGINT/SIGTERM (exit 0), so PGlite flushes and the runtime file goes away. */
export function closeOnSignals(server: RunningServer, logger: Logger = server.logger): void {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`${signal} received, shutting down`);
    server.close().then(() => process.exit(0), (error: unknown) => {
      logger.error('Shutdown failed', error);
      process.exit(1);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  startServer().then((server) => closeOnSignals(server), (error: unknown) => {
    consoleLogger.error('The server could not start', error);
    process.exit(1);
  });
}
