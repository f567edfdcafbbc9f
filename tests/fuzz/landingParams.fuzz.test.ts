import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLandingParams, type LandingParams } from '../../domain/landing/parseLandingParams';
import { bestOfMs, checkNeverThrows, hostileString } from './support/fuzzHarness';

const KEYS = ['refName', 'refSubId', 'refTransactionId', 's_id', 'amount', 'period', 'firstName', 'lastName', 'email', 'phoneNumber', 'sellingTierGlobalId', 'sessionId', 'fbclid', 'ttclid', 'gclid', 'gclsrc', 'gbraid', 'wbraid', 'utm_medium', 'utm_source', 'utm_campaign', 'utm_content', 'utm_term', 'x'];

/** A landing query: known and unknown keys, raw or percent-encoded hostile values, broken escapes, repeated keys. */
const query: fc.Arbitrary<string> = fc.oneof(
  hostileString,
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...KEYS), hostileString),
        fc.oneof(hostileString, hostileString.map(encodeURIComponentSafe), fc.constantFrom('%', '%E0%A4%A', '%FF', '+', '%2B34+612', '1e3', '2500.005', '00000000-0000-0000-0000-00000000000G')),
      ),
      { maxLength: 12 },
    )
    .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
);

function encodeURIComponentSafe(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The typed shape docs/states-and-routes.md "Routes" promises, whatever the URL held. */
function assertShape(params: LandingParams): void {
  for (const [key, value] of Object.entries(params)) {
    if (key === 'campaign' || key === 'rejected') continue;
    if (key === 'amount' || key === 'period') {
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new Error(`${key} ${String(value)}`);
      if (key === 'period' && !Number.isInteger(value)) throw new Error('period not whole');
      continue;
    }
    if (typeof value !== 'string' || value === '' || CONTROL.test(value) || value !== value.trim()) throw new Error(`${key} ${JSON.stringify(value)}`);
    if (key === 'sessionId' && !UUID.test(value)) throw new Error('sessionId not a lower-case UUID');
  }
  for (const value of Object.values(params.campaign)) if (typeof value !== 'string' || value === '' || value.length > 255) throw new Error('campaign');
  if (!Array.isArray(params.rejected)) throw new Error('rejected');
}

describe('parseLandingParams with arbitrary queries (fuzz suite, docs/product.md "Landing parameters")', () => {
  it('10,000 hostile queries never throw and always give the typed shape, each within 50 ms', () => {
    const report = checkNeverThrows(query, (search) => assertShape(parseLandingParams(search)));
    expect(report.counterexample).toBeNull();
    expect(report.slowestMs).toBeLessThan(50);
  });

  it('idempotent on its own output: re-encoding the parsed values parses to the same values', () => {
    // A browser never hands over a lone surrogate (it percent-encodes UTF-8), and URLSearchParams would turn one into U+FFFD.
    const report = checkNeverThrows(query.filter((search) => !LONE_SURROGATE.test(search)), (search) => {
      const first = parseLandingParams(search);
      const { campaign, rejected: _rejected, ...rest } = first;
      const again = parseLandingParams(`?${new URLSearchParams({ ...Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])), ...campaign }).toString().replace(/\+/g, '%20')}`);
      const { rejected: _again, ...same } = again;
      const { rejected: _first, ...expected } = first;
      if (!isDeepStrictEqual(same, expected)) throw new Error(`${JSON.stringify(same)} != ${JSON.stringify(expected)}`);
    });
    expect(report.counterexample).toBeNull();
  });

  it('a query of 100,000 characters is answered in under 50 ms', () => {
    expect(bestOfMs(() => parseLandingParams(`?email=${'%41'.repeat(33_333)}`))).toBeLessThan(50);
  });

  it('script-like values are kept as plain data', () => {
    expect(parseLandingParams('?firstName=%3Cscript%3Ealert(1)%3C%2Fscript%3E').firstName).toBe('<script>alert(1)</script>');
  });
});
