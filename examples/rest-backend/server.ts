import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { brandsDirOf, contentFolders } from '../../server/contentFolders';
import { createServer } from '../../server/createServer';
import { builtTrackingSettings, loadBrand, loadDecisionOverrides } from '../../server/loadBrand';
import { REST_BACKEND_PATH, withRestBackend } from './withRestBackend';

/**
 * `node --import tsx examples/rest-backend/server.ts`: the reference server (the built funnel and `/api`, as
 * `npm start` serves them) with the example REST backend at `/rest`, storing through the same database. Environment as
 * server/main.ts: PORT (3000), HOST (127.0.0.1), BRAND (es-vehicle), DATABASE_URL or DATA_DIR (default .data-rest/), DIST_DIR (default dist/),
 * FUNNEL_CONTENT (more brand and locale folders, server/contentFolders.ts), FUNNEL_TEST_MODE.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const brandId = process.env.BRAND ?? 'es-vehicle';
const folders = contentFolders(root);
const brandsDir = brandsDirOf(folders, brandId);
const databaseUrl = process.env.DATABASE_URL;
const basePath = process.env.BASE_PATH ?? process.env.PUBLIC_BASE_PATH;
// Another build's output (the examples' build: FUNNEL_DIST_DIR of rsbuild.config.ts); default dist/.
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');
const server = await createServer({
  brand: loadBrand(brandsDir, brandId, builtTrackingSettings(distDir)),
  database: databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: resolve(root, process.env.DATA_DIR ?? '.data-rest') },
  decision: loadDecisionOverrides(brandsDir, brandId),
  brandDir: join(brandsDir, brandId),
  localesDir: folders.locales,
  ...(basePath ? { basePath } : {}),
  distDir,
  testMode: process.env.FUNNEL_TEST_MODE === '1',
});
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
const listener = serve({ fetch: withRestBackend(server).fetch, port, hostname }, (info) => {
  console.log(`Brand ${brandId}: funnel on http://${hostname}:${info.port}${basePath ?? '/application-frontend'}/ — reference API ${server.context.apiBase}, example REST backend ${REST_BACKEND_PATH}`);
});

const stop = (): void => {
  listener.close();
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
