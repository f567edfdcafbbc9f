import { idDocumentProblem, type IdDocumentSide, type UploadedIdDocument } from '../../domain/offer/documents/idDocumentFile';
import type { Result } from '../../domain/kernel/Result';
import { err } from '../../domain/kernel/Result';
import type { ValidationError } from '../../domain/validation/ValidationError';
import type { DocumentUploader } from '../ports/DocumentUploader';
import type { FunnelState } from '../session/FunnelState';
import { invalidInput, type UseCaseError } from './UseCaseError';

const BYTES_PER_MEGABYTE = 1024 * 1024;

/**
 * Sends one side of the identity document (docs/states-and-routes.md "Application states": state 30; issue 12) after checking its type and size, so a
 * wrong file is refused at once with its own message (`file`: NotAnOption for the type, AboveMaximum with
 * `{ max }` megabytes for the size, Required for an empty file) instead of after the upload.
 * Ports: DocumentUploader.
 */
export class UploadIdDocument {
  constructor(private readonly uploader: DocumentUploader) {}

  async execute(input: {
    readonly state: FunnelState;
    readonly side: IdDocumentSide;
    readonly file: Blob;
    /** Share of the file sent so far, 0 to 1. */
    readonly onProgress?: (fraction: number) => void;
  }): Promise<Result<UploadedIdDocument, UseCaseError>> {
    const leadId = input.state.lead.id;
    if (!leadId) return err({ kind: 'NoLead' });
    const problem = idDocumentProblem(input.file);
    if (problem) {
      const error: ValidationError =
        problem.kind === 'WrongType'
          ? { kind: 'NotAnOption' }
          : problem.kind === 'TooLarge'
            ? { kind: 'AboveMaximum', params: { max: problem.maxBytes / BYTES_PER_MEGABYTE } }
            : { kind: 'Required' };
      return err(invalidInput('file', error));
    }
    return this.uploader.upload({ leadId, side: input.side, file: input.file }, input.onProgress ?? (() => undefined));
  }
}
