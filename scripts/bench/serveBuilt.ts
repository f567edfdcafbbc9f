import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from '../../server/createServer';
import { loadBrand, loadDecisionOverrides } from '../../server/loadBrand';

export const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..');
/** Base path the funnel is served under (spec §1), as rsbuild.config.ts builds it. */
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
 * The built funnel of `distDir` and the reference API for `brandId`, as `npm start` serves them, on a free loopback
 * port with a throwaway embedded database (removed on close).
 */
export async function serveBuilt(brandId: string, distDir: string): Promise<BuiltServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${brandId}-`));
  const brands = join(ROOT, 'brands');
  const server = await createServer({
    brand: loadBrand(brands, brandId),
    database: { kind: 'pglite', dataDir },
    decision: loadDecisionOverrides(brands, brandId),
    distDir,
    onError: () => undefined,
  });
  const { url } = await server.listen(0, '127.0.0.1');
  return {
    origin: url,
    appUrl: `${url}${BASE_PATH}/`,
    apiUrl: `${url}${server.context.apiBase}`,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
