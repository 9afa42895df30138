import { defineConfig } from 'vitest/config';

/**
 * The order code's own tests (stryker.orders.config.mjs): the server tests that place, read and
 * fulfil orders, on PGlite in forks, each file copying the run's migrated, seeded template
 * (tests/server/database-template.ts); the club card tests, since card and top-up orders change status
 * through the same code (order-status.ts); and the voucher simulator's own. Narrower than
 * vitest.stryker.config.ts, so the dry run and each mutant start no test file that cannot reach
 * the order code.
 */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 300_000,
    pool: 'forks',
    globalSetup: ['tests/server/database-template.ts'],
    include: ['tests/server/orders.test.ts', 'tests/server/club-card.test.ts', 'tests/server/voucher-simulator.test.ts'],
  },
});
