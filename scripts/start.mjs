/**
 * `npm start`: serves portal and API on PORT (default 3000) with the embedded database in
 * DATA_DIR (default ./data), migrating and seeding on first start; every variable of the README
 * applies. It runs the production server bundle in this one node process, no TypeScript loader in
 * between (start-up to first answer was 1.7 s through tsx with two wrapper processes), and builds
 * what it needs first: dist/server/main.js when it is missing or older than its sources, the
 * portal when dist/client is missing (a stale portal is rebuilt by `npm run build:client`).
 * `npm run dev` keeps tsx and hot reload.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PACKAGE_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const SERVER_BUNDLE = join(PACKAGE_ROOT, 'dist/server/main.js');
/** What the server bundle is built from: its code and the contract it shares with the portal. */
const SERVER_SOURCES = ['src/server', 'src/contract', 'package.json'];

/** The newest modification time under `path` in ms, 0 when it does not exist. */
function newestModification(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestModification(join(path, name))));
}

function build(script, reason) {
  console.log(`Building ${reason}…`);
  const result = spawnSync('npm', ['run', script], { cwd: PACKAGE_ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(join(PACKAGE_ROOT, 'dist/client/index.html'))) build('build:client', 'the portal (dist/client is missing)');
const builtAt = newestModification(SERVER_BUNDLE);
if (builtAt < Math.max(...SERVER_SOURCES.map((source) => newestModification(join(PACKAGE_ROOT, source))))) {
  build('build:server', builtAt === 0 ? 'the server (dist/server/main.js is missing)' : 'the server (its sources changed)');
}

const { startServer, closeOnSignals } = await import(pathToFileURL(SERVER_BUNDLE).href);
startServer().then((server) => closeOnSignals(server), (error) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
