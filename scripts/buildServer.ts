#!/usr/bin/env node
// `npm run build`'s server half: the server's bundle in dist-server/main.mjs (scripts/serverBundle.ts), which `npm start`
// and the e2e suites' servers run. `node --import tsx server/main.ts` still runs the sources.
import { join } from 'node:path';
import { bundleServer, ROOT } from './serverBundle';

// A build with swapped registries or another output folder (the examples' build, scripts/buildExamples.ts) runs its
// servers from the sources with the swap hook; the bundle is the shipped build's, made by that build alone.
if (!(process.env.FUNNEL_COUNTRIES || process.env.FUNNEL_OFFER_SCREENS || process.env.FUNNEL_DIST_DIR)) await bundleServer(join(ROOT, 'dist-server'));
