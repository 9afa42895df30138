import { defineConfig } from 'vitest/config';

const common = { environment: 'node', testTimeout: 20_000, hookTimeout: 60_000 } as const;

/**
 * The tests Stryker runs against each mutant (stryker.config.mjs, docs/mutation.md): the machines'
 * and the contract's own tests, the portal's unit tests, and the server tests that exercise the
 * mutated server code (route access, orders, points, scans). The rest of the server suite also imports the
 * contract, but would only add minutes per mutant without testing these files. Stryker runs Vitest
 * in worker threads, where a PGlite server takes minutes to start: the server tests run in forks.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...common,
          name: 'unit',
          include: ['tests/machines/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/app/**/*.test.ts'],
        },
      },
      {
        test: {
          ...common,
          name: 'server',
          pool: 'forks',
          // One migrated, seeded PGlite for the whole run, copied by each test file (tests/server/database-template.ts).
          globalSetup: ['tests/server/database-template.ts'],
          include: [
            'tests/server/route-access.test.ts',
            'tests/server/emulation.test.ts',
            'tests/server/orders.test.ts',
            'tests/server/shop.test.ts',
            'tests/server/points.test.ts',
            'tests/server/company-points.test.ts',
            'tests/server/scans.test.ts',
          ],
        },
      },
    ],
  },
});
