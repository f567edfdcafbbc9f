import { createServer, type Server } from 'node:http';
import { startBrandServer, type BrandServer } from './brandServer';

/** The environment variable through which Playwright's workers reach the pool the global setup started. */
export const BRAND_POOL_ENV = 'E2E_BRAND_SERVER_POOL';

/**
 * One test-mode server per brand for the whole e2e run (startBrandServer's, with its own embedded database), started at
 * the first test that asks for the brand and shared by every test after it, in any worker. A brand server costs about
 * 5 s of CPU to start (Node, the server's TypeScript, the embedded database), and the suite asked for 42 of them for 16
 * brands (README "Where the test time goes"). Tests on a shared server keep their data apart by their own e-mail
 * addresses, as tests on the suite's main server always have.
 */
export interface BrandServerPool {
  /** The pool's address, for BRAND_POOL_ENV. */
  readonly url: string;
  close(): Promise<void>;
}

/** Starts the pool (Playwright's global setup, tests/e2e/support/globalSetup.ts): POST /brands/<id> answers the brand's app URL. */
export async function startBrandServerPool(): Promise<BrandServerPool> {
  const servers = new Map<string, Promise<BrandServer>>();
  const serverOf = (brandId: string): Promise<BrandServer> => {
    let server = servers.get(brandId);
    if (server === undefined) {
      server = startBrandServer(brandId);
      servers.set(brandId, server);
      // A server that did not start is forgotten: the next test asking for the brand tries again, and says why if not.
      server.catch(() => servers.delete(brandId));
    }
    return server;
  };
  const http: Server = createServer((request, response) => {
    const match = /^\/brands\/([a-z0-9-]+)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || match === null) {
      response.writeHead(404).end();
      return;
    }
    serverOf(match[1] as string).then(
      (server) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ appUrl: server.appUrl })),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
  // A server start may take minutes on a loaded machine: no request timeout of Node's own.
  http.requestTimeout = 0;
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  if (address === null || typeof address === 'string') throw new Error('the brand server pool has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    async close() {
      await new Promise((resolve) => http.close(resolve));
      const started = await Promise.allSettled(servers.values());
      await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)));
    },
  };
}

/**
 * The run's shared test-mode server for `brandId` (see BrandServerPool); its `close` leaves it running for the tests
 * after. Without the pool (a spec run by another config) the test gets a server of its own, closed by `close`.
 */
export async function sharedBrandServer(brandId: string): Promise<BrandServer> {
  const pool = process.env[BRAND_POOL_ENV];
  if (pool === undefined || pool === '') return startBrandServer(brandId);
  // Undici's own header timeout (300 s) is longer than startBrandServer's deadline (150 s): the pool answers first.
  const response = await fetch(`${pool}/brands/${encodeURIComponent(brandId)}`, { method: 'POST' });
  if (!response.ok) throw new Error(`The ${brandId} server did not start: ${await response.text()}`);
  const { appUrl } = (await response.json()) as { appUrl: string };
  return { appUrl, close: async () => undefined };
}
