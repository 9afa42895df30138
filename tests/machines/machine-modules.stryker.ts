/**
 * Run by the per-machine mutation run only (vitest.stryker-machine.config.mjs, docs/mutation.md
 * "One machine"). A mutant that makes a machine's module throw at import (an initial state that does
 * not exist, an emptied config) stops the machine's test files before they hold a test, and
 * Stryker's Vitest runner counts a file that fails to load as no failure. Here each mutated module
 * is imported inside a test, so such a mutant fails one.
 */
import path from 'node:path';
import { expect, inject, it } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The files the run mutates, from the project's root. */
    machineFiles: string[];
  }
}

it.each(inject('machineFiles'))('%s loads', async (file) => {
  await expect(import(path.resolve(file))).resolves.toBeDefined();
});
