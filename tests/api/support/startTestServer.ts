import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { BrandConfig } from '../../../domain/brand/BrandConfigSchema';
import { createServer, type CreateServerOptions, type LeadApiServer } from '../../../server/createServer';
import type { Database } from '../../../server/db/Database';
import type { DatabaseOptions } from '../../../server/db/openDatabase';
import { TEST_BRAND } from './testBrand';

export interface RunningServer {
  readonly server: LeadApiServer;
  /** e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  /** `origin` + `/api` */
  readonly api: string;
  /**
   * fetch relative to the API base, JSON in and out, with a cookie jar as a browser holds one per lead: the
   * `lead_session` cookie an answer sets is kept under the answer's lead id, and a request that names a lead (an id in
   * the path or `body.id`) carries that lead's cookie. `cookie` overrides the jar: null sends none (an id-only request).
   */
  call(path: string, init?: CallInit): Promise<{ status: number; body: any; headers: Headers }>;
  /** The `Cookie` header value the jar holds for `leadId` (`lead_session=…`), if any. */
  cookieOf(leadId: string): string | undefined;
  close(): Promise<void>;
}

export interface CallInit {
  method?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** The Cookie header to send instead of the jar's; null: none. */
  cookie?: string | null;
}

const UUID_IN_PATH = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The lead a request names: an id in the path, else the body's `id`. */
function leadIdOf(path: string, body: unknown): string | undefined {
  const inPath = UUID_IN_PATH.exec(path)?.[0];
  if (inPath) return inPath.toLowerCase();
  const id = (body as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id.toLowerCase() : undefined;
}

/** The `id` a raw body names, when it is JSON with one (a test sending hostile bytes still speaks for its own lead). */
function idOfRaw(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  const id = /"id"\s*:\s*"([^"]+)"/.exec(raw)?.[1];
  return id === undefined ? undefined : { id };
}

/** Fixed clock of the API tests: 2026-06-15 12:00 UTC. */
export const TEST_NOW = new Date('2026-06-15T12:00:00.000Z');

/**
 * Starts the real server on a loopback port against `database` (options to open one, or an open one it leaves open).
 * `jar` is the browser's cookie jar; servers given one jar serve one browser (support/serverPair.ts).
 */
export async function startTestServer(
  database: DatabaseOptions | Database,
  extra: Partial<Omit<CreateServerOptions, 'database'>> & { brand?: BrandConfig } = {},
  jar: Map<string, string> = new Map(),
): Promise<RunningServer> {
  const server = await createServer({ brand: TEST_BRAND, database, now: () => TEST_NOW, onError: () => undefined, testMode: true, ...extra });
  const { url } = await server.listen(0, '127.0.0.1');
  const api = `${url}${server.context.apiBase}`;
  return {
    server,
    origin: url,
    api,
    cookieOf: (leadId) => jar.get(leadId.toLowerCase()),
    async call(path, init = {}) {
      const headers: Record<string, string> = { ...(init.body !== undefined || init.rawBody !== undefined ? { 'Content-Type': 'application/json' } : {}), ...init.headers };
      const named = leadIdOf(path, init.body ?? idOfRaw(init.rawBody));
      const cookie = init.cookie !== undefined ? init.cookie : named === undefined ? undefined : jar.get(named);
      if (cookie && !Object.keys(headers).some((name) => name.toLowerCase() === 'cookie')) headers.Cookie = cookie;
      const response = await fetch(`${api}${path}`, {
        method: init.method ?? 'GET',
        headers,
        ...(init.rawBody !== undefined ? { body: init.rawBody } : init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: the test sees the raw text and can assert on it.
      }
      const set = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '').find((pair) => pair.startsWith('lead_session='));
      const answered = leadIdOf('', body) ?? named;
      if (set && answered) jar.set(answered, set);
      return { status: response.status, body, headers: response.headers };
    },
    close: () => server.close(),
  };
}

/**
 * One real server per test file on a fresh database (`fresh` from support/databases.ts): started in beforeAll, closed
 * and its database dropped in afterAll. The returned handle delegates to the running server once it is up.
 */
export function serverPerFile(
  database: { fresh(name: string): { options: DatabaseOptions; cleanup: () => Promise<void> } },
  name: string,
  extra: () => Partial<Omit<CreateServerOptions, 'database'>> & { brand?: BrandConfig } = () => ({}),
): RunningServer {
  let running: RunningServer | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const fresh = database.fresh(name);
    cleanup = fresh.cleanup;
    running = await startTestServer(fresh.options, extra());
  }, 180_000);
  afterAll(async () => {
    await running?.close();
    await cleanup?.();
  });
  const current = (): RunningServer => {
    if (!running) throw new Error(`the ${name} test server is not started (use it inside a test)`);
    return running;
  };
  return {
    get server() { return current().server; },
    get origin() { return current().origin; },
    get api() { return current().api; },
    call: (path, init) => current().call(path, init),
    cookieOf: (leadId) => current().cookieOf(leadId),
    close: () => current().close(),
  };
}

