import { defineConfig } from 'vitest/config';

/**
 * The order code's own tests (stryker.orders.config.mjs): the server tests that place, read and
 * fulfil orders, on PGlite in forks, each file copying the run's migrated, seeded template
 * (tests/server/database-template.ts). Narrower than vitest.stryker.config.ts, so the dry run and
 * each mutant start no test file that cannot reach the order code.
 */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: 'forks',
    globalSetup: ['tests/server/database-template.ts'],
    include: ['tests/server/orders.test.ts'],
  },
});
