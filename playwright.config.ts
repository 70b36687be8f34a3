import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

// End-to-end tests drive the production build, served with the API by the real server on one origin, in
// Debian's Chromium (CHROMIUM_PATH; Playwright's own browser when unset and /usr/bin/chromium is missing).
// Each worker starts its own server on E2E_PORT + its index with its own embedded database (e2e/fixtures.ts,
// e2e/worker-server.ts, decision 0124): E2E_WORKERS of them (2 by default; keep it under 10).
const port = Number(process.env.E2E_PORT ?? 4310)
const workers = Number(process.env.E2E_WORKERS ?? 2)
// Two instances on one PostgreSQL behind a round-robin proxy (issue 20), when a PostgreSQL server is at hand.
const instancesPort = port + 10
const twoInstances = Boolean(process.env.TEST_DATABASE_URL)
const TWO_INSTANCES_SPEC = /two-instances\.spec\.ts$/
// What these specs prove is the server's and the browser's clock, not the screen: the phone, which is there for
// the layout and the touch, does not run them again (it saves minutes of \`npm test\`).
const SAME_ON_EVERY_SCREEN = [
  /hotel-clock\.spec\.ts$/, // browsers in other time zones and with wrong clocks
  /booking-payments\.spec\.ts$/, // lost answers, reloads and PayStack: the booking is made once
  /property-import\.spec\.ts$/, // a hotel loaded from its property file is bookable
  /card-payments\.spec\.ts$/, // the bank's challenge and the provider's frame: the booking's outcome
  /confirm-rooms\.spec\.ts$/, // the rule that every searched room is chosen, through the browser's history
  /first-visit-offline\.spec\.ts$/, // what the service worker keeps from one visit
  /cookie-banner-dialog\.spec\.ts$/, // the banner beside a dialog on a 900-px-high desktop screen
  /booking-in-languages\.spec\.ts$/, // the words of a whole booking in German and en-XA: the same on every screen
  /cookie-banner-search\.spec\.ts$/, // the banner and the search form: sets its own phone and desktop sizes
]
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Recording a trace costs every test (DOM snapshots and screenshots of each step), failing or not: it is
    // recorded on the first retry only, which CI makes. Locally, run a failed spec again with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: TWO_INSTANCES_SPEC,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions },
    },
    {
      name: 'phone',
      testIgnore: [TWO_INSTANCES_SPEC, ...SAME_ON_EVERY_SCREEN],
      use: { ...devices['Pixel 7'], launchOptions },
    },
    ...(twoInstances
      ? [
          {
            name: 'two-instances',
            testMatch: TWO_INSTANCES_SPEC,
            use: {
              ...devices['Desktop Chrome'],
              viewport: { width: 1280, height: 900 },
              baseURL: `http://localhost:${instancesPort}`,
              launchOptions,
            },
          },
        ]
      : []),
  ],
  webServer: [
    ...(twoInstances
      ? [
          {
            command: 'node scripts/e2e-instances.mjs',
            // SIGTERM, not the default SIGKILL of the group: the script stops its instances and drops its database.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
            url: `http://localhost:${instancesPort}/ready`,
            timeout: 180_000,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            env: { PORT: String(instancesPort) },
          },
        ]
      : []),
  ],
})
