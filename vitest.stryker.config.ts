import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The tests Stryker runs against each mutant (stryker.config.mjs, docs/mutation.md): the machines'
 * and the contract's own tests, the portal's unit tests, and the server tests that exercise the
 * mutated server code (permissions, orders, points, scans). The rest of the server suite also
 * imports the contract, but would only add minutes per mutant without testing these files.
 */
const MUTATION_SERVER_TESTS = [
  'tests/server/route-access.test.ts',
  'tests/server/emulation.test.ts',
  'tests/server/orders.test.ts',
  'tests/server/shop.test.ts',
  'tests/server/points.test.ts',
  'tests/server/company-points.test.ts',
  'tests/server/scans.test.ts',
];

export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ['tests/machines/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/app/**/*.test.ts', ...MUTATION_SERVER_TESTS],
    },
  }),
);
