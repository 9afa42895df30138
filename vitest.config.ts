import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { configDefaults, defineConfig } from 'vitest/config';

// The same switch as tests/server/harness.ts: the server suite runs on PostgreSQL when a URL is set.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL);

export default defineConfig({
  // As vite.config.ts: Lingui's macros compiled in the portal's files a test renders, PO catalogs on import.
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: [/[\\/]src[\\/]app[\\/].*\.[jt]sx?$/] }), lingui()],
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // tests/server/postgres needs a real server to fault (terminated connections, an outage): it
    // runs in the PostgreSQL run of the suite (npm run test:pg), not in the PGlite one (test:unit).
    exclude: onPostgres ? configDefaults.exclude : [...configDefaults.exclude, 'tests/server/postgres/**'],
    environment: 'node',
    // The server tests' migrated, seeded PGlite, built once per run (tests/server/database-template.ts).
    globalSetup: onPostgres ? [] : ['tests/server/database-template.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry; two workers match the machine's two cores.
    maxWorkers: 2,
  },
});
