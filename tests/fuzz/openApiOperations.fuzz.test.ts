import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../domain/api/ApiErrorResponse';
import { TEST_DATABASES } from '../api/support/databases';
import { createBody } from '../api/support/leadBodies';
import { serverPerFile } from '../api/support/startTestServer';
import { hostileString } from './support/fuzzHarness';

type Parameter = { name: string; in: 'path' | 'query' | 'header' };
type Operation = { parameters?: Parameter[]; requestBody?: unknown };
const document = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'openapi', 'openapi.json'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };

/** Every operation of openapi/openapi.json: method, path template, its query parameters, whether it takes a body. */
const OPERATIONS = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.entries(operations).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    body: operation.requestBody !== undefined || method === 'post' || method === 'put',
  })),
);

/** Path and query values: the real lead's id and odd ones (encodings that do not decode, traversal, sizes, scripts). */
const oddIds = (leadId: string): string[] => [
  leadId,
  leadId.toUpperCase(),
  '00000000-0000-4000-8000-000000000000',
  'x',
  `${leadId}%20`,
  '%E0%A4%A',
  '%FF%FE',
  '%C0%80',
  '..%2F..%2Fetc%2Fpasswd',
  "'%20OR%201=1--",
  '%F0%9F%92%A3',
  '%uD800',
  'a'.repeat(2_000),
  '9'.repeat(400),
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
];

const encoder = new TextEncoder();
const bytes = (...parts: Array<string | number[]>): Uint8Array => {
  const chunks = parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : Uint8Array.from(part)));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
};

