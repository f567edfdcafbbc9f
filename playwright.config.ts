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

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  workers: process.env.CI ? 1 : 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      ...(process.env.CHROMIUM_PATH ? { executablePath: process.env.CHROMIUM_PATH } : {}),
      args: CHROMIUM_ARGS,
    },
  },
});
