/**
 * Builds with an npm script when the build is missing or older than any of its sources: the
 * end-to-end tests' portal (scripts/e2e-server.ts) and statechart explorer (their spec).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../src/server/paths';

function newestModification(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestModification(join(path, name))));
}

/** `built` and `sources` from the package root; false when the build failed. */
export function buildWhenStale(what: string, built: string, sources: readonly string[], script: string): boolean {
  const builtAt = newestModification(join(PACKAGE_ROOT, built));
  const changedAt = Math.max(...sources.map((source) => newestModification(join(PACKAGE_ROOT, source))));
  if (builtAt > 0 && builtAt >= changedAt) return true;
  console.log(`Building ${what} for the end-to-end tests…`);
  return spawnSync('npm', ['run', script], { cwd: PACKAGE_ROOT, stdio: 'inherit' }).status === 0;
}
