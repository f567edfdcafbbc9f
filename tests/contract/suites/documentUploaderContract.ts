import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DocumentUploader } from '../../../application/ports/DocumentUploader';
import { MAX_ID_DOCUMENT_BYTES } from '../../../domain/offer/documents/idDocumentFile';
import { ID_UPLOAD_STATE, UNKNOWN_LEAD_ID, type OfferStageHarness } from './offerStageHarness';

/** An uploader under contract, and a backend holding leads at any state. */
export interface DocumentUploaderHarness extends OfferStageHarness {
  readonly uploader: DocumentUploader;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * The contract every `DocumentUploader` passes (application/ports/DocumentUploader.ts): the fake, the XHR adapter and
 * any integrator's. `setup` runs before each test.
 */
export const describeDocumentUploaderContract = (label: string, setup: () => DocumentUploaderHarness | Promise<DocumentUploaderHarness>): void => {
  describe(`${label} honours the DocumentUploader contract`, () => {
    it('uploads one side and answers what the lender kept: side, type by content, size and SHA-256; progress rises to 1', async () => {
      const harness = await setup();
      const progress: number[] = [];
      const file = new Blob([PNG], { type: 'image/png' });
      const answer = await harness.uploader.upload({ leadId: await harness.leadAt(ID_UPLOAD_STATE), side: 'back', file }, (fraction) => progress.push(fraction));
      expect(answer).toEqual({ ok: true, value: { side: 'back', type: 'image/png', size: PNG.byteLength, sha256: sha256(PNG) } });
      expect(progress.at(-1)).toBe(1);
      expect(progress.every((fraction, i) => fraction >= 0 && fraction <= 1 && fraction >= (progress[i - 1] ?? 0))).toBe(true);
    });

    it('judges the type by the first bytes: a text called image/png is refused (Validation on file)', async () => {
      const harness = await setup();
      const file = new Blob([new TextEncoder().encode('not an image at all')], { type: 'image/png' });
      const answer = await harness.uploader.upload({ leadId: await harness.leadAt(ID_UPLOAD_STATE), side: 'front', file }, () => {});
      if (answer.ok) throw new Error('a text file was kept');
      expect(answer.error.kind === 'Validation' && answer.error.fieldErrors.map((error) => error.field)).toEqual(['file']);
    });

    it('refuses a file over the limit (Refused 413) and a side for an unknown lead (NotFound)', async () => {
      const harness = await setup();
      const big = new Uint8Array(MAX_ID_DOCUMENT_BYTES + 70 * 1024);
      big.set(PNG);
      const tooLarge = await harness.uploader.upload({ leadId: await harness.leadAt(ID_UPLOAD_STATE), side: 'front', file: new Blob([big], { type: 'image/png' }) }, () => {});
      expect(tooLarge.ok || tooLarge.error).toMatchObject({ kind: 'Refused', status: 413 });
      const unknown = await harness.uploader.upload({ leadId: UNKNOWN_LEAD_ID, side: 'front', file: new Blob([PNG], { type: 'image/png' }) }, () => {});
      expect(unknown.ok || unknown.error.kind).toBe('NotFound');
    });
  });
};
