#!/usr/bin/env node
// `npm test`: every check of the repository, as parts run side by side on a small machine, each timed (scripts/ci/runParts.mjs).
// The app is built once for everything that needs it: the e2e suite, the examples' e2e (their own build, made at the
// same time) and the byte budget. The unit suite starts at once: it needs no build and is the longest part.
import { runParts } from './runParts.mjs';

const npm = (script, ...args) => ['npm', 'run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])];

const ok = await runParts([
  { name: 'unit', command: npm('test:unit') },
  { name: 'typecheck', command: npm('typecheck') },
  { name: 'lint', command: npm('lint') },
  { name: 'build', command: npm('build') },
  { name: 'build:examples', command: npm('build:examples') },
  { name: 'e2e', command: npm('test:e2e'), env: { E2E_PREBUILT: '1' }, needs: ['build', 'build:examples'] },
  { name: 'budget', command: npm('test:budget'), needs: ['build'] },
]);
process.exit(ok ? 0 : 1);
