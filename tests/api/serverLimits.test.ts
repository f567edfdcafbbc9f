import { connect, type Socket } from 'node:net';
import { inspect } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type LeadApiServer } from '../../server/createServer';
import type { Database } from '../../server/db/Database';
import { contentSecurityPolicy, isDevelopmentParent } from '../../server/http/contentSecurityPolicy';
import { MAX_BODY_DEPTH, unstorableValues } from '../../server/http/readJsonBody';
import { serverErrorLine } from '../../server/http/serverLog';
import { TEST_DATABASES, databaseForFile } from './support/databases';
import { createBody } from './support/leadBodies';
import { TEST_BRAND } from './support/testBrand';

const embedded = TEST_DATABASES[0]!;

// One embedded database for the file (opening one costs seconds); every server here runs on it and leaves it open.
const shared = databaseForFile(embedded, 'limits');
const EMAIL = 'ana.garcia@example.com';
const PHONE = '+34612345678';

/** A server on a fresh embedded database with its log captured; `wrap` may stand in front of the database. */
async function start(extra: Parameters<typeof createServer>[0] extends infer O ? Partial<O> : never = {}, wrap?: (db: Database) => Database) {
  const lines: string[] = [];
  const server = await createServer({ brand: TEST_BRAND, database: wrap ? wrap(shared) : shared, log: (line) => lines.push(line), ...extra });
  const { url, port } = await server.listen(0, '127.0.0.1');
  return {
    server,
    url,
    port,
    lines,
    close: () => server.close(),
  };
}

