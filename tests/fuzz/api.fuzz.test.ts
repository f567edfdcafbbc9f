import { rmSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type LeadApiServer } from '../../server/createServer';
import { loadBrand } from '../../server/loadBrand';
import { freshPgliteDir } from '../support/pgliteTemplate';
import { hostileString as anyHostileString } from './support/fuzzHarness';

/**
 * The lead API with random and malformed bodies (fuzz suite): always a 4xx JSON error `{ error }` or `{ errors }`,
 * never a 5xx, and nothing stored — the one seeded lead keeps its data and no other lead or idempotency key appears.
 * Server in-process on port 0 over a temp embedded database.
 */
const brand = loadBrand(join(import.meta.dirname, '..', '..', 'brands'), 'es-vehicle');
const RUNS = 250;

/** NUL has its own test below (one crisp failure per defect); the random properties cover everything else. */
const hostileString = anyHostileString.filter((text) => !text.includes('\u0000'));

let server: LeadApiServer;
let api = '';
let dataDir = '';
let seedId = '';
let seedData = '';

const validCreate = () => ({ product: brand.product, amount: 2500, period: 60, generalPolicies: true, contactDetails: { email: 'fuzz@example.com', phoneNumber: '+34612345678' } });

async function send(method: string, path: string, body: string, headers: Record<string, string> = {}): Promise<{ status: number; json: unknown; contentType: string }> {
  const response = await fetch(`${api}${path}`, { method, headers: { 'Content-Type': 'application/json', ...headers }, body });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // Left undefined: the assertion below names the body that was not JSON.
  }
  return { status: response.status, json, contentType: response.headers.get('content-type') ?? '' };
}

const isErrorBody = (json: unknown): boolean =>
  typeof json === 'object' && json !== null && ('error' in json || (Array.isArray((json as { errors?: unknown }).errors) && (json as { errors: unknown[] }).errors.length > 0));

async function counts(): Promise<{ leads: number; keys: number; data: string }> {
  const [leads] = await server.context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leads');
  const [keys] = await server.context.db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys');
  const [seed] = await server.context.db.query<{ data: unknown }>('SELECT data FROM leads WHERE id = $1', [seedId]);
  return { leads: leads?.n ?? -1, keys: keys?.n ?? -1, data: JSON.stringify(seed?.data) };
}

/** Values that are wrong for their field whatever else the body holds. */
const wrongFieldValue = fc.oneof(
  fc.record({ path: fc.constant(['contactDetails', 'email']), value: fc.oneof(fc.constantFrom('no-at-sign', 'a@', '@b.es', '<script>@x', 'a b@c.es'), fc.integer(), fc.constant([])) }),
  fc.record({ path: fc.constant(['contactDetails', 'phoneNumber']), value: fc.oneof(fc.constantFrom('12', '+1', 'abc', '+34 000', '<img src=x>'), fc.boolean(), fc.constant({})) }),
  fc.record({ path: fc.constant(['amount']), value: fc.oneof(fc.integer({ min: -1e9, max: 0 }), fc.constant(1e12), fc.constant('2500'), fc.constant(2500.5)) }),
  fc.record({ path: fc.constant(['period']), value: fc.oneof(fc.integer({ min: -1e6, max: 0 }), fc.constant(100_000), fc.constant('60'), fc.constant(true)) }),
  fc.record({ path: fc.constant(['personalDetails', 'personalCode']), value: fc.constantFrom('12345678A', 'X0000000Z', '<script>', '0', 42) }),
  fc.record({ path: fc.constant(['incomeDetails', 'iban']), value: fc.constantFrom('ES0000000000000000000000', 'DE89370400440532013000', 'javascript:1', 7) }),
  fc.record({ path: fc.constant(['personalDetails', 'dateOfBirth']), value: fc.constantFrom('2099-01-01', '1985-13-45', 'yesterday', 19850615) }),
  fc.record({ path: fc.constant(['contactDetails', 'postalCode']), value: fc.constantFrom('00000', '99999', 'ABCDE', '2801', 28013) }),
  fc.record({ path: fc.constant(['product']), value: fc.oneof(hostileString.filter((s) => s !== brand.product), fc.integer(), fc.constant(null)) }),
  fc.record({ path: fc.constant(['personalDetails']), value: fc.oneof(fc.string(), fc.integer(), fc.boolean()) }),
);

