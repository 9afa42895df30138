// @ts-check
import base from './stryker.config.mjs';

/**
 * The permission table (SPEC §6, src/contract/permissions.ts). It is built at import, so unlike in
 * stryker.config.mjs its "static" mutants count here: each runs the role × action grid of
 * tests/contract/permissions.test.ts (vitest.stryker-permissions.config.ts).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...base,
  vitest: { configFile: 'vitest.stryker-permissions.config.ts' },
  mutate: ['src/contract/permissions.ts'],
  ignoreStatic: false,
  incrementalFile: 'reports/stryker-permissions-incremental.json',
  htmlReporter: { fileName: 'reports/mutation-permissions/index.html' },
  jsonReporter: { fileName: 'reports/mutation-permissions/mutation.json' },
  // break: the floor measured (92.86 %, docs/mutation.md), rounded down.
  thresholds: { high: 90, low: 80, break: 92 },
};
