import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';
import { MIN_COMPRESSIBLE_BYTES, PRECOMPRESSED_SUFFIX } from '../../server/http/compressedBody';

/** The built files a browser fetches as text: scripts, styles, data and SVG (images and fonts are compressed already). */
const TEXT_ASSET = /\.(?:js|mjs|css|json|svg|txt)$/;

/** Every file below `dir`, depth first. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesBelow(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text asset of at least MIN_COMPRESSIBLE_BYTES under
 * `staticDir`: `<file>.br` and `<file>.gz`, which the server sends as they are (server/http/frontendRoutes.ts). Done once
 * per build instead of once per server process: brotli took 2.6 s of CPU in each new server's first page load, and
 * quality 11, too slow for a request, makes the scripts 7 % smaller than the server's quality 9. Returns the files compressed.
 */
export function precompressStatic(staticDir: string): string[] {
  const compressed: string[] = [];
  for (const file of filesBelow(staticDir)) {
    if (!TEXT_ASSET.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_COMPRESSIBLE_BYTES) continue;
    writeFileSync(`${file}${PRECOMPRESSED_SUFFIX.br}`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    writeFileSync(`${file}${PRECOMPRESSED_SUFFIX.gzip}`, gzipSync(body, { level: 9 }));
    compressed.push(file);
  }
  return compressed;
}

/** Rsbuild plugin: every production build (the app, the examples' app, the bench's) ends with its static files precompressed. */
export const pluginPrecompress = (): RsbuildPlugin => ({
  name: 'funnel:precompress',
  setup(api) {
    api.onAfterBuild(() => {
      const staticDir = join(api.context.distPath, 'static');
      if (statSync(staticDir, { throwIfNoEntry: false })?.isDirectory()) precompressStatic(staticDir);
    });
  },
});