const post = (url: string, path: string, body: unknown) =>
  fetch(`${url}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** A raw socket from `localAddress` (127.0.0.x are all this machine on Linux: a second "client" without a second host). */
const socketFrom = (port: number, localAddress: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });

describe('HSTS only from a trusted proxy (issue 15 item 0)', () => {
  it('a client that claims https in X-Forwarded-Proto gets no HSTS; the configured proxy does', async () => {
    const untrusted = await start();
    const trusted = await start({ trustedProxies: ['127.0.0.1'] });
    try {
      const claim = { 'X-Forwarded-Proto': 'https' };
      expect((await fetch(`${untrusted.url}/api/choices/position`, { headers: claim })).headers.get('strict-transport-security')).toBeNull();
      expect((await fetch(`${trusted.url}/api/choices/position`, { headers: claim })).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      // Without the claim, even the proxy's plain-http answer carries none.
      expect((await fetch(`${trusted.url}/api/choices/position`)).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await untrusted.close();
      await trusted.close();
    }
  });
});

describe('development parents only in development (issue 15 item 0)', () => {
  const brand = { ...TEST_BRAND, parentOrigins: ['http://localhost:3100', 'https://partner.example', 'https://127.0.0.1:8443'] };

  it('http and loopback parents are development parents; https hosts are not', () => {
    expect(isDevelopmentParent('http://localhost:3100')).toBe(true);
    expect(isDevelopmentParent('https://127.0.0.1:8443')).toBe(true);
    expect(isDevelopmentParent('https://app.localhost')).toBe(true);
    expect(isDevelopmentParent('http://partner.example')).toBe(true);
    expect(isDevelopmentParent('https://partner.example')).toBe(false);
  });

  it('a production server lets only the real parents frame the page; a test or development server also the local ones', () => {
    const ancestors = (csp: string) => /frame-ancestors ([^;]+)/.exec(csp)?.[1];
    expect(ancestors(contentSecurityPolicy(brand, 'n'))).toBe("'self' https://partner.example");
    expect(ancestors(contentSecurityPolicy(brand, 'n', [], { developmentParents: true }))).toBe("'self' http://localhost:3100 https://partner.example https://127.0.0.1:8443");
  });
});

describe('server log: one line, no personal data (issue 15 item 0)', () => {
  /**
   * A database failing the way PostgreSQL and PGlite do: the values in the message, the detail and the params, on any
   * insert of a lead (a statement, or migration 007's lead_create that the create route calls).
   */
  const failingInserts = (db: Database): Database => ({
    kind: db.kind,
    exec: (sql) => db.exec(sql),
    close: async () => undefined,
    query: (sql, params) => {
      if (/insert\s+into\s+leads|lead_create\(/i.test(sql)) {
        throw Object.assign(new Error(`duplicate key value violates unique constraint "leads_email" Key (email)=(${EMAIL})`), { code: '23505', detail: `Key (email)=(${EMAIL})`, query: sql, params });
      }
      return db.query(sql, params);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: (sql, params) => {
            if (/insert\s+into\s+leads|lead_create\(/i.test(sql)) {
              throw Object.assign(new Error(`duplicate key value violates unique constraint "leads_email" Key (email)=(${EMAIL})`), { code: '23505', detail: `Key (email)=(${EMAIL})`, query: sql, params });
            }
            return tx.query(sql, params);
          },
        }),
      ),
  });

  it('a database error that quotes the lead logs its class, code and route, never the email or the phone', async () => {
    const s = await start({}, failingInserts);
    try {
      const r = await post(s.url, '/v2/lead', createBody(EMAIL));
      expect(r.status).toBe(500);
      expect(s.lines).toHaveLength(1);
      const [line] = s.lines;
      expect(line).toMatch(/^unexpected Error code=23505 in POST \/api\/v2\/lead /);
      expect(line).not.toContain(EMAIL);
      expect(line).not.toContain(PHONE.slice(3));
      expect(line).not.toContain('\n');
    } finally {
      await s.close();
    }
  });

  it('the line leaves out what printing the error itself would leak', () => {
    const error = Object.assign(new Error(`Key (email)=(${EMAIL})`), { code: '23505', params: [EMAIL, PHONE] });
    // What the server printed before (console.error(error)): the guard is what keeps the data out.
    expect(inspect(error)).toContain(EMAIL);
    expect(serverErrorLine(error, 'PUT', '/v3/lead')).not.toContain(EMAIL);
    expect(serverErrorLine(error, 'PUT', '/v3/lead')).not.toContain(PHONE);
  });

  it('a request the client aborts mid-body is one short line at most, without a stack', async () => {
    const s = await start();
    try {
      for (let i = 0; i < 5; i++) {
        const socket = await socketFrom(s.port, '127.0.0.1');
        socket.write(`POST /api/v2/lead HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"contactDetails":{"email":"${EMAIL}"`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        socket.destroy();
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(s.lines.length).toBeLessThanOrEqual(5);
      for (const line of s.lines) {
        expect(line).toMatch(/^request aborted by the client: POST /);
        expect(line).not.toContain(EMAIL);
      }
    } finally {
      await s.close();
    }
  });
});

describe('per-client limits: a slow-client flood leaves other clients served (issue 15 item 0)', () => {
  let s: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    s = await start({ clientLimits: { maxConnectionsPerClient: 10, requestTimeoutMs: 2_000, headersTimeoutMs: 1_500 } });
  });
  afterAll(async () => s?.close());

  it('connections beyond the per-client cap are closed at once, slow bodies are cut off, and another client is answered throughout', async () => {
    const flood: Socket[] = [];
    const closed = new Set<Socket>();
    for (let i = 0; i < 60; i++) {
      const socket = await socketFrom(s.port, '127.0.0.2');
      socket.on('close', () => closed.add(socket));
      socket.on('error', () => undefined);
      socket.resume(); // read what the server sends (the 408), so its closing is seen
      // Headers promising a body that never arrives (a slow-body sender).
      socket.write('POST /api/v2/lead HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{');
      flood.push(socket);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Only the first 10 are held; the other 50 were closed by the server.
    expect(closed.size).toBeGreaterThanOrEqual(50);
    expect(flood.slice(0, 10).every((socket) => !closed.has(socket))).toBe(true);

    // Another client is served while the flood holds its 10 connections.
    const started = Date.now();
    const other = await fetch(`${s.url}/api/choices/position`);
    expect(other.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);

    // The held slow bodies are cut off after the request timeout (2 s, checked every second; generous for a busy CI).
    const deadline = Date.now() + 12_000;
    while (closed.size < flood.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(flood.every((socket) => closed.has(socket))).toBe(true);
    for (const socket of flood) socket.destroy();
  }, 30_000);
});

describe('bodies the database cannot store or the server cannot walk answer 4xx, never 500 (issue 14 item 3)', () => {
  /** encodeURIComponent throws on exactly the strings that are not well-formed UTF-16: an independent oracle. */
  const wellFormed = (text: string): boolean => {
    try {
      encodeURIComponent(text);
      return true;
    } catch {
      return false;
    }
  };

  it('any string is flagged exactly when it holds a NUL or an unpaired surrogate', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 12 }), (text) => {
        const flagged = unstorableValues({ a: [text] }).length > 0;
        expect(flagged).toBe(text.includes('\u0000') || !wellFormed(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('nesting beyond the limit is flagged without recursion, even 100,000 levels deep', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(unstorableValues(deep)).toEqual([{ path: Array(MAX_BODY_DEPTH).fill('a').join('.'), problem: 'tooDeep' }]);
    let shallow: unknown = 'x';
    for (let i = 0; i < MAX_BODY_DEPTH; i++) shallow = [shallow];
    expect(unstorableValues(shallow)).toEqual([]);
  });

  it('a 10,000-level body and a lone surrogate are refused with 4xx JSON by the running server', async () => {
    const s = await start();
    try {
      const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
      const surrogate = JSON.stringify(createBody(EMAIL)).replace('"Ana"', '"\\ud800"').replace(`"${EMAIL}"`, '"ana\\ud800@example.com"');
      for (const raw of [deep, surrogate, `[${'['.repeat(20_000)}${']'.repeat(20_000)}]`]) {
        const r = await fetch(`${s.url}/api/v2/lead`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: raw });
        expect(r.status).toBeGreaterThanOrEqual(400);
        expect(r.status).toBeLessThan(500);
        expect(await r.json()).toBeTypeOf('object');
      }
      expect(s.lines).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
