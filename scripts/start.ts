/**
 * `npm start`: builds the portal when dist/client is missing, then serves portal and API on PORT
 * (default 3000) with the embedded database in DATA_DIR (default ./data), migrating and seeding
 * on first start. Every variable of docs/server.md applies.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { closeOnSignals, startServer } from '../src/server/main';
import { CLIENT_DIST_DIR, PACKAGE_ROOT } from '../src/server/paths';

if (!existsSync(join(CLIENT_DIST_DIR, 'index.html'))) {
  console.log('Building the portal (dist/client is missing)…');
  const build = spawnSync('npm', ['run', 'build:client'], { cwd: PACKAGE_ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

startServer().then((server) => closeOnSignals(server), (error: unknown) => {
  console.error('The server could not start:', error);
  process.exit(1);
});
