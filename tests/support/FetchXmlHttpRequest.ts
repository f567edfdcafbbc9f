/** A fetch, as the reference server's tests make one (a cookie jar in front of the real fetch). */
type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** The size in bytes of a multipart body's parts (strings as UTF-8, files as their size): the upload's total. */
const sizeOf = (body: FormData): number =>
  [...body.values()].reduce((total, value) => total + (typeof value === 'string' ? new TextEncoder().encode(value).byteLength : value.size), 0);

/**
 * The slice of XMLHttpRequest that XhrDocumentUploader drives, over `fetch`: Node has no XMLHttpRequest, and this lets
 * the adapter's contract run against the reference server. fetch reports no upload progress, so the whole body is
 * reported sent once the answer has come, before `onload`; a timeout aborts the request and calls `ontimeout`.
 */
export class FetchXmlHttpRequest {
  status = 0;
  responseText = '';
  timeout = 0;
  readonly upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};

  constructor(private readonly fetch: Fetch) {}

  /** The adapter's `createXhr`: one stand-in per request over `fetch`. */
  static over(fetch: Fetch): () => XMLHttpRequest {
    return () => new FetchXmlHttpRequest(fetch) as unknown as XMLHttpRequest;
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: FormData): void {
    const controller = new AbortController();
    let timedOut = false;
    const timer = this.timeout > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), this.timeout) : undefined;
    void this.fetch(this.url, { method: this.method, headers: this.headers, body, signal: controller.signal })
      .then(async (response) => {
        const total = sizeOf(body);
        this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      })
      .catch(() => (timedOut ? this.ontimeout?.() : this.onerror?.()))
      .finally(() => clearTimeout(timer));
  }
}
