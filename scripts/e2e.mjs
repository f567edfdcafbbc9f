#!/usr/bin/env node
// Runs the Playwright suites against Debian's Chromium (tools that download their own browser cannot work here).
// Builds first, unless E2E_PREBUILT=1 says it is done (`npm test` builds in parallel with other parts): dist/ for the
// suite's servers and, when the examples' tests are in the run, dist-examples/ (examples/integrations.ts), side by side.
import { execFileSync, spawn, spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const chromium = execFileSync('bash', ['scripts/ensure-chromium.sh', 'shell'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
const env = { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) };

/** `npm run <script>`, its output passed through; resolves with its exit code. */
const npmRun = (script) =>
  new Promise((resolve) => spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'inherit', 'inherit'] }).on('close', (code) => resolve(code ?? 1)));

if (env.E2E_PREBUILT !== '1') {
  // Only spec files named, none of them the examples': the examples' build is not needed.
  const onlyFiles = args.length > 0 && args.every((arg) => /\.spec\.ts(:\d+)?$/.test(arg));
  const withExamples = !onlyFiles || args.some((arg) => arg.includes('examples'));
  const codes = await Promise.all([npmRun('build'), ...(withExamples ? [npmRun('build:examples')] : [])]);
  if (codes.some((code) => code !== 0)) process.exit(1);
  env.E2E_PREBUILT = '1';
}
const result = spawnSync('npx', ['playwright', 'test', '--pass-with-no-tests', ...args], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
