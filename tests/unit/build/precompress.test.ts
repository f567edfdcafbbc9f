import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { precompressStatic } from '../../../scripts/precompress/precompress';
import { MIN_COMPRESSIBLE_BYTES } from '../../../server/http/compressedBody';

describe('precompressStatic: the build compresses each static text asset once (scripts/precompress/precompress.ts)', () => {
  it('every text asset of at least MIN_COMPRESSIBLE_BYTES gets a brotli and a gzip copy that decode to its bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 4 * MIN_COMPRESSIBLE_BYTES }), fc.constantFrom('js', 'css', 'json', 'svg'), (bytes, extension) => {
        const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
        try {
          mkdirSync(join(dir, 'js', 'async'), { recursive: true });
          const file = join(dir, 'js', 'async', `chunk.${extension}`);
          writeFileSync(file, bytes);
          const compressed = precompressStatic(dir);
          if (bytes.length < MIN_COMPRESSIBLE_BYTES) {
            expect(compressed).toEqual([]);
            expect(existsSync(`${file}.br`) || existsSync(`${file}.gz`)).toBe(false);
          } else {
            expect(compressed).toEqual([file]);
            expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(Buffer.from(bytes))).toBe(true);
            expect(gunzipSync(readFileSync(`${file}.gz`)).equals(Buffer.from(bytes))).toBe(true);
          }
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }),
      { numRuns: 40 },
    );
  });

  it('images, fonts and the copies themselves are left alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    try {
      for (const name of ['logo.png', 'font.woff2', 'app.js.br', 'app.js.gz']) writeFileSync(join(dir, name), Buffer.alloc(4 * MIN_COMPRESSIBLE_BYTES, 1));
      expect(precompressStatic(dir)).toEqual([]);
      expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
