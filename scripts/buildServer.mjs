#!/usr/bin/env node
// `npm run build`'s server half: server/main.ts and everything it imports bundled into dist-server/main.mjs (its npm
// packages stay in node_modules), with the database migrations beside it (server/db/migrate.ts reads them next to its
// own module). `npm start` and the e2e suites' servers run this bundle: a start took 3.5 s of CPU through tsx, which
// compiles and resolves each TypeScript module at every start, and takes about 1.7 s from the bundle (README "Where the test
// time goes"). `node --import tsx server/main.ts` still runs the sources, as the API test files' servers do.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
// A build with swapped registries or another output folder (the examples' build, scripts/buildExamples.ts) runs its
// servers from the sources with the swap hook; the bundle is the shipped build's, made by that build alone.
if (process.env.FUNNEL_COUNTRIES || process.env.FUNNEL_OFFER_SCREENS || process.env.FUNNEL_DIST_DIR) process.exit(0);
const out = join(root, 'dist-server');
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'server', 'main.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  outfile: join(out, 'main.mjs'),
  logLevel: 'warning',
  // The registry swaps of scripts/funnelCountries.mjs (FUNNEL_COUNTRIES, FUNNEL_OFFER_SCREENS) happen at module
  // resolution, which a bundle has done already: a server asked for them runs the sources with that hook instead.
  banner: {
    js: "if (process.env.FUNNEL_COUNTRIES || process.env.FUNNEL_OFFER_SCREENS) { console.error('FUNNEL_COUNTRIES and FUNNEL_OFFER_SCREENS need the sources: node --import tsx --import ./scripts/funnelCountries.mjs server/main.ts'); process.exit(1); }",
  },
});
cpSync(join(root, 'server', 'db', 'migrations'), join(out, 'migrations'), { recursive: true });
