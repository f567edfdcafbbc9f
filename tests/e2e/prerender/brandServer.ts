import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshPgliteDir } from '../../support/pgliteTemplate';
import { bundledServerArgs, SERVER_BUNDLE, TEST_SERVER_NODE_FLAGS } from '../../support/testServerFlags';
import { BASE } from '../support/funnel';

/** The repository root (this file is tests/e2e/prerender/brandServer.ts). */
export const ROOT = join(fileURLToPath(import.meta.url), '..', '..', '..', '..');

export interface BrandServer {
  /** The funnel's entry for the brand, e.g. http://127.0.0.1:41234/application-frontend/ */
  readonly appUrl: string;
  close(): Promise<void>;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** How to start a brand server: extra environment, the server entry, test mode (on by default). */
export interface BrandServerOptions {
  readonly env?: Readonly<Record<string, string>>;
  readonly entry?: string;
  readonly testMode?: boolean;
}

/**
 * `npm start`'s server (the bundle of server/main.ts) for another brand over the dist/ the suite built, as its own process with a
 * throwaway database: the same build, the brand picked at run time. Spawned rather than imported, since the server's
 * modules import JSON in a way Playwright's loader does not take. `env` adds to its environment (another build's
 * DIST_DIR, the countries and content of the examples' build: FUNNEL_COUNTRIES, FUNNEL_CONTENT); `entry` is the server
 * to run (the examples' build talks to the example REST backend: examples/rest-backend/server.ts). `testMode: false`
 * starts it as production runs it (no FUNNEL_TEST_MODE: no test identities, no fixed codes).
 */
export async function startBrandServer(brandId: string, options: BrandServerOptions = {}): Promise<BrandServer> {
  const { env = {}, entry = SERVER_BUNDLE, testMode = true } = options;
  const port = await freePort();
  const dataDir = freshPgliteDir(`prerender-${brandId}-`);
  // A TypeScript entry runs through tsx, with the registry swaps its environment may ask for.
  const args = entry.endsWith('.ts') ? [...TEST_SERVER_NODE_FLAGS, '--import', 'tsx', '--import', './scripts/funnelCountries.mjs', entry] : bundledServerArgs(entry);
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', BRAND: brandId, DATA_DIR: dataDir, FUNNEL_TEST_MODE: testMode ? '1' : '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The last of its error output, to say why a server did not start.
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2_000)));
  const appUrl = `http://127.0.0.1:${port}${BASE}/`;
  // Generous: a busy 2-core CI machine may start several brand servers (each migrating its database) at once.
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      if ((await fetch(appUrl)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      // Stopped, or it would outlive the test that gave up on it.
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`The ${brandId} server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    appUrl,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
