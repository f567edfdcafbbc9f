import { mergeRsbuildConfig } from '@rsbuild/core';
import base from '../../rsbuild.config';

/**
 * The production build of rsbuild.config.ts, written to BENCH_DIST_DIR so a bench never replaces dist/ under a running e2e;
 * BENCH_SOURCE_MAP=1 adds source maps (scripts/bench/firstStepModules.ts).
 */
export default mergeRsbuildConfig(base, {
  output: {
    distPath: { root: process.env.BENCH_DIST_DIR ?? 'bench-results/dist' },
    cleanDistPath: true,
    ...(process.env.BENCH_SOURCE_MAP === '1' ? { sourceMap: { js: 'source-map' as const } } : {}),
  },
});
