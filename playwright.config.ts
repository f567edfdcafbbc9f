import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromiumArgs';
import { PACED_TAG } from './tests/e2e/support/lanes';
import { freshPgliteDir } from './tests/support/pgliteTemplate';
import { bundledServerArgs } from './tests/support/testServerFlags';

// One free port and one throwaway database per run, chosen in the runner and inherited by its workers.
const freePort = (): string =>
  execFileSync(process.execPath, ['-e', "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})"], { encoding: 'utf8' }).trim();
process.env.E2E_PORT ??= freePort();
process.env.E2E_SECOND_BRAND_PORT ??= freePort();
// The runner makes the two servers' folders (its workers inherit them) and removes them when it exits, after the servers
// stop: the scratch folder may be memory (tests/support/scratchRoot.mjs).
const MAKES_DATA_DIRS = process.env.E2E_DATA_DIR === undefined;
const DATA_DIR = (process.env.E2E_DATA_DIR ??= freshPgliteDir('funnel-e2e-'));
const SECOND_BRAND_DATA_DIR = (process.env.E2E_SECOND_BRAND_DATA_DIR ??= freshPgliteDir('funnel-e2e-plus-'));
if (MAKES_DATA_DIRS) process.on('exit', () => [DATA_DIR, SECOND_BRAND_DATA_DIR].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

export const E2E_BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;
/** The same build serving the second Spanish brand, chosen at run time ("a brand is data"). */
export const E2E_SECOND_BRAND_URL = `http://127.0.0.1:${process.env.E2E_SECOND_BRAND_PORT}`;

/**
 * E2E_PREBUILT=1: dist/ (and dist-examples/ for tests/e2e/examples) are built from this tree already, as scripts/e2e.mjs
 * and `npm test` do before Playwright starts; without it (`npx playwright test` alone) the first server builds dist/.
 */
const PREBUILT = process.env.E2E_PREBUILT === '1';
/** The server `npm start` runs (its bundle, made by `npm run build`), with the flags of every server under test (tests/support/testServerFlags.ts). */
const SERVER = `node ${bundledServerArgs().join(' ')}`;
/**
 * Workers: E2E_WORKERS, else 4: three for the busy tests (the tests mostly wait on pages and servers, so a third overlaps
 * two on 2 cores), one for the paced ones (tests/e2e/support/lanes.ts). With E2E_WORKERS=1 both lanes share one worker.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 4);
const PACED_LANE = new RegExp(PACED_TAG);
/**
 * Every worker's browser and Playwright's forwarding of routed requests (one socket per request in flight, no limit of
 * 6 as a browser has) reach the servers from 127.0.0.1: one address for many clients, as behind a proxy.
 */
const CONNECTIONS = '512';

export default defineConfig({
  testDir: 'tests/e2e',
  // One shared test-mode server per brand for the run (tests/e2e/prerender/brandServerPool.ts).
  globalSetup: './tests/e2e/support/globalSetup.ts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: WORKERS,
  fullyParallel: true,
  // The paced lane first, so its long waits start early and end well before the busy lane does.
  projects: [
    { name: 'paced', grep: PACED_LANE, workers: 1 },
    { name: 'busy', grepInvert: PACED_LANE, workers: Math.max(1, WORKERS - 1) },
  ],
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    baseURL: E2E_BASE_URL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    launchOptions: {
      ...(process.env.CHROMIUM_PATH ? { executablePath: process.env.CHROMIUM_PATH } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  // The real server `npm start` runs: one production build, then the API with its embedded database.
  // Built once; the second server serves the same dist/ for another brand. Start-up timeouts are generous: a busy
  // 2-core machine may take a minute to load the server's TypeScript and migrate its database.
  webServer: [
    {
      command: PREBUILT ? SERVER : `npm run build && ${SERVER}`,
      url: `${E2E_BASE_URL}/application-frontend/`,
      timeout: PREBUILT ? 120_000 : 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // FUNNEL_CAPTURE_ANALYTICS: the page's PostHog sends to the server, which keeps the funnel events (docs/funnel-events.md).
      env: { PORT: process.env.E2E_PORT, HOST: '127.0.0.1', BRAND: 'es-vehicle', DATA_DIR, FUNNEL_TEST_MODE: '1', FUNNEL_CAPTURE_ANALYTICS: '1', MAX_CONNECTIONS_PER_CLIENT: CONNECTIONS },
    },
    {
      command: SERVER,
      url: `${E2E_SECOND_BRAND_URL}/application-frontend/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: process.env.E2E_SECOND_BRAND_PORT, HOST: '127.0.0.1', BRAND: 'es-vehicle-plus', DATA_DIR: SECOND_BRAND_DATA_DIR, FUNNEL_TEST_MODE: '1', MAX_CONNECTIONS_PER_CLIENT: CONNECTIONS },
    },
  ],
});
