// @ts-check
import base from './stryker.config.mjs';

/**
 * The order code of the server (placing orders, their status changes) against its own server tests
 * (vitest.stryker-orders.config.ts): a run of its own, so each mutant starts only the test files
 * that reach it (docs/mutation.md).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...base,
  vitest: { configFile: 'vitest.stryker-orders.config.ts' },
  mutate: ['src/server/domain/orders.ts', 'src/server/domain/order-status.ts'],
  incrementalFile: 'reports/stryker-orders-incremental.json',
  htmlReporter: { fileName: 'reports/mutation-orders/index.html' },
  jsonReporter: { fileName: 'reports/mutation-orders/mutation.json' },
  tempDirName: '.stryker-tmp-orders',
  // A mutant's run also loads the database and signs in (seconds, more on a loaded machine): a
  // timeout restarts Vitest, so a tight one costs more than it saves.
  timeoutMS: 30_000,
  // break: just under the partial score measured so far (order-status.ts 69 % over its first 49
  // mutants, docs/mutation.md "Scores"); a full run sets the floor it reaches.
  thresholds: { high: 90, low: 80, break: 65 },
};
