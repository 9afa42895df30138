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
export const test = base.extend<{ closeOtherBrowsers: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(serverOf(testInfo.parallelIndex));
  },
  /**
   * A second browser a test opens (`browser.newContext()`: another device, an emulated session, the
   * staff console) is closed when the test ends. Left open, its signed-in pages went on polling and
   * animating for the rest of the worker's run: a CI run with ten of them took 26 minutes, not 11.
   */
  closeOtherBrowsers: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close()));
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
