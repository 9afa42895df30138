import { defineConfig } from 'vitest/config';

/**
 * The test that states SPEC §6 as a role × action grid (stryker.permissions.config.mjs). The
 * permission table is built at import, so each of its mutants runs this whole file: affordable
 * because it needs no server.
 */
export default defineConfig({
  test: { environment: 'node', include: ['tests/contract/permissions.test.ts'] },
});
