#!/usr/bin/env node
// `npm test`: every check of the repository, as parts run side by side on a small machine, each timed (scripts/ci/runParts.mjs).
// - The critical path is build → e2e: the app is built once for everything that needs it (the e2e suites and the byte
//   budget), and the examples' app (examples/integrations.ts) beside it; the e2e suite starts as soon as both are there.
// - The empty embedded database every test server copies (tests/support/pgliteTemplate.ts) is made once, first.
// - Everything else runs in the background (lower CPU priority): typecheck and lint beside the builds, the unit suite
//   (Vitest) beside the e2e suite, taking the cores the critical path leaves rather than half of them.
// - The budget check waits for the unit suite: on two cores it then takes the unit suite's share, not the e2e suite's.
import { runParts } from './runParts.mjs';

const npm = (script) => ['npm', 'run', '--silent', script];

const ok = await runParts([
  { name: 'db-template', command: ['node', '--import', 'tsx', 'tests/support/pgliteTemplate.ts'] },
  { name: 'build', command: npm('build') },
  { name: 'build:examples', command: npm('build:examples') },
  { name: 'typecheck', command: npm('typecheck'), background: true },
  { name: 'lint', command: npm('lint'), background: true },
  { name: 'unit', command: npm('test:unit'), needs: ['db-template'], background: true },
  { name: 'e2e', command: npm('test:e2e'), env: { E2E_PREBUILT: '1' }, needs: ['db-template', 'build', 'build:examples'] },
  { name: 'budget', command: npm('test:budget'), needs: ['db-template', 'build'], after: ['unit'], background: true },
]);
process.exit(ok ? 0 : 1);
