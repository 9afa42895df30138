import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests: Debian's Chromium against the production build, served by the real server
 * on a fresh embedded database (scripts/e2e-server.ts makes a new data directory each run).
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `npx tsx scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/api/v1/config/public`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
  },
});
