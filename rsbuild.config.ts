import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { resolve } from 'node:path';
import { pluginPrecompress } from './scripts/precompress/precompress';

/** Base path the funnel is served under (docs/product.md "What the product is"); the server serves dist/ there. */
const basePath = process.env.PUBLIC_BASE_PATH ?? '/application-frontend';
/**
 * The integrations list the build mounts (src/integrations.ts unless FUNNEL_INTEGRATIONS names another file, e.g.
 * examples/integrations.ts); scripts/prerender/prerender.ts reads the same variable.
 */
const integrationsFile = process.env.FUNNEL_INTEGRATIONS ? resolve(process.env.FUNNEL_INTEGRATIONS) : null;
/**
 * The countries the build adds to the registry (domain/country/addedCountries.ts, none, unless FUNNEL_COUNTRIES names
 * another list, e.g. examples/countries.ts); Node processes read the same variable (scripts/funnelCountries.mjs).
 */
const countriesFile = process.env.FUNNEL_COUNTRIES ? resolve(process.env.FUNNEL_COUNTRIES) : null;
/**
 * The offer screens the build adds (domain/kernel/addedOfferScreens.ts, none, unless FUNNEL_OFFER_SCREENS names another
 * list, e.g. examples/offerScreens.ts); Node processes read the same variable (scripts/funnelCountries.mjs).
 */
const offerScreensFile = process.env.FUNNEL_OFFER_SCREENS ? resolve(process.env.FUNNEL_OFFER_SCREENS) : null;

export default defineConfig({
  plugins: [pluginReact(), pluginPrecompress()],
  source: {
    entry: { index: './src/index.tsx' },
    decorators: { version: 'legacy' },
    // The router's base path, the same one the assets are served under (src/bootstrap/mount.tsx).
    define: { 'process.env.PUBLIC_BASE_PATH': JSON.stringify(basePath) },
  },
  resolve: {
    // React 19 has useSyncExternalStore: TanStack's store hook needs the selector helper, not the pre-18 shim under it.
    alias: {
      'use-sync-external-store/shim/with-selector$': 'use-sync-external-store/with-selector',
      ...(integrationsFile ? { [resolve('src/integrations.ts')]: integrationsFile } : {}),
      ...(countriesFile ? { [resolve('domain/country/addedCountries.ts')]: countriesFile } : {}),
      ...(offerScreensFile ? { [resolve('domain/kernel/addedOfferScreens.ts')]: offerScreensFile } : {}),
    },
  },
  html: {
    template: './src/index.html',
    title: '',
  },
  output: {
    assetPrefix: `${basePath}/`,
    distPath: { root: process.env.FUNNEL_DIST_DIR ?? 'dist' },
    legalComments: 'none',
    // Three compress passes instead of one: 0.4 KB gzip less first-step JS (first-step budget), the same code.
    minify: { js: true, jsOptions: { minimizerOptions: { compress: { passes: 3 } } } },
  },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      // One chunk for the phone code (libphonenumber-js, its metadata, domain/phone): the phone step, the review page, the
      // later use cases and the pixels all use it, and without this each of their chunks carried its own copy (≈ 3 KB gzip each).
      forceSplitting: { 'lib-phone': /node_modules[\\/]libphonenumber-js|domain[\\/]phone[\\/]/ },
    },
  },
  tools: {
    // Exports renamed by how often they are used (shortest names to the most used) rather than by a hash of their
    // name: 0.7 KB gzip less first-step JS (first-step budget). A changed module may rename exports in the chunks importing it.
    rspack: { optimization: { mangleExports: 'size' } },
  },
  server: { base: basePath, port: Number(process.env.DEV_PORT ?? 3001) },
});
