/**
 * `npm run bench` is not part of the test suite (it takes minutes and measures the machine); this
 * only checks that the script starts: it loads, parses its options and lists its routes.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/server/paths';

const bench = (...args: string[]) =>
  spawnSync(join(PACKAGE_ROOT, 'node_modules/.bin/tsx'), ['scripts/bench.ts', ...args], { cwd: PACKAGE_ROOT, encoding: 'utf8', timeout: 30_000 });

it('prints its options and the routes it measures with --help', () => {
  const run = bench('--help');
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('--db pglite|postgres|both');
  for (const path of ['/api/v1/notifications', '/api/v1/company/user/self', '/api/v1/company/points/{companyId}', '/api/v1/config/public', '/api/v1/project', '/api/v2/scans', '/api/v2/shop/products', '/api/v2/orders']) {
    expect(run.stdout).toContain(path);
  }
});

it('refuses an unknown route before starting anything', () => {
  const run = bench('--routes', 'notifications,nowhere');
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('Unknown route nowhere');
});