/** Bodies: malformed JSON, wrong types, invalid UTF-8, NUL and lone surrogates, deep nesting, huge strings and keys. */
const oddBodies = (leadId: string): Array<[string, Uint8Array | string]> => [
  ['empty', ''],
  ['not JSON', '{"id":'],
  ['a JSON string', '"x"'],
  ['an array', `[${JSON.stringify(leadId)}]`],
  ['null', 'null'],
  ['a number beyond double', '{"id":1e309}'],
  ['id of the wrong type', '{"id":{"$gt":""},"code":[],"partner":7,"decision":true}'],
  ['the lead, every field wrong', JSON.stringify({ id: leadId, product: 1, amount: 'x', code: { a: 1 }, partner: [], decision: null, personalDetails: 'Ana', consents: 5 })],
  ['the lead, a valid-looking create', JSON.stringify({ ...createBody('fuzz.op@example.com'), id: leadId })],
  ['invalid UTF-8 in a string', bytes('{"id":"', [0xff, 0xfe, 0xc3], '"}')],
  ['an overlong NUL', bytes(`{"id":${JSON.stringify(leadId)},"x":"`, [0xc0, 0x80], '"}')],
  ['a byte-order mark', bytes([0xef, 0xbb, 0xbf], `{"id":${JSON.stringify(leadId)}}`)],
  ['NUL in id', JSON.stringify({ id: `${leadId}\u0000` })],
  ['NUL in a key', `{"id":${JSON.stringify(leadId)},"a\\u0000":1}`],
  ['a lone surrogate', `{"id":${JSON.stringify(leadId)},"partner":"\\ud800"}`],
  ['40 levels of nesting', `{"id":${JSON.stringify(leadId)},"x":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`],
  ['10,000 levels of nesting', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
  ['a 60 KB string', JSON.stringify({ id: leadId, personalDetails: { firstName: 'a'.repeat(60 * 1024) } })],
  ['5,000 keys', `{"id":${JSON.stringify(leadId)},${Array.from({ length: 5_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`],
  ['__proto__', `{"id":${JSON.stringify(leadId)},"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}`],
  ['duplicate keys', `{"id":"x","id":${JSON.stringify(leadId)}}`],
];

/**
 * Issue 22 acceptance: a fuzz of every OpenAPI operation (malformed bodies, types, encodings, ids, sizes), with and
 * without the lead's credential, gives no 5xx, on both databases. Failures name the operation and the input.
 */
describe.each(TEST_DATABASES)('every OpenAPI operation with odd input on $name', (database) => {
  const log: string[] = [];
  // The server's real log (no onError stand-in): a 5xx would also leave its line here.
  const s = serverPerFile(database, 'fuzz-operations', () => ({ onError: undefined, log: (line: string) => log.push(line) }));
  let leadId = '';
  let cookie: string | null = null;

  const send = async (method: string, path: string, body: Uint8Array | string | undefined, withCookie: boolean, headers: Record<string, string> = {}) => {
    const response = await fetch(`${s.api}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...(withCookie && cookie ? { Cookie: cookie } : {}), ...headers },
      ...(body !== undefined && method !== 'GET' ? { body: body as BodyInit } : {}),
    });
    await response.arrayBuffer();
    return response.status;
  };
  const expectNo5xx = (status: number, label: string) => expect(status, label).toBeLessThan(500);

  it('lists every operation of the document', async () => {
    expect(OPERATIONS.length).toBeGreaterThan(60);
    const created = await s.call('/v2/lead', { method: 'POST', body: createBody('fuzz.operations@example.com') });
    leadId = created.body.id as string;
    cookie = s.cookieOf(leadId) ?? null;
    expect(cookie).not.toBeNull();
  });

  it.each(OPERATIONS)('$method $path: odd ids and query values, with and without the credential, answer below 500', async ({ method, path, query }) => {
    for (const id of oddIds(leadId)) {
      const url = path.replace(/\{[^}]+\}/g, id) + (query.length > 0 ? `?${query.map((name) => `${name}=${id}`).join('&')}` : '');
      for (const withCookie of [false, true]) expectNo5xx(await send(method, url, method === 'GET' ? undefined : JSON.stringify({ id: leadId }), withCookie), `${method} ${url} cookie=${withCookie}`);
    }
  });

  it.each(OPERATIONS.filter((op) => op.body))('$method $path: odd bodies and encodings, with and without the credential, answer below 500', async ({ method, path }) => {
    const url = path.replace(/\{[^}]+\}/g, leadId);
    for (const [label, body] of oddBodies(leadId)) {
      for (const withCookie of [false, true]) expectNo5xx(await send(method, url, body, withCookie, { 'Idempotency-Key': `fuzz-${Math.random()}` }), `${method} ${url} ${label} cookie=${withCookie}`);
    }
    // Past the size limit: 413, or the connection closed before the client finished sending; never a 5xx.
    const huge = JSON.stringify({ id: leadId, x: 'a'.repeat(MAX_BODY_BYTES + 1024) });
    const status = await send(method, url, huge, true).catch(() => 413);
    expectNo5xx(status, `${method} ${url} a body over the limit`);
  });

  it('random bodies and ids on random operations answer below 500 (fast-check)', async () => {
    const operation = fc.constantFrom(...OPERATIONS);
    /** A path segment as a client would send it; a lone surrogate cannot be percent-encoded, so it goes as U+FFFD. */
    const segment = (text: string): string => encodeURIComponent(text.slice(0, 300).replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
    const id = fc.oneof(fc.constant(leadId), fc.uuid(), hostileString.map(segment).filter((text) => text !== ''));
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc.dictionary(fc.constantFrom('id', 'code', 'partner', 'decision', 'offerId', 'phoneNumber', 'state', 'consents', 'contactDetails', 'submit'), fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileString, fc.constant(leadId))).map((value) => JSON.stringify(value)),
      fc.uint8Array({ maxLength: 200 }),
    );
    await fc.assert(
      fc.asyncProperty(operation, id, body, fc.boolean(), async (op, pathId, payload, withCookie) => {
        const url = op.path.replace(/\{[^}]+\}/g, pathId);
        expectNo5xx(await send(op.method, url, op.method === 'GET' ? undefined : payload, withCookie, { 'Idempotency-Key': `fuzz-${Math.random()}` }), `${op.method} ${url} ${String(payload).slice(0, 200)}`);
      }),
      { numRuns: 300 },
    );
  }, 120_000);

  it('the multipart document upload (POST /lead/idUpload) with odd ids, sides and files answers below 500', async () => {
    const pdf = new Blob(['%PDF-1.4\n%odd\n'], { type: 'application/pdf' });
    const forms: Array<[string, Record<string, string | Blob>]> = [
      ['the lead', { id: leadId, side: 'front', file: pdf }],
      ['NUL in id', { id: `${leadId}\u0000`, side: 'front', file: pdf }],
      ['a lone surrogate in id', { id: '\ud800', side: 'front', file: pdf }],
      ['a 64-character id', { id: 'x'.repeat(64), side: 'front', file: pdf }],
      ['NUL in side', { id: leadId, side: 'front\u0000', file: pdf }],
      ['the file as text', { id: leadId, side: 'back', file: 'not a file' }],
      ['no file', { id: leadId, side: 'back' }],
      ['an empty file', { id: leadId, side: 'back', file: new Blob([]) }],
    ];
    for (const [label, fields] of forms) {
      for (const withCookie of [false, true]) {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.append(name, value);
        const response = await fetch(`${s.api}/lead/idUpload`, { method: 'POST', body: form, headers: withCookie && cookie ? { Cookie: cookie } : {} });
        await response.arrayBuffer();
        expectNo5xx(response.status, `multipart ${label} cookie=${withCookie}`);
      }
    }
  });

  it('the server logged no unexpected error', () => {
    expect(log.filter((line) => line.startsWith('unexpected'))).toEqual([]);
  });
});
