import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ID_DOCUMENT_TYPES, MAX_ID_DOCUMENT_BYTES, idDocumentProblem, sniffIdDocumentType } from '../../../../domain/offer/documents/idDocumentFile';

describe('idDocumentProblem (issue 12: type and size checked before upload)', () => {
  it('accepts every allowed type from 1 byte to 10 MB', () => {
    fc.assert(fc.property(fc.constantFrom(...ID_DOCUMENT_TYPES), fc.integer({ min: 1, max: MAX_ID_DOCUMENT_BYTES }), (type, size) => idDocumentProblem({ type, size }) === null));
  });

  it('refuses any size over 10 MB as TooLarge, naming the limit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ID_DOCUMENT_TYPES), fc.integer({ min: MAX_ID_DOCUMENT_BYTES + 1, max: 2 ** 40 }), (type, size) => {
        expect(idDocumentProblem({ type, size })).toEqual({ kind: 'TooLarge', maxBytes: MAX_ID_DOCUMENT_BYTES });
      }),
    );
  });

  it('refuses any other declared type, whatever the size, and an empty file', () => {
    fc.assert(
      fc.property(fc.string().filter((t) => !(ID_DOCUMENT_TYPES as readonly string[]).includes(t.toLowerCase())), fc.nat(), (type, size) => {
        expect(idDocumentProblem({ type, size })).toEqual({ kind: 'WrongType' });
      }),
    );
    expect(idDocumentProblem({ type: 'image/png', size: 0 })).toEqual({ kind: 'Empty' });
    expect(idDocumentProblem({ type: 'IMAGE/JPEG', size: 10 })).toBeNull();
  });

  it('the limit itself is allowed, one byte more is not', () => {
    expect(idDocumentProblem({ type: 'image/png', size: MAX_ID_DOCUMENT_BYTES })).toBeNull();
    expect(idDocumentProblem({ type: 'image/png', size: MAX_ID_DOCUMENT_BYTES + 1 })).toEqual({ kind: 'TooLarge', maxBytes: MAX_ID_DOCUMENT_BYTES });
  });
});

describe('sniffIdDocumentType (the server believes the first bytes, not the name)', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'image/png'],
    [[0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], 'application/pdf'],
    [[0x89, 0x50, 0x4e, 0x47], null],
    [[0x47, 0x49, 0x46, 0x38], null],
    [[], null],
  ])('%j → %s', (bytes, type) => {
    expect(sniffIdDocumentType(new Uint8Array(bytes))).toBe(type);
  });

  it('anything after a known signature keeps its type; anything without one has none', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (tail) => {
        expect(sniffIdDocumentType(new Uint8Array([0xff, 0xd8, 0xff, ...tail]))).toBe('image/jpeg');
        expect(sniffIdDocumentType(new Uint8Array([0x00, ...tail]))).toBeNull();
      }),
    );
  });
});
