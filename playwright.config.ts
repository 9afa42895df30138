import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
/** Workers side by side, each with a server of its own (e2e/fixtures.ts picks it by the worker's index). */
const workers = Number(process.env.E2E_WORKERS ?? 2);

/**
 * End-to-end tests: Debian's Chromium against the production build, served by the real server
 * on fresh embedded databases (scripts/e2e-server.ts makes a new data directory per server).
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Started one after the other: the first builds the portal when its sources changed, the next finds it built.
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: `npx tsx scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${port + index}/api/v1/config/public`,
    env: { PORT: String(port + index) },
    reuseExistingServer: false,
    timeout: 240_000,
    // A line per request would bury the test report; the server's warnings and errors (stderr) still show.
    stdout: 'ignore' as const,
    // SIGTERM, not Playwright's default SIGKILL: the server drops its PostgreSQL database on the way out.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  })),
});
