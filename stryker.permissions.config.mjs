// @ts-check
import base from './stryker.config.mjs';

/**
 * The permission code (SPEC §6): the role × action table and the route access table that enforces
 * it. Both are tables built at import, so unlike stryker.config.mjs their "static" mutants count:
 * each runs the few tests that state the requirement (vitest.stryker-permissions.config.ts).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...base,
  vitest: { configFile: 'vitest.stryker-permissions.config.ts' },
  mutate: ['src/contract/permissions.ts', 'src/server/http/route-access.ts'],
  ignoreStatic: false,
  incrementalFile: 'reports/stryker-permissions-incremental.json',
  htmlReporter: { fileName: 'reports/mutation-permissions/index.html' },
  jsonReporter: { fileName: 'reports/mutation-permissions/mutation.json' },
  thresholds: { high: 90, low: 80, break: 0 },
};
