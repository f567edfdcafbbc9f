import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from '../../server/createServer';
import type { Database } from '../../server/db/Database';
import { loadBrand, loadDecisionOverrides } from '../../server/loadBrand';
import { freshPgliteDir } from '../../tests/support/pgliteTemplate';

export const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
/** Base path the funnel is served under (docs/product.md "What the product is"), as rsbuild.config.ts builds it. */
export const BASE_PATH = '/application-frontend';

export interface BuiltServer {
  /** e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  /** The funnel's entry, `origin` + base path + `/`. */
  readonly appUrl: string;
  /** `origin` + API base. */
  readonly apiUrl: string;
  close(): Promise<void>;
}

/**
 * Writes `distDir`/prerendered/ (scripts/prerender/prerender.ts) unless it is there and newer than the build's
 * index.html: a bench or budget build made with `rsbuild build` alone then serves the prerendered first screen too,
 * as `npm run build` output does (prerendered first screen).
 */
export function ensurePrerendered(distDir: string, brandId: string): void {
  const page = join(distDir, 'prerendered', `${brandId}.json`);
  const index = join(distDir, 'index.html');
  if (!existsSync(index) || (existsSync(page) && statSync(page).mtimeMs >= statSync(index).mtimeMs)) return;
  execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'prerender', 'prerender.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PRERENDER_DIST_DIR: distDir },
  });
}

/**
 * The built funnel of `distDir` (with its prerendered first screens) and the reference API for `brandId`, as `npm start` serves them, on a free loopback
 * port with a throwaway embedded database (removed on close), or on `database`, an open one the caller closes (the
 * byte budget's brands share one: opening the embedded engine costs more CPU than loading a first step).
 */
export async function serveBuilt(brandId: string, distDir: string, database?: Database): Promise<BuiltServer> {
  ensurePrerendered(distDir, brandId);
  const dataDir = database ? null : freshPgliteDir(`bench-${brandId}-`);
  const brands = join(ROOT, 'brands');
  const server = await createServer({
    brand: loadBrand(brands, brandId),
    database: database ?? { kind: 'pglite', dataDir: dataDir as string },
    decision: loadDecisionOverrides(brands, brandId),
    distDir,
    onError: () => undefined,
    testMode: true,
  });
  const { url } = await server.listen(0, '127.0.0.1');
  return {
    origin: url,
    appUrl: `${url}${BASE_PATH}/`,
    apiUrl: `${url}${server.context.apiBase}`,
    async close() {
      await server.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
