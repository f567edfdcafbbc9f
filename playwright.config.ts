import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** Flags this machine needs: no sandbox as root, no GPU, no background traffic to hosts that cannot be reached. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// One free port and one throwaway database per run, chosen in the runner and inherited by its workers.
const freePort = (): string =>
  execFileSync(process.execPath, ['-e', "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})"], { encoding: 'utf8' }).trim();
process.env.E2E_PORT ??= freePort();
process.env.E2E_SECOND_BRAND_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'funnel-e2e-'));
process.env.E2E_SECOND_BRAND_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'funnel-e2e-plus-'));

export const E2E_BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;
/** The same build serving the second Spanish brand, chosen at run time ("a brand is data"). */
export const E2E_SECOND_BRAND_URL = `http://127.0.0.1:${process.env.E2E_SECOND_BRAND_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 2,
  fullyParallel: true,
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
  // Built once; the second server (started after the first is ready) serves the same dist/ for another brand.
  webServer: [
    {
      command: 'npm run build && node --import tsx server/main.ts',
      url: `${E2E_BASE_URL}/application-frontend/`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // FUNNEL_CAPTURE_ANALYTICS: the page's PostHog sends to the server, which keeps the funnel events (docs/funnel-events.md).
      env: { PORT: process.env.E2E_PORT, HOST: '127.0.0.1', BRAND: 'es-vehicle', DATA_DIR: process.env.E2E_DATA_DIR, FUNNEL_TEST_MODE: '1', FUNNEL_CAPTURE_ANALYTICS: '1' },
    },
    {
      command: 'node --import tsx server/main.ts',
      url: `${E2E_SECOND_BRAND_URL}/application-frontend/`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: process.env.E2E_SECOND_BRAND_PORT, HOST: '127.0.0.1', BRAND: 'es-vehicle-plus', DATA_DIR: process.env.E2E_SECOND_BRAND_DATA_DIR, FUNNEL_TEST_MODE: '1' },
    },
  ],
});
