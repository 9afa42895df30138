import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry; two workers match the machine's two cores.
    maxWorkers: 2,
  },
});
