import { defineConfig, devices } from '@playwright/test';

// "Today" is Poland's for the server; the tests compute dates the same way, whatever the machine's zone (from 23:00
// UTC in winter a UTC "today" is Warsaw's yesterday and requests for it are refused). Workers inherit it; the browser too.
process.env.TZ = 'Europe/Warsaw';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';

/** The built app on its own embedded PostgreSQL in .data-e2e (recreated each run), in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    timezoneId: 'Europe/Warsaw',
    // Recording a trace costs every test some 15 % (screencast and DOM snapshots: item.spec 107 s without, 124-134 s
    // with): CI (one retry) records the retry of a failed test; locally run with --trace on.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /dev-clock\.spec\.ts/,
      teardown: 'dev-clock',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Moving the server's clock forward is for good (it never goes back) and would shift every later test's "today":
    // that spec is desktop's teardown, run once every other test (and retry) is done, passed or not. A teardown is
    // not filtered: it also runs (some 10 s) after a single other file; `dependencies` instead would run every other
    // test whenever this file alone is asked for.
    { name: 'dev-clock', testMatch: /dev-clock\.spec\.ts/, use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node scripts/start.mjs`,
    url: `http://localhost:${PORT}/readyz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      PUBLIC_URL: `http://localhost:${PORT}`,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      FORM_RATE_LIMIT_PER_HOUR: '10000',
      IMAGE_URL_ALLOW_PRIVATE: 'true',
    },
  },
});
