import type { IdDocumentSide, UploadedIdDocument } from '../../domain/offer/documents/idDocumentFile';
import type { GatewayResult } from './LeadGateway';

/** One side of the identity document, as the applicant picked it (file or camera); held in memory only. */
export interface IdDocumentUpload {
  readonly leadId: string;
  readonly side: IdDocumentSide;
  /** The file itself (its `type` and `size`, in bytes, were checked before). */
  readonly file: Blob;
}

/**
 * Sends identity documents to the lender (docs/product.md "Calls" `/lead/idUpload`; issue 12). The file goes straight from memory to
 * the API: nothing is written to browser storage.
 */
export interface DocumentUploader {
  /**
   * Uploads one side and answers what the lender kept (type, size, SHA-256). `onProgress` receives the share sent so
   * far, a fraction from 0 to 1, as the bytes leave. Sent once: a failed upload is retried by the applicant, not here.
   * A refused file answers `Validation` with the server's field errors; a file over the server's limit `Refused` 413;
   * an unknown lead `NotFound` (contract: tests/contract/suites/documentUploaderContract.ts).
   */
  upload(upload: IdDocumentUpload, onProgress: (fraction: number) => void): GatewayResult<UploadedIdDocument>;
}
