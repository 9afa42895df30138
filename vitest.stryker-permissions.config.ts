import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The tests that state SPEC §6 (stryker.permissions.config.mjs): the role × action grid, the route
 * access matrix and the emulated session's refusals. A mutant of the permission tables runs at
 * import, so it is tested against all of these files, which is affordable only because they are few.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ['tests/contract/permissions.test.ts', 'tests/server/route-access.test.ts', 'tests/server/emulation.test.ts'],
    },
  }),
);
