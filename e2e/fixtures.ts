import { test as base } from '@playwright/test';

/** The first e2e server's port; playwright.config.ts starts one server per worker on the ports after it. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4173);

/** The address of the e2e server a worker uses. */
export function serverOf(parallelIndex: number): string {
  return `http://127.0.0.1:${E2E_BASE_PORT + parallelIndex}`;
}

/**
 * Playwright's test, each worker talking to a server of its own (its own fresh database), so
 * specs running side by side never meet in the demo data, the per-IP limits or the outbox.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(serverOf(testInfo.parallelIndex));
  },
});

export { expect } from '@playwright/test';
