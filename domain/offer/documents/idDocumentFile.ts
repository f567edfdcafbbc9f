import * as v from 'valibot';

/** The file types an identity document may arrive in (issue 12): a photo or scan, or a PDF. */
export const ID_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

/** Largest file accepted per side, in bytes (10 MB): a phone photo fits, a video does not. */
export const MAX_ID_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The two sides of the document the applicant sends, each its own upload. */
export const ID_DOCUMENT_SIDES = ['front', 'back'] as const;
export type IdDocumentSide = (typeof ID_DOCUMENT_SIDES)[number];

/** Why a file cannot be sent: not one of ID_DOCUMENT_TYPES, over MAX_ID_DOCUMENT_BYTES, or empty. */
export type IdDocumentProblem =
  | { readonly kind: 'WrongType' }
  | { readonly kind: 'TooLarge'; readonly maxBytes: number }
  | { readonly kind: 'Empty' };

/**
 * Checks a file before it is sent (and again on the server): its declared type must be one of ID_DOCUMENT_TYPES and
 * its size (bytes) between 1 and MAX_ID_DOCUMENT_BYTES. Null when the file may be sent.
 */
export function idDocumentProblem(file: { readonly type: string; readonly size: number }): IdDocumentProblem | null {
  if (!(ID_DOCUMENT_TYPES as readonly string[]).includes(file.type.toLowerCase())) return { kind: 'WrongType' };
  if (file.size <= 0) return { kind: 'Empty' };
  if (file.size > MAX_ID_DOCUMENT_BYTES) return { kind: 'TooLarge', maxBytes: MAX_ID_DOCUMENT_BYTES };
  return null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/**
 * The type a file's first bytes show (its signature), whatever it is called: JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A
 * 1A 0A`, PDF `%PDF-`. Null for anything else: the declared type alone is never believed.
 */
export function sniffIdDocumentType(bytes: Uint8Array): IdDocumentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/**
 * Answer of `POST /lead/idUpload` (multipart; docs/offer-stage.md): what the server kept of one side, its metadata
 * and SHA-256, never the bytes.
 */
export const UploadedIdDocumentSchema = v.object({
  side: v.picklist(ID_DOCUMENT_SIDES),
  type: v.picklist(ID_DOCUMENT_TYPES),
  size: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID_DOCUMENT_BYTES)),
  sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
});
export type UploadedIdDocument = v.InferOutput<typeof UploadedIdDocumentSchema>;
