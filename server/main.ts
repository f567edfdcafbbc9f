import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandsDirOf, contentFolders } from './contentFolders';
import { createServer } from './createServer';
import { DataDirInUse } from './db/dataDirLock';
import { builtTrackingSettings, loadBrand, loadDecisionOverrides } from './loadBrand';

/**
 * `npm start`: the funnel and the reference API from one process. Environment: PORT (3000), HOST
 * (0.0.0.0), BRAND (es-vehicle), DATABASE_URL (PostgreSQL; else the embedded database in DATA_DIR, default .data/),
 * API_BASE (default the brand's apiBaseUrl or /api), BASE_PATH (default PUBLIC_BASE_PATH of the build, else
 * /application-frontend), DIST_DIR (default dist/),
 * FUNNEL_CONTENT (folders whose brands/ and locales/ are served too, server/contentFolders.ts), ALLOWED_ORIGINS (comma-separated origins besides the server's own that may send writes), TRUSTED_PROXIES
 * (comma-separated peer addresses of reverse proxies whose X-Forwarded-Proto is believed, for HSTS),
 * MAX_CONNECTIONS_PER_CLIENT (default 64; raise it behind a proxy), DATABASE_POOL_SIZE (PostgreSQL connections, default 16),
 * LEAD_RETENTION_GRACE_DAYS (days after expiry before a lead's personal data is deleted, default 7), FUNNEL_TEST_MODE (1:
 * test mode: the test endpoints `/v3/test/...`, the test identities and their fixed code; test suites only, never in
 * production),
 * FUNNEL_CAPTURE_ANALYTICS (1 records the funnel's product events in the database for `npm run funnel-report`; test mode or a development brand only).
 */
/** A comma-separated environment list. */
function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');
}

/** LEAD_RETENTION_GRACE_DAYS: whole days, 0 or more; anything else stops the server (a typo must not keep data longer). */
function retentionGraceDays(value: string): number {
  const days = Number(value);
  if (!Number.isInteger(days) || days < 0) throw new Error(`LEAD_RETENTION_GRACE_DAYS must be a whole number of days (0 or more), not ${value}`);
  return days;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const brandId = process.env.BRAND ?? 'es-vehicle';
const folders = contentFolders(root);
const brandsDir = brandsDirOf(folders, brandId);
// Another build's output (e.g. the examples' build, FUNNEL_DIST_DIR of rsbuild.config.ts); default dist/.
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');
const brand = loadBrand(brandsDir, brandId, builtTrackingSettings(distDir));
const databaseUrl = process.env.DATABASE_URL;
// The build bakes its asset prefix from PUBLIC_BASE_PATH (rsbuild.config.ts); serve under the same path.
const basePath = process.env.BASE_PATH ?? process.env.PUBLIC_BASE_PATH;
const server = await createServer({
  brand,
  database: databaseUrl ? { kind: 'postgres', url: databaseUrl, ...(process.env.DATABASE_POOL_SIZE ? { poolSize: Number(process.env.DATABASE_POOL_SIZE) } : {}) } : { kind: 'pglite', dataDir: resolve(root, process.env.DATA_DIR ?? '.data') },
  decision: loadDecisionOverrides(brandsDir, brandId),
  brandDir: join(brandsDir, brandId),
  localesDir: folders.locales,
  ...(process.env.API_BASE ? { apiBase: process.env.API_BASE } : {}),
  ...(basePath ? { basePath } : {}),
  distDir,
  testMode: process.env.FUNNEL_TEST_MODE === '1',
  captureAnalytics: process.env.FUNNEL_CAPTURE_ANALYTICS === '1',
  allowedOrigins: list(process.env.ALLOWED_ORIGINS),
  trustedProxies: list(process.env.TRUSTED_PROXIES),
  ...(process.env.MAX_CONNECTIONS_PER_CLIENT ? { clientLimits: { maxConnectionsPerClient: Number(process.env.MAX_CONNECTIONS_PER_CLIENT) } } : {}),
  ...(process.env.LEAD_RETENTION_GRACE_DAYS ? { retention: { graceDays: retentionGraceDays(process.env.LEAD_RETENTION_GRACE_DAYS) } } : {}),
}).catch((error: unknown) => {
  // A second process on the embedded database's folder stops here with one clear line, touching nothing.
  if (!(error instanceof DataDirInUse)) throw error;
  console.error(error.message);
  process.exit(1);
});
const { url } = await server.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '0.0.0.0');
console.log(`Brand ${brand.id} (${databaseUrl ? 'PostgreSQL' : 'embedded database'}) on ${url}${basePath ?? '/application-frontend'}/ — API ${server.context.apiBase}`);

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