/** A dist/, brand folder and locales/ in a temp directory, for the page-serving tests; `remove` deletes it (afterAll). */
export function makeSiteFixture(): { distDir: string; brandDir: string; localesDir: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'lead-api-site-'));
  const distDir = join(root, 'dist');
  mkdirSync(join(distDir, 'static', 'js'), { recursive: true });
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html lang="es"><head><meta charset="utf-8" /><script defer src="/application-frontend/static/js/index.abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(distDir, 'static', 'js', 'index.abc.js'), 'console.log("app");');
  // Large enough to be compressed (server/http/compressedBody.ts MIN_COMPRESSIBLE_BYTES).
  writeFileSync(join(distDir, 'static', 'js', 'large.abc.js'), `const steps = [${Array.from({ length: 400 }, (_, i) => `"step-${i}"`).join(',')}];`);
  writeFileSync(join(distDir, 'static', 'js', 'logo.abc.png'), Buffer.alloc(4096, 7));
  const brandDir = join(root, 'brand');
  mkdirSync(brandDir, { recursive: true });
  writeFileSync(join(brandDir, 'theme.css'), ':root { --brand: #0a5; }');
  writeFileSync(join(brandDir, 'brand.json'), '{}');
  const localesDir = join(root, 'locales');
  mkdirSync(join(localesDir, 'es'), { recursive: true });
  writeFileSync(join(localesDir, 'es', 'common.json'), JSON.stringify({ title: 'Solicitud', nested: { a: 'b' } }));
  return { distDir, brandDir, localesDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * A `fetch` with the cookie jar of `RunningServer.call`, for adapters under test (FetchLeadGateway's contract): Node's
 * fetch keeps no cookies, a browser does. The `lead_session` cookie an answer sets is kept under the answer's lead id
 * and sent with every request that names that lead (in the path or the JSON body's `id`); a request naming a lead it
 * holds no cookie for carries the latest cookie set.
 */
export function leadCookieJarFetch(): (input: string, init: RequestInit) => Promise<Response> {
  const jar = new Map<string, string>();
  let latest: string | undefined;
  return async (input, init) => {
    // A multipart upload names its lead in its `id` field, as a JSON body does.
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body instanceof FormData ? { id: init.body.get('id') } : undefined;
    const named = leadIdOf(new URL(input).pathname, body);
    // A lead this jar holds no cookie for (an unknown id) gets the latest one, as a browser sends the one it holds.
    const cookie = named === undefined ? undefined : (jar.get(named) ?? latest);
    const response = await fetch(input, cookie ? { ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie } } : init);
    const set = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '').find((pair) => pair.startsWith('lead_session='));
    if (set) {
      const answered = leadIdOf('', await response.clone().json().catch(() => undefined)) ?? named;
      if (answered) jar.set(answered, set);
      latest = set;
    }
    return response;
  };
}
