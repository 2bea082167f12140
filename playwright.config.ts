import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests against the production build on :3100 with its own seeded database
 * (scripts/e2e-server.mjs). `npx playwright test`; the first run builds the site.
 */
const PORT = 3100
const baseURL = `http://localhost:${PORT}`
const CI = Boolean(process.env.CI)

const chromium = {
  ...devices['Desktop Chrome'],
  // A Portuguese browser unless a test says otherwise: Playwright's default (en-US) would send
  // every visit to "/" on to "/en".
  locale: 'pt-PT',
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  },
}

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: CI,
  retries: 0,
  workers: 2,
  reporter: CI ? [['list'], ['line']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: chromium,
      // Publishing edits shared content: it runs on its own once everything else is done.
      testIgnore: /publish\.spec\.ts/,
    },
    {
      name: 'chromium-320',
      use: { ...chromium, viewport: { width: 320, height: 720 } },
      testMatch: /home\.spec\.ts/,
    },
    {
      name: 'publish',
      use: chromium,
      testMatch: /publish\.spec\.ts/,
      dependencies: ['chromium', 'chromium-320'],
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: baseURL,
    timeout: 300_000,
    reuseExistingServer: !CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
