import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from './createServer';
import { builtTrackingSettings, loadBrand, loadDecisionOverrides } from './loadBrand';

/**
 * `npm start`: the funnel and the reference API from one process. Environment: PORT (3000), HOST
 * (0.0.0.0), BRAND (es-vehicle), DATABASE_URL (PostgreSQL; else the embedded database in DATA_DIR, default .data/),
 * API_BASE (default the brand's apiBaseUrl or /api), BASE_PATH (default PUBLIC_BASE_PATH of the build, else
 * /application-frontend), DIST_DIR (default dist/),
 * ALLOWED_ORIGINS (comma-separated origins besides the server's own that may send writes), TRUSTED_PROXIES
 * (comma-separated peer addresses of reverse proxies whose X-Forwarded-Proto is believed, for HSTS),
 * MAX_CONNECTIONS_PER_CLIENT (default 64; raise it behind a proxy), DATABASE_POOL_SIZE (PostgreSQL connections, default 16), FUNNEL_TEST_MODE (1 serves the test endpoints `/v3/test/...`; test suites only, never in production).
 */
/** A comma-separated environment list. */
function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '');
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const brandId = process.env.BRAND ?? 'es-vehicle';
// Another build's output (e.g. the examples' build, FUNNEL_DIST_DIR of rsbuild.config.ts); default dist/.
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');
const brand = loadBrand(join(root, 'brands'), brandId, builtTrackingSettings(distDir));
const databaseUrl = process.env.DATABASE_URL;
// The build bakes its asset prefix from PUBLIC_BASE_PATH (rsbuild.config.ts); serve under the same path.
const basePath = process.env.BASE_PATH ?? process.env.PUBLIC_BASE_PATH;
const server = await createServer({
  brand,
  database: databaseUrl ? { kind: 'postgres', url: databaseUrl, ...(process.env.DATABASE_POOL_SIZE ? { poolSize: Number(process.env.DATABASE_POOL_SIZE) } : {}) } : { kind: 'pglite', dataDir: resolve(root, process.env.DATA_DIR ?? '.data') },
  decision: loadDecisionOverrides(join(root, 'brands'), brandId),
  ...(process.env.API_BASE ? { apiBase: process.env.API_BASE } : {}),
  ...(basePath ? { basePath } : {}),
  distDir,
  testMode: process.env.FUNNEL_TEST_MODE === '1',
  allowedOrigins: list(process.env.ALLOWED_ORIGINS),
  trustedProxies: list(process.env.TRUSTED_PROXIES),
  ...(process.env.MAX_CONNECTIONS_PER_CLIENT ? { clientLimits: { maxConnectionsPerClient: Number(process.env.MAX_CONNECTIONS_PER_CLIENT) } } : {}),
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
