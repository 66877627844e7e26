import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const PORT = 4173;

/** Browser tests run the built app in Debian's Chromium; nothing is downloaded. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  // On CI a failed browser test runs once more, so that one lost race does not turn the whole run red; every test
  // that needed it is printed at the end (tests/e2e/retried.ts) and is fixed in the next session. Locally, never.
  retries: process.env.CI ? 1 : 0,
  // Each test's time kept in reports/e2e.json (gitignored) too: what to cut first when the suite nears its 30 minutes.
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    ['./tests/e2e/retried.ts'],
    ['json', { outputFile: 'reports/e2e.json' }],
  ],
  // The testers' paths that ran on the screen (tests/e2e/paths.spec.ts), into paths/ui-coverage.json and paths/*.md.
  globalTeardown: './tests/e2e/paths/teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 360, height: 740 },
    // The service worker would serve later navigations from its cache, past page.route: only pwa.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      // A test that serves another deployment's config (fixtures.ts: deploy) hands the page its document with the
      // matching CSP through Playwright's router; Chromium then counts the page as public and would refuse its
      // calls to a test backend on 127.0.0.1 (Local Network Access), which no real deployment meets.
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'],
    },
  },
  webServer: {
    // `npm test` has just built dist/ for the size budget (npm run size) and says so with E2E_BUILT: the suite serves
    // that build rather than building the same files again. Run alone, Playwright builds first.
    command: `${process.env.E2E_BUILT ? '' : 'npx vite build --logLevel warn && '}npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
