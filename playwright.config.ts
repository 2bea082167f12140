import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_HEADLESS_SHELL } from './scripts/chromium.mjs'

/**
 * End-to-end tests against the production build on :3100 with its own seeded database
 * (scripts/e2e-server.mjs). `npx playwright test`; the first run builds the site.
 * A file filter (`npx playwright test home`) still runs the "seeded" check first and the
 * "publish" tests last; add --no-deps to run only the named files.
 */
const PORT = 3100
const baseURL = `http://localhost:${PORT}`
const CI = Boolean(process.env.CI)

const chromium = {
  ...devices['Desktop Chrome'],
  // A Portuguese browser unless a test says otherwise: Playwright's default (en-US) would send
  // every visit to "/" on to "/en".
  locale: 'pt-PT',
  // Chromium's headless shell (Debian's chromium-headless-shell, the same version and engine as its
  // chromium, the build Playwright itself runs headless tests in): the same eight page visits cost it
  // a third of the full browser's CPU run headless (7.3 s against 21.9 s, bench/e2e-browser-cost.mjs),
  // and this stage is CPU-bound on two cores. The benchmarks of what visitors see keep the full browser.
  launchOptions: { executablePath: CHROMIUM_HEADLESS_SHELL, args: CHROMIUM_FLAGS },
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Only *.spec.ts are Playwright's (scripts/test-suites.mjs: the file's name says its runner).
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: CI,
  retries: 0,
  workers: 2,
  reporter: CI ? [['list'], ['line']] : [['list']],
  use: {
    baseURL,
    // Recording a trace costs every test about a third more browser CPU (DOM snapshots after each
    // action, a screencast), measured on 8 page loads (bench/e2e-trace.mjs), and 'retain-on-failure'
    // records it for every test to keep only the failures'. So no test records one; `npm test`
    // runs the failed tests again with tracing on, for the traces alone (their result stands).
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Checks the server has the seeded content; "publish" is its teardown, so it runs last.
      name: 'seeded',
      testMatch: /seeded\.setup\.ts/,
      teardown: 'publish',
    },
    {
      name: 'chromium',
      use: chromium,
      testIgnore: /publish\.spec\.ts/,
      dependencies: ['seeded'],
    },
    {
      name: 'chromium-320',
      use: { ...chromium, viewport: { width: 320, height: 720 } },
      testMatch: /home\.spec\.ts/,
      dependencies: ['seeded'],
    },
    {
      // Publishing edits (and restores) the Angola /a-zap page and the countries' menus that other
      // specs read. As the teardown of "seeded" it starts only once chromium and chromium-320 are
      // done, pass or fail.
      name: 'publish',
      use: chromium,
      testMatch: /publish\.spec\.ts/,
      // One file at a time: publishing a country's menus changes every one of its pages, and the
      // publish timings are measured on a server doing nothing else.
      workers: 1,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: baseURL,
    // A production build, the migrations and the seed: about three minutes alone, longer on a shared machine.
    timeout: 600_000,
    reuseExistingServer: !CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
