/**
 * Chromium flags this machine needs (no sandbox as root, no GPU, no background traffic to hosts that cannot be
 * reached), for the e2e suites (playwright.config.ts), the budget check and the benches (scripts/bench/browser.ts).
 * A module of its own: importing playwright.config.ts outside Playwright would pick ports and make databases.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
