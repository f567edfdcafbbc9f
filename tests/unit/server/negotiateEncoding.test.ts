import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCompressible, negotiateEncoding } from '../../../server/http/compressedBody';

describe('negotiateEncoding (RFC 9110 §12.5.3 Accept-Encoding)', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['GZIP', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['*;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['gzip;q=0', null],
    ['', null],
    [undefined, null],
  ] as const)('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('never throws and answers one of the three on any header', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (header) => {
        expect([null, 'br', 'gzip']).toContain(negotiateEncoding(header));
      }),
      { numRuns: 10_000 },
    );
  });

  it('compresses text-like types only', () => {
    expect(isCompressible('text/javascript; charset=utf-8')).toBe(true);
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('application/json; charset=utf-8')).toBe(true);
    expect(isCompressible('image/png')).toBe(false);
    expect(isCompressible('font/woff2')).toBe(false);
  });
});
