import { describe, expect, it } from 'vitest';
import { XhrDocumentUploader } from '../../../adapters/http/XhrDocumentUploader';

/** A stand-in XMLHttpRequest: records what was sent; the test plays the network's part through `answer`/`fail`. */
class FakeXhr {
  method = '';
  url = '';
  timeout = 0;
  sent: FormData | null = null;
  status = 0;
  responseText = '';
  readonly headers: Record<string, string> = {};
  readonly upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const setUp = () => {
  const xhr = new FakeXhr();
  const uploader = new XhrDocumentUploader({ baseUrl: 'https://api.example/api/' }, () => xhr as unknown as XMLHttpRequest);
  return { xhr, uploader };
};
const file = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
const kept = { side: 'front', type: 'image/jpeg', size: 3, sha256: 'b'.repeat(64) };

describe('XhrDocumentUploader (DocumentUploader over XHR: fetch has no upload progress)', () => {
  it('posts the side as multipart to /lead/idUpload, reports progress and answers what the lender kept', async () => {
    const { xhr, uploader } = setUp();
    const progress: number[] = [];
    const pending = uploader.upload({ leadId: 'lead-1', side: 'front', file }, (f) => progress.push(f));
    expect([xhr.method, xhr.url]).toEqual(['POST', 'https://api.example/api/lead/idUpload']);
    expect(xhr.sent?.get('id')).toBe('lead-1');
    expect(xhr.sent?.get('side')).toBe('front');
    expect(xhr.sent?.get('file')).toBeInstanceOf(Blob);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    xhr.answer(201, kept);
    expect(await pending).toEqual({ ok: true, value: kept });
    expect(progress).toEqual([0.25, 1]);
  });

  it('answers a refusal with the field errors, an oversize body as Refused 413, a broken answer as malformed', async () => {
    const refusal = setUp();
    const refused = refusal.uploader.upload({ leadId: 'l', side: 'back', file }, () => undefined);
    refusal.xhr.answer(422, { errors: [{ field: 'file', code: 'NotAnOption', message: 'x' }] });
    expect(await refused).toEqual({ ok: false, error: { kind: 'Validation', status: 422, fieldErrors: [{ field: 'file', code: 'NotAnOption', message: 'x' }] } });
    const big = setUp();
    const tooBig = big.uploader.upload({ leadId: 'l', side: 'back', file }, () => undefined);
    big.xhr.answer(413, { error: { code: 'PayloadTooLarge', message: 'x' } });
    expect(await tooBig).toEqual({ ok: false, error: { kind: 'Refused', status: 413, code: 'PayloadTooLarge' } });
    const broken = setUp();
    const odd = broken.uploader.upload({ leadId: 'l', side: 'back', file }, () => undefined);
    broken.xhr.answer(201, '<html>');
    expect(await odd).toEqual({ ok: false, error: { kind: 'MalformedResponse' } });
  });

  it('answers a dropped connection as Network and a timeout as Timeout', async () => {
    const dropped = setUp();
    const a = dropped.uploader.upload({ leadId: 'l', side: 'front', file }, () => undefined);
    dropped.xhr.onerror?.();
    expect(await a).toEqual({ ok: false, error: { kind: 'Network' } });
    const slow = setUp();
    const b = slow.uploader.upload({ leadId: 'l', side: 'front', file }, () => undefined);
    expect(slow.xhr.timeout).toBe(120_000);
    slow.xhr.ontimeout?.();
    expect(await b).toEqual({ ok: false, error: { kind: 'Timeout' } });
  });
});
