import { BRAND_POOL_ENV, startBrandServerPool } from '../prerender/brandServerPool';

/**
 * Playwright's global setup: the run's pool of shared brand servers (tests/e2e/prerender/brandServerPool.ts), reached by
 * the workers through BRAND_POOL_ENV; the function returned is the global teardown, which stops them.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const pool = await startBrandServerPool();
  process.env[BRAND_POOL_ENV] = pool.url;
  return () => pool.close();
}
