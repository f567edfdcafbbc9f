import type { VendorBrowserIdValues, VendorBrowserIds } from '../../application/ports/VendorBrowserIds';

/** The document part this adapter reads. */
export interface CookieDocument {
  readonly cookie: string;
}

const COOKIES = { fbp: '_fbp', ttp: '_ttp' } as const;
const MAX_ID = 512;

/** The ad vendors' browser ids from their first-party cookies (`_fbp` Meta, `_ttp` TikTok), read from `document.cookie`. */
export class CookieVendorBrowserIds implements VendorBrowserIds {
  constructor(private readonly doc: CookieDocument) {}

  read(): VendorBrowserIdValues {
    let jar: string;
    try {
      jar = this.doc.cookie;
    } catch {
      // A sandboxed document throws on cookie access: no ids, as without the cookies.
      return {};
    }
    const values = new Map<string, string>();
    for (const pair of jar.split(';')) {
      const eq = pair.indexOf('=');
      if (eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      if (!values.has(name)) values.set(name, pair.slice(eq + 1).trim());
    }
    const ids: { fbp?: string; ttp?: string } = {};
    for (const [key, cookie] of Object.entries(COOKIES) as Array<[keyof typeof COOKIES, string]>) {
      const value = values.get(cookie);
      if (value && value.length <= MAX_ID) ids[key] = value;
    }
    return ids;
  }
}
