/**
 * The server Playwright starts (playwright.config.ts): builds the portal when it is missing or
 * older than its sources, then serves it (and at /docs/ the statechart explorer, which its spec
 * builds) on PORT from a fresh database with demo data and the development tools (outbox,
 * /api/dev/operator): a new database on the PostgreSQL server that E2E_DATABASE_URL names
 * (dropped when the server stops), else an embedded one in a temporary directory. PostgreSQL
 * takes the queries' work out of the server's process, where PGlite runs them on the same thread
 * as the requests (docs/decisions.md, "e2e on PostgreSQL"). Per-IP limits are raised because
 * every test comes from 127.0.0.1; the limits themselves are covered by tests/server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWhenStale } from './build-when-stale';
import { createScratchDatabase } from './scratch-database';
import { closeOnSignals, startServer } from '../src/server/main';
import { readServerEnv } from '../src/server/env';

const CLIENT_SOURCES = ['src/app', 'src/contract', 'machines', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package.json'];

if (!buildWhenStale('the portal', 'dist/client/index.html', CLIENT_SOURCES, 'build:client')) process.exit(1);

const port = process.env.PORT ?? '4173';
const dataDir = mkdtempSync(join(tmpdir(), 'installer-club-e2e-'));
const postgresUrl = process.env.E2E_DATABASE_URL;
const database = postgresUrl ? await createScratchDatabase(postgresUrl, 'ic_e2e') : undefined;
// Always a fresh database and the outbox, whatever the calling shell has set.
const { DATABASE_URL: _db, MAINTENANCE: _maintenance, SMTP_URL: _smtp, SMS_WEBHOOK_URL: _sms, ...inherited } = process.env;
const env = readServerEnv({
  ...inherited,
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: database?.url,
  DEMO_DATA: '1',
  PUBLIC_URL: `${inherited.TLS_CERT_FILE ? 'https' : 'http'}://127.0.0.1:${port}`,
  RATE_LIMIT_LOGIN_PER_IP: '10000',
  RATE_LIMIT_VERIFY_PER_IP: '10000',
  // The card simulator refuses only the amounts the operator marks: a random refusal would make the club card's specs flaky.
  CARD_SIMULATOR_REFUSAL_SHARE: '0',
});

process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const dropDatabase = async () => {
  await database?.drop();
};
startServer(env).then((server) => closeOnSignals({ ...server, close: () => server.close().then(dropDatabase) }), async (error: unknown) => {
  console.error('The e2e server could not start:', error);
  await dropDatabase();
  process.exit(1);
});
