import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../chromiumArgs';
import { ROOT } from './serveBuilt';

/** Debian's Chromium (scripts/ensure-chromium.sh), the same the e2e suites use. */
export function chromiumPath(): string {
  const found = execFileSync('bash', [join(ROOT, 'scripts', 'ensure-chromium.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  return found || '/usr/bin/chromium';
}

/** Headless Chromium with the e2e suites' CHROMIUM_ARGS. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
}
