import { describe, expect, it } from 'vitest';
import { CookieVendorBrowserIds } from '../../../adapters/tracking/CookieVendorBrowserIds';
import { describeVendorBrowserIdsContract } from '../suites/vendorBrowserIdsContract';

describeVendorBrowserIdsContract('CookieVendorBrowserIds', (cookies) => new CookieVendorBrowserIds({ cookie: cookies }));

describe('CookieVendorBrowserIds in a sandboxed document', () => {
  it('gives no ids when reading document.cookie throws', () => {
    const sandboxed = {
      get cookie(): string {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
    };
    expect(new CookieVendorBrowserIds(sandboxed).read()).toEqual({});
  });
});
