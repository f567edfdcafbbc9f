import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../chromiumArgs';
import { ROOT } from './serveBuilt';

/**
 * Debian's Chromium (scripts/ensure-chromium.sh): the full browser, as applicants run it, for the timings; with `shell`,
 * its headless shell, the e2e suites' (the same engine requests the same files: the byte budget's choice).
 */
export function chromiumPath(shell = false): string {
  const found = execFileSync('bash', [join(ROOT, 'scripts', 'ensure-chromium.sh'), ...(shell ? ['shell'] : [])], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  return found || (shell ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
}

/** Headless Chromium with the e2e suites' CHROMIUM_ARGS (the headless shell with `shell`). */
export function launchChromium(options: { shell?: boolean } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(options.shell), args: CHROMIUM_ARGS, headless: true });
}
