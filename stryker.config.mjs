// @ts-check
/**
 * Mutation testing (`npm run mutation`, docs/mutation.md): how many small wrong versions of the code
 * the tests notice. Not part of `npm test`: a full run takes an hour on two cores.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts' },
  mutate: [
    'machines/**/*.ts',
    'src/contract/**/*.ts',
    // The permission table has its own run (stryker.permissions.config.mjs).
    '!src/contract/permissions.ts',
    // Where the permission table is enforced, and the points and scan code of the server (the order
    // code has its own run: stryker.orders.config.mjs).
    'src/server/http/route-access.ts',
    'src/server/domain/points-*.ts',
    'src/server/domain/company-points.ts',
    'src/server/domain/scans.ts',
  ],
  // Each mutant runs only the tests that reach it.
  coverageAnalysis: 'perTest',
  // Code run once at import (an XState machine's config object, a table) is reached by no single
  // test, so each of its mutants would need the whole suite again: they are counted as ignored
  // (docs/mutation.md "Scope").
  ignoreStatic: true,
  // The machine's two cores are shared.
  concurrency: 2,
  // A re-run tests only the mutants whose code or tests changed; the file stays out of git.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // The first run of every test, with per-test coverage, on one core.
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  // Not copied into the sandbox: earlier runs' reports and sandboxes, builds, pictures.
  ignorePatterns: ['reports', '.stryker-tmp*', 'dist', 'data', 'test-results', 'playwright-report', 'e2e-artifacts', 'docs/screenshots'],
  // break: the floor measured so far (docs/mutation.md "Scores"), rounded down; a lower score fails the run.
  thresholds: { high: 90, low: 80, break: 89 },
};
