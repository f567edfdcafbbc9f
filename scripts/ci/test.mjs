#!/usr/bin/env node
// `npm test`: every check of the repository, as parts run side by side on a small machine, each timed (scripts/ci/runParts.mjs).
// - First wave: the builds (the app once for everything that needs it, and the examples' app), the empty embedded
//   database every test server copies (tests/support/pgliteTemplate.ts), then the unit suite (Vitest) and the byte
//   budget, with typecheck and lint in the background (lower CPU priority). The browsers (scripts/ensure-chromium.sh,
//   installed from Debian when missing) come first of all, one after the other: two apt-get runs at once fail on
//   dpkg's lock, and an install inside the byte budget's 60 s hook outlasted it on a fresh machine.
// - Second wave: the e2e suite, alone on the machine. Beside it, the unit suite took 36 min instead of 6 and failed:
//   Vitest gives a worker 60 s to start and a starved one missed it; three browsers, their servers and Vitest's threads
//   made each other slower than running one after the other does (README "Run it, test it").
import { runParts } from './runParts.mjs';

const npm = (script) => ['npm', 'run', '--silent', script];

const ok = await runParts([
  { name: 'browsers', command: ['bash', '-c', 'bash scripts/ensure-chromium.sh && bash scripts/ensure-chromium.sh shell'] },
  { name: 'db-template', command: ['node', '--import', 'tsx', 'tests/support/pgliteTemplate.ts'] },
  { name: 'build', command: npm('build') },
  { name: 'build:examples', command: npm('build:examples') },
  { name: 'typecheck', command: npm('typecheck'), background: true },
  { name: 'lint', command: npm('lint'), background: true },
  { name: 'unit', command: npm('test:unit'), needs: ['db-template'] },
  { name: 'budget', command: npm('test:budget'), needs: ['browsers', 'db-template', 'build'] },
  { name: 'e2e', command: npm('test:e2e'), env: { E2E_PREBUILT: '1' }, needs: ['browsers', 'db-template', 'build', 'build:examples'], after: ['unit', 'budget'] },
]);
process.exit(ok ? 0 : 1);
