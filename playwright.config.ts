import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs } from './scripts/chromium.mjs'
import { E2E_API_ORIGIN, E2E_API_PORT, E2E_APP_ORIGIN, E2E_APP_PORT, E2E_DATA_DIR, E2E_OUT_DIR } from './tests/e2e/env'

/**
 * e2e runs in real Chromium against the production build and the local API.
 * Browsers cannot be downloaded on our machines, so Debian's Chromium is used
 * unless CHROMIUM_PATH points elsewhere; where neither exists, Playwright's
 * own browser is used.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: process.env.E2E_RESULTS_DIR ?? 'test-results',
  // A run has one API database that the specs share, so they run one at a time;
  // npm test runs two such runs side by side, each with its own API (scripts/e2e-shards.mjs).
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // One retry under CI (decisions: 'Speed'): two shards on two cores under a full suite's load have failed a
  // timing-sensitive test one run in two, each time a different one that then passed alone. A test that passes only on
  // its retry is listed by scripts/e2e-shards.mjs (test-results/e2e-flaky.json) and reported; one that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_APP_ORIGIN,
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
    trace: 'retain-on-failure',
    launchOptions: {
      ...(chromiumPath ? { executablePath: chromiumPath } : {}),
      args: [...chromiumArgs],
    },
  },
  projects: [{ name: 'phone', use: { ...devices['Pixel 7'], defaultBrowserType: 'chromium' } }],
  webServer: [
    {
      command: `rm -rf ${E2E_DATA_DIR} && npx tsx server/main.ts`,
      url: `${E2E_API_ORIGIN}/__dev/outbox`,
      env: {
        API_PORT: String(E2E_API_PORT),
        DATA_DIR: E2E_DATA_DIR,
        APP_ORIGINS: E2E_APP_ORIGIN,
        APP_URL: E2E_APP_ORIGIN,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --outDir ${E2E_OUT_DIR} --port ${E2E_APP_PORT} --strictPort`,
      url: E2E_APP_ORIGIN,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
