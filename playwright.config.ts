import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { e2eServerPort, e2eServerUrl, SERVER_ACCOUNT } from './e2e/support/server-account.ts';
import { endToEndChromium } from './scripts/playwright-chromium.ts';

/**
 * End-to-end tests in Chromium against the production build (`vite build` + `vite preview`). The browser is found by
 * scripts/find-chromium.ts: CHROMIUM_PATH, Playwright's own download, Debian's /usr/bin/chromium, then Chromium or
 * Chrome on PATH. CI installs Debian's (.ci/run) and never downloads one.
 */
const CI = !!process.env.CI;
const browser = endToEndChromium();
if ('error' in browser) throw new Error(browser.error);
// The config is loaded by the runner and again by each worker: say it once.
if (process.env.TEST_WORKER_INDEX === undefined) console.log(`end-to-end browser: ${browser.path} (${browser.source})`);
// E2E_PORT and E2E_DIST let several checkouts or people run the suite side by side without sharing a server.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';
const BASE_URL = `http://127.0.0.1:${PORT}`;

/*
 * The server (`npm run server`) for e2e/server.spec.ts, on E2E_SERVER_PORT (default E2E_PORT + 7, so 4180), serving
 * its own build of the app (webServers start in parallel: it must not share DIST with the preview) and a database
 * made afresh, with the one account of e2e/support/server-account.ts. Absolute paths: npm resolves the server's
 * relative paths from INIT_CWD, which an outer `npm run` may have set elsewhere.
 */
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const SERVER_PORT = e2eServerPort();
const SERVER_DIST = resolve(ROOT, `${DIST}-server`);
const SERVER_DATA = resolve(ROOT, '.server-data');
const SERVER_DB = resolve(SERVER_DATA, `e2e-${SERVER_PORT}.db`);
// The series it fetches, made afresh too: a refresh in the specs starts from an empty store, whoever ran before.
const SERVER_STORE = resolve(SERVER_DATA, `e2e-${SERVER_PORT}-store`);
/*
 * The replay server (src/testing/replay-server-main.ts) stands in for every market-data source: the server sends each
 * source's requests to it (`--source NAME=URL`), and e2e/market-data.spec.ts types its address into the browser's
 * mirror field. Its port is E2E_REPLAY_PORT (default the server's + 1), set here for the specs to read.
 */
const REPLAY_PORT = Number(process.env.E2E_REPLAY_PORT ?? SERVER_PORT + 1);
process.env.E2E_REPLAY_PORT = String(REPLAY_PORT);
const REPLAY_URL = `http://127.0.0.1:${REPLAY_PORT}`;
const SOURCE_MIRRORS = ['yahoo', 'stooq', 'alphavantage', 'fred', 'cftc']
  .map((name) => `--source ${name}=${REPLAY_URL}`)
  .join(' ');
const serverCommand = [
  `npx vite build --outDir '${SERVER_DIST}'`,
  `mkdir -p '${SERVER_DATA}'`,
  `rm -f '${SERVER_DB}' '${SERVER_DB}-wal' '${SERVER_DB}-shm'`,
  `rm -rf '${SERVER_STORE}'`,
  `printf '%s\\n' '${SERVER_ACCOUNT.password}' | npm run -s server -- user add ${SERVER_ACCOUNT.email} --db '${SERVER_DB}' --password-stdin`,
  `npm run -s server -- --port ${SERVER_PORT} --dist '${SERVER_DIST}' --db '${SERVER_DB}' --workers 2 --store '${SERVER_STORE}' --nightly off ${SOURCE_MIRRORS}`,
].join(' && ');

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_DIST ? `test-results-${PORT}` : 'test-results',
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  // A journey test takes 25-55 s on these two cores while the other worker runs its own; one at 48.8 s in a passing CI
  // run met the old 60 s limit in the next. A hang still fails, at twice the longest seen.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: BASE_URL,
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browser.path,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } }],
  webServer: [
    {
      command: `npx vite build --outDir ${DIST} && npx vite preview --outDir ${DIST} --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: BASE_URL,
      reuseExistingServer: !CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: serverCommand,
      // /health answers without an account once the server listens.
      url: `${e2eServerUrl()}/health`,
      reuseExistingServer: !CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx tsx src/testing/replay-server-main.ts --port ${REPLAY_PORT}`,
      // Yahoo's crumb route answers 200 with plain text once it listens.
      url: `${REPLAY_URL}/v1/test/getcrumb`,
      reuseExistingServer: !CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
