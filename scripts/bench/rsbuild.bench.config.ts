import { mergeRsbuildConfig } from '@rsbuild/core';
import base from '../../rsbuild.config';

/** The production build of rsbuild.config.ts, written to BENCH_DIST_DIR so a bench never replaces dist/ under a running e2e. */
export default mergeRsbuildConfig(base, { output: { distPath: { root: process.env.BENCH_DIST_DIR ?? 'bench-results/dist' }, cleanDistPath: true } });
