// @ts-check
import base from './stryker.config.mjs';

/**
 * One machine against its own tests, its config counted (`npm run mutation:machine -- checkout`,
 * docs/mutation.md "One machine"). A machine's config object is built at import, so the main run
 * ignores it (`ignoreStatic`); here each of those mutants runs only the machine's own test files
 * (its model walk against the requirement table), listed below and read by
 * vitest.stryker-machine.config.mjs. The machine is named by MUTATION_MACHINE.
 */

/**
 * Per machine: the files it is made of, the test files that state its requirement, and `floor`, the
 * score it has reached (docs/mutation.md "Scores"), rounded down: a run below it fails.
 */
export const MACHINES = {
  checkout: { mutate: ['machines/checkout-machine.ts'], tests: ['tests/machines/checkout-machine.test.ts'], floor: 90 },
  // The login machine's setup (guards, actions), state parts, context and step list are its config
  // split into files; its failure table is built at import too.
  login: {
    mutate: [
      'machines/login-machine.ts', 'machines/login-setup.ts', 'machines/login-state-parts.ts', 'machines/login-context.ts',
      'machines/login-onboarding-steps.ts', 'machines/login-failures.ts', 'machines/resend-timer.ts',
    ],
    tests: ['tests/machines/login-machine.test.ts', 'tests/machines/login-model.test.ts', 'tests/machines/login-steps.test.ts'],
    floor: 90,
  },
  configurator: {
    mutate: ['machines/configurator-machine.ts'], tests: ['tests/machines/configurator-machine.test.ts', 'tests/machines/configurator-model.test.ts'], floor: 72,
  },
  'club-card': { mutate: ['machines/club-card-machine.ts'], tests: ['tests/machines/club-card-machine.test.ts'], floor: 91 },
  'top-up': { mutate: ['machines/top-up-machine.ts'], tests: ['tests/machines/top-up-machine.test.ts'], floor: 88 },
  'staff-review': { mutate: ['machines/staff-review-machine.ts'], tests: ['tests/machines/staff-review-machine.test.ts'], floor: 94 },
  'scan-queue': { mutate: ['machines/scan-queue-machine.ts'], tests: ['tests/machines/scan-queue-machine.test.ts'], floor: 86 },
  session: { mutate: ['machines/session-machine.ts'], tests: ['tests/machines/session-machine.test.ts', 'tests/machines/session-model.test.ts'], floor: 92 },
  registration: {
    mutate: ['machines/registration-machine.ts', 'machines/registration-setup.ts'],
    tests: ['tests/machines/registration-machine.test.ts', 'tests/machines/registration-model.test.ts'],
  },
};

/** The machine named by MUTATION_MACHINE, or an error that lists the names. */
export function chosenMachine() {
  const name = process.env.MUTATION_MACHINE ?? '';
  const machine = /** @type {Record<string, { mutate: string[]; tests: string[]; floor?: number }>} */ (MACHINES)[name];
  if (!machine) throw new Error(`MUTATION_MACHINE="${name}" names no machine; one of: ${Object.keys(MACHINES).join(', ')}`);
  return { name, ...machine };
}

const machine = chosenMachine();

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  // Every test file of the run, not only those that import the mutated file: the module loader
  // test (tests/machines/machine-modules.stryker.ts) imports it when it runs.
  vitest: { configFile: 'vitest.stryker-machine.config.mjs', related: false },
  mutate: machine.mutate,
  // The machine's config counts: each of its mutants runs the machine's own test files.
  ignoreStatic: false,
  // Mutants in the diagrams' notes (description, meta) are ignored: the build removes them
  // (scripts/stryker-diagram-notes.mjs).
  plugins: ['@stryker-mutator/*', './scripts/stryker-diagram-notes.mjs'],
  ignorers: ['diagram-notes'],
  // Other work shares the machine's two cores.
  concurrency: 1,
  // Not incremental: a mutant of the config reached by no single test is kept as it was when its
  // tests change (Stryker reused all 22 survivors of checkout-machine.ts after tests that kill 9 of
  // them were added), so every run is a whole one.
  incremental: false,
  htmlReporter: { fileName: `reports/mutation-machine/${machine.name}/index.html` },
  jsonReporter: { fileName: `reports/mutation-machine/${machine.name}/mutation.json` },
  tempDirName: '.stryker-tmp-machine',
  thresholds: { high: 90, low: 80, break: machine.floor ?? null },
};
