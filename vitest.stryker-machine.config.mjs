// @ts-check
import { defineConfig } from 'vitest/config';
import { chosenMachine } from './stryker.machine.config.mjs';

const machine = chosenMachine();

/**
 * One machine's own test files (stryker.machine.config.mjs, `npm run mutation:machine -- <name>`):
 * each mutant of its config, built at import, runs these files and no other, and
 * tests/machines/machine-modules.stryker.ts, which imports the mutated files inside a test (a
 * module that throws at import fails a test there).
 */
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    include: [...machine.tests, 'tests/machines/machine-modules.stryker.ts'],
    provide: { machineFiles: machine.mutate },
  },
});