function withValue(base: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(base) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1] as string] = value;
  return copy;
}

/** Text that is not JSON at all, or JSON that is not an object. */
const malformedText = fc.oneof(
  hostileString.filter((s) => {
    try {
      const parsed: unknown = JSON.parse(s);
      return typeof parsed !== 'object' || parsed === null || Array.isArray(parsed);
    } catch {
      return true;
    }
  }),
  fc.jsonValue({ maxDepth: 2 }).filter((j) => typeof j !== 'object' || j === null || Array.isArray(j)).map((j) => JSON.stringify(j)),
  fc.constantFrom('{', '{"product":', '{"amount":2500,}', "{'a':1}", '\u0000', 'null', '[]', '{"__proto__":{"x":1}', 'NaN'),
);

describe('lead API with random and malformed bodies (fuzz suite)', () => {
  beforeAll(async () => {
    dataDir = freshPgliteDir('fuzz-api-');
    server = await createServer({ brand, database: { kind: 'pglite', dataDir }, distDir: join(dataDir, 'no-dist'), onError: () => undefined });
    const { url } = await server.listen(0, '127.0.0.1');
    api = `${url}${server.context.apiBase}`;
    const seeded = await send('POST', '/v2/lead', JSON.stringify(validCreate()), { 'Idempotency-Key': 'fuzz-seed' });
    expect(seeded.status).toBe(201);
    seedId = (seeded.json as { id: string }).id;
    seedData = (await counts()).data;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const expectRejected = (r: { status: number; json: unknown; contentType: string }, label: string) => {
    expect(r.status, label).toBeGreaterThanOrEqual(400);
    expect(r.status, label).toBeLessThan(500);
    expect(r.contentType, label).toContain('application/json');
    expect(isErrorBody(r.json), `${label} → ${JSON.stringify(r.json)}`).toBe(true);
  };

  it(`create: ${RUNS} malformed texts and ${RUNS} bodies with a wrong field answer 4xx JSON errors`, async () => {
    await fc.assert(
      fc.asyncProperty(malformedText, fc.uuid(), async (text, key) => expectRejected(await send('POST', '/v2/lead', text, { 'Idempotency-Key': key }), text)),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(wrongFieldValue, fc.uuid(), async ({ path, value }, key) => {
        const body = JSON.stringify(withValue(validCreate(), path, value));
        expectRejected(await send('POST', '/v2/lead', body, { 'Idempotency-Key': key }), body);
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  it(`update: ${RUNS} malformed texts, wrong fields on the real lead and unknown ids answer 4xx JSON errors`, async () => {
    await fc.assert(fc.asyncProperty(malformedText, async (text) => expectRejected(await send('PUT', '/v3/lead', text), text)), { numRuns: RUNS });
    await fc.assert(
      fc.asyncProperty(wrongFieldValue, fc.oneof(fc.constant(seedId), fc.uuid(), hostileString), async ({ path, value }, id) => {
        const body = JSON.stringify(withValue({ id, product: brand.product }, path, value));
        expectRejected(await send('PUT', '/v3/lead', body), body);
      }),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.uuid(), hostileString), async (id) => {
        const body = JSON.stringify({ id, product: brand.product, personalDetails: { firstName: 'Ana' } });
        expectRejected(await send('PUT', '/v3/lead', body), body);
      }),
      { numRuns: RUNS },
    );
  }, 60_000);

  it('an invalid Idempotency-Key is a 400 JSON error', async () => {
    for (const key of ['', ' ', 'ñ', 'x'.repeat(256)]) expectRejected(await send('POST', '/v2/lead', JSON.stringify(validCreate()), { 'Idempotency-Key': key }), JSON.stringify(key));
  });

  it('a NUL character in any string (id, text answer, session id, path) answers 4xx, not 500', async () => {
    const nul = 'A\u0000B';
    const cases: Array<[string, string, unknown]> = [
      ['PUT', '/v3/lead', { id: nul, product: brand.product }],
      ['PUT', '/v3/lead', { id: seedId, product: brand.product, personalDetails: { firstName: nul } }],
      ['POST', '/v2/lead', { ...validCreate(), personalDetails: { firstName: nul } }],
      ['POST', '/v2/lead', { ...validCreate(), employer: { name: nul } }],
      ['POST', '/v2/lead', { ...validCreate(), sessionId: nul }],
    ];
    for (const [index, [method, path, body]] of cases.entries()) {
      expectRejected(await send(method, path, JSON.stringify(body), method === 'POST' ? { 'Idempotency-Key': `nul-case-${index}` } : {}), JSON.stringify(body));
    }
    const status = await fetch(`${api}/lead/status/%00`);
    expect(status.status).toBeLessThan(500);
  });

  /** The seed lead's status code; a pooled connection the server has just closed is retried on a new one. */
  const statusOfSeed = async (): Promise<number> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return (await fetch(`${api}/lead/status/${seedId}`)).status;
      } catch (error) {
        if (attempt === 2) throw error;
      }
    }
  };

  it('deep nesting (10,000 levels), huge bodies, thousands of keys and lone surrogates answer 4xx JSON errors on every write', async () => {
    const deepObject = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const deepArray = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const lead = (extra: string) => `{"product":${JSON.stringify(brand.product)},"amount":2500,"period":60,${extra}}`;
    const bodies: Array<[string, string]> = [
      ['10,000-level object', deepObject],
      ['10,000-level array', deepArray],
      ['10,000-level object in a field', lead(`"personalDetails":${deepObject}`)],
      ['10,000-level array in a field', lead(`"policies":${deepArray}`)],
      ['a body just over 64 KB', lead(`"personalDetails":{"firstName":"${'a'.repeat(64 * 1024)}"}`)],
      ['a 1 MB body', lead(`"personalDetails":{"firstName":"${'a'.repeat(1024 * 1024)}"}`)],
      ['a 50 KB string answer', lead(`"personalDetails":{"firstName":"${'a'.repeat(50 * 1024)}"}`)],
      ['4,000 keys in a section, one of them wrong', lead(`"personalDetails":{${Array.from({ length: 4_000 }, (_, i) => `"k${i}":${i}`).join(',')},"dateOfBirth":"yesterday"}`)],
      ['a lone high surrogate', lead('"personalDetails":{"firstName":"\\ud800"}')],
      ['a lone low surrogate in a key', lead('"personalDetails":{"\\udc00":"Ana"}')],
      ['a reversed surrogate pair in the email', lead('"contactDetails":{"email":"a\\udc00\\ud800@example.com","phoneNumber":"+34612345678"}')],
    ];
    const writes: Array<[string, string, (text: string) => string]> = [
      ['POST', '/v2/lead', (text) => text],
      // The update carries the real lead's id where the body is an object, so only the hostile part can refuse it.
      ['PUT', '/v3/lead', (text) => (text.startsWith('{"product"') ? `{"id":${JSON.stringify(seedId)},${text.slice(1)}` : text)],
      ['POST', '/v2/customer/mobile', (text) => text],
    ];
    for (const [label, text] of bodies) {
      for (const [method, path, shape] of writes) {
        const headers: Record<string, string> = method === 'POST' ? { 'Idempotency-Key': `hostile-${label.replace(/[^a-z0-9]+/gi, '-')}` } : {};
        const answer = await send(method, path, shape(text), headers).catch((error: unknown) => {
          // Past the 64 KB limit the server answers 413 and may close the socket while the client still uploads (it
          // never reads a body it will refuse): no answer to read, and no 5xx either. Anything else is a failure.
          if (text.length > 64 * 1024) return null;
          throw new Error(`${method} ${path}: ${label}: ${String(error)}`);
        });
        if (answer) expectRejected(answer, `${method} ${path}: ${label}`);
        else expect(await statusOfSeed(), `the server still answers after ${label}`).toBe(200);
      }
    }
    // A huge body sent in chunks, without Content-Length, is cut off at the limit all the same.
    const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 16) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const chunked = await fetch(`${api}/v2/lead`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit).catch(() => null);
    if (chunked) {
      const chunkedText = await chunked.text();
      expectRejected({ status: chunked.status, json: JSON.parse(chunkedText) as unknown, contentType: chunked.headers.get('content-type') ?? '' }, 'a 1 MB chunked body');
    } else expect(await statusOfSeed(), 'the server still answers after a 1 MB chunked body').toBe(200);
  }, 60_000);

  it('nothing was stored: one lead (the seed, unchanged) and one idempotency key', async () => {
    const after = await counts();
    expect(after.leads).toBe(1);
    expect(after.keys).toBe(1);
    expect(after.data).toBe(seedData);
  });
});
