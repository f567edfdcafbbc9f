import { request } from 'node:http';

/**
 * Sends a request whose body never finishes: the headers announce `declaredBytes`, only `firstChunk` is written. A
 * server that answers does so without having read the body (it cannot have: the rest never comes). Answers the status
 * and body, or null when no answer came within `waitMs` (the server is waiting for the body).
 */
export function answerToUnfinishedBody(
  url: string,
  options: { readonly method?: string; readonly headers?: Record<string, string>; readonly firstChunk: Buffer | string; readonly declaredBytes: number; readonly waitMs?: number },
): Promise<{ status: number; body: string } | null> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'POST', headers: { ...options.headers, 'Content-Length': String(options.declaredBytes) } });
    const timer = setTimeout(() => {
      req.destroy();
      resolve(null);
    }, options.waitMs ?? 5_000);
    req.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    // The server may close the connection after answering without reading the rest: that is not a failure here.
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    req.write(options.firstChunk);
  });
}

/** The start of a multipart upload of `id`'s front side, as the funnel sends it; the file's bytes never end. */
export function multipartStart(id: string): { readonly contentType: string; readonly firstChunk: string } {
  const boundary = 'unfinished-body-boundary';
  const firstChunk = [
    `--${boundary}`,
    'Content-Disposition: form-data; name="id"',
    '',
    id,
    `--${boundary}`,
    'Content-Disposition: form-data; name="side"',
    '',
    'front',
    `--${boundary}`,
    'Content-Disposition: form-data; name="file"; filename="front.png"',
    'Content-Type: image/png',
    '',
    '\u0089PNG',
  ].join('\r\n');
  return { contentType: `multipart/form-data; boundary=${boundary}`, firstChunk };
}
