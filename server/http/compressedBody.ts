import { readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Text-like bodies worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /^(?:text\/|application\/json|image\/svg\+xml)/;
export const isCompressible = (contentType: string): boolean => COMPRESSIBLE.test(contentType);

/** Below this a compressed body saves less than its headers cost. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * The encoding to answer with for an `Accept-Encoding` header (RFC 9110 §12.5.3): brotli when accepted, else gzip, else
 * none. `q=0` refuses a coding; `*` accepts any coding not named.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name !== '') weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: ContentEncoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** Brotli 9 is within a few per cent of 11 at a tenth of the time (each static file is compressed once per process). */
export function compressBody(body: Uint8Array, encoding: ContentEncoding): Uint8Array<ArrayBuffer> {
  const compressed = encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(body, { level: 9 });
  return new Uint8Array(compressed);
}

/** The names of the build's compressed copies of a file: `<file>.br`, `<file>.gz` (scripts/precompress/precompress.ts). */
export const PRECOMPRESSED_SUFFIX: Readonly<Record<ContentEncoding, string>> = { br: '.br', gzip: '.gz' };

/**
 * The build's compressed copy of `file` in `encoding`, when there is one at least as new as the file (a file changed
 * after the build is compressed again, not answered with the old copy); else null.
 */
export function precompressedCopy(file: string, mtimeMs: number, encoding: ContentEncoding): Uint8Array | null {
  const copy = `${file}${PRECOMPRESSED_SUFFIX[encoding]}`;
  const stat = statSync(copy, { throwIfNoEntry: false });
  return stat?.isFile() && stat.mtimeMs >= mtimeMs ? readFileSync(copy) : null;
}

/** Compressed copies of static files, kept per path, modification time and encoding (hashed assets never change). */
export function compressedFileCache(): (file: string, mtimeMs: number, body: Uint8Array, encoding: ContentEncoding) => Uint8Array<ArrayBuffer> {
  const cache = new Map<string, Uint8Array<ArrayBuffer>>();
  return (file, mtimeMs, body, encoding) => {
    const key = `${encoding}:${mtimeMs}:${file}`;
    let compressed = cache.get(key);
    if (compressed === undefined) {
      compressed = compressBody(body, encoding);
      cache.set(key, compressed);
    }
    return compressed;
  };
}
