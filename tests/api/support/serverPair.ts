import { afterAll, beforeAll } from 'vitest';
import type { BrandConfig } from '../../../domain/brand/BrandConfigSchema';
import type { CreateServerOptions } from '../../../server/createServer';
import type { DatabaseOptions } from '../../../server/db/openDatabase';
import { TEST_DATABASES, type TestDatabase } from './databases';
import { serverPerFile, startTestServer, type CallInit, type RunningServer } from './startTestServer';

type ServerExtra = Partial<Omit<CreateServerOptions, 'database'>> & { brand?: BrandConfig };

/**
 * Two servers on one PostgreSQL database, as the API scales past one machine (server/the section "Deploying past one machine" of server/README.md): each
 * opens its own connection pool (its own sessions, its own group-commit batches), so nothing is shared but the
 * database. It is a RunningServer: `call` goes to each server in turn, as a round-robin load balancer sends one
 * browser's requests, with one cookie jar (the browser's); `via(i)` sends through one server with the same jar.
 */
export interface ServerPair extends RunningServer {
  readonly servers: readonly [RunningServer, RunningServer];
  via(index: 0 | 1): RunningServer;
}

/** Starts two servers on `database` (PostgreSQL options: the embedded database is one process's). */
export async function startServerPair(database: DatabaseOptions, extra: ServerExtra = {}): Promise<ServerPair> {
  if (database.kind !== 'postgres') throw new Error('Two servers share a PostgreSQL database; the embedded one is one process\'s (server/db/dataDirLock.ts)');
  const jar = new Map<string, string>();
  // One after the other: the second finds the schema migrated (migrate.ts serialises concurrent starts anyway).
  const first = await startTestServer(database, extra, jar);
  const second = await startTestServer(database, extra, jar).catch(async (error: unknown) => {
    await first.close();
    throw error;
  });
  const servers = [first, second] as const;
  let turn = 0;
  const next = (): RunningServer => servers[turn++ % 2] as RunningServer;
  return {
    servers,
    via: (index) => servers[index],
    get server() {
      return first.server;
    },
    origin: first.origin,
    api: first.api,
    call: (path: string, init?: CallInit) => next().call(path, init),
    cookieOf: (leadId) => first.cookieOf(leadId),
    async close() {
      await Promise.all(servers.map((s) => s.close()));
    },
  };
}

/** serverPerFile's pair: two servers on a fresh schema of `database` (PostgreSQL) for the calling test file. */
export function serverPairPerFile(database: TestDatabase, name: string, extra: () => ServerExtra = () => ({})): ServerPair {
  let running: ServerPair | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const fresh = database.fresh(name);
    cleanup = fresh.cleanup;
    running = await startServerPair(fresh.options, extra());
  }, 90_000);
  afterAll(async () => {
    await running?.close();
    await cleanup?.();
  });
  const current = (): ServerPair => {
    if (!running) throw new Error(`the ${name} server pair is not started (use it inside a test)`);
    return running;
  };
  return {
    get servers() {
      return current().servers;
    },
    via: (index) => current().via(index),
    get server() {
      return current().server;
    },
    get origin() {
      return current().origin;
    },
    get api() {
      return current().api;
    },
    call: (path, init) => current().call(path, init),
    cookieOf: (leadId) => current().cookieOf(leadId),
    close: () => current().close(),
  };
}

/** How the API is deployed in a test: one server on each database of the run, and two on one PostgreSQL when there is one. */
export interface TestDeployment {
  readonly name: string;
  /** The deployment for the calling test file (started in beforeAll, stopped in afterAll), as one RunningServer. */
  serve(name: string, extra?: () => ServerExtra): RunningServer;
}

/**
 * Every deployment of this run, for `describe.each(TEST_DEPLOYMENTS)('… on $name', ({ serve }) => …)`: a suite written
 * against RunningServer (the guard, idempotency and code-limit tests) runs unchanged through two servers sharing one
 * PostgreSQL database, where a rule kept in one process's memory would break.
 */
export const TEST_DEPLOYMENTS: readonly TestDeployment[] = [
  ...TEST_DATABASES.map((database) => ({ name: `one server on ${database.name}`, serve: (name: string, extra?: () => ServerExtra) => serverPerFile(database, name, extra) })),
  ...TEST_DATABASES.filter((database) => database.name === 'postgres').map((database) => ({
    name: 'two servers on one postgres',
    serve: (name: string, extra?: () => ServerExtra) => serverPairPerFile(database, name, extra),
  })),
];
