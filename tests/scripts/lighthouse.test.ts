/**
 * `npm run lighthouse` is no part of `npm test`: its timings on a shared machine are noise. This
 * only checks that the script starts (its modules load, its options are read) without measuring.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const runScript = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lighthouse.ts', ...args], { encoding: 'utf8', timeout: 60_000 });

describe('scripts/lighthouse.ts', () => {
  it('starts and prints its usage with --help', () => {
    const run = runScript('--help');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Usage: npm run lighthouse -- [--runs N] [--page login|home] [--protocol h2|http1]');
  });

  it('refuses a number of runs that is not a whole number, before starting anything', () => {
    const run = runScript('--runs', 'two');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('--runs must be a whole number');
  });

  it('refuses an unknown page or protocol, before starting anything', () => {
    const page = runScript('--page', 'shop');
    expect(page.status).toBe(1);
    expect(page.stderr).toContain('--page must be one of login, home');
    const protocol = runScript('--protocol', 'h3');
    expect(protocol.status).toBe(1);
    expect(protocol.stderr).toContain('--protocol must be h2 or http1');
  });
});
