#!/usr/bin/env node
// Runs the Playwright suites against Debian's Chromium (tools that download their own browser cannot work here).
import { execFileSync, spawnSync } from 'node:child_process';

const chromium = execFileSync('bash', ['scripts/ensure-chromium.sh'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
const env = { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) };
const result = spawnSync('npx', ['playwright', 'test', '--pass-with-no-tests', ...process.argv.slice(2)], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
