import type { DocumentUploader, IdDocumentUpload } from '../../application/ports/DocumentUploader';
import type { GatewayResult } from '../../application/ports/LeadGateway';
import { ApiPaths } from '../../domain/api/ApiPaths';
import { UploadedIdDocumentSchema, type UploadedIdDocument } from '../../domain/offer/documents/idDocumentFile';
import { err, ok } from '../../domain/kernel/Result';
import { toGatewayResult } from './toGatewayResult';

export interface XhrDocumentUploaderConfig {
  /** API base URL (brand `apiBaseUrl`); a trailing slash is ignored. */
  readonly baseUrl: string;
  /** The whole upload must finish within this many milliseconds (default 120 000: 10 MB on a slow line). */
  readonly timeoutMs?: number;
}

/** The slice of XMLHttpRequest the uploader drives, injected so tests can stand in for the browser's. */
export type CreateXhr = () => XMLHttpRequest;

const DEFAULT_UPLOAD_TIMEOUT_MS = 120_000;

/**
 * DocumentUploader over XMLHttpRequest: `fetch` cannot report upload progress, XHR's `upload.onprogress` can. The
 * side goes as multipart/form-data (`id`, `side`, `file`) to `POST /lead/idUpload`, the API's one non-JSON call.
 */
export class XhrDocumentUploader implements DocumentUploader {
  private readonly baseUrl: string;

  constructor(
    private readonly config: XhrDocumentUploaderConfig,
    private readonly createXhr: CreateXhr = () => new XMLHttpRequest(),
  ) {
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
  }

  upload({ leadId, side, file }: IdDocumentUpload, onProgress: (fraction: number) => void): GatewayResult<UploadedIdDocument> {
    return new Promise((resolve) => {
      const xhr = this.createXhr();
      xhr.open('POST', `${this.baseUrl}${ApiPaths.leadStep('idUpload')}`);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.timeout = this.config.timeoutMs ?? DEFAULT_UPLOAD_TIMEOUT_MS;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () => {
        let body: unknown;
        let malformed = false;
        try {
          body = xhr.responseText === '' ? undefined : (JSON.parse(xhr.responseText) as unknown);
        } catch {
          malformed = true;
        }
        const answer = toGatewayResult(ok({ status: xhr.status, body, malformed }), UploadedIdDocumentSchema);
        if (answer.ok) onProgress(1);
        resolve(answer);
      };
      xhr.onerror = () => resolve(err({ kind: 'Network' }));
      xhr.onabort = () => resolve(err({ kind: 'Network' }));
      xhr.ontimeout = () => resolve(err({ kind: 'Timeout' }));
      const form = new FormData();
      form.append('id', leadId);
      form.append('side', side);
      form.append('file', file, side);
      xhr.send(form);
    });
  }
}
