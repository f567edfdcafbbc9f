import type { Hasher } from '../../application/ports/Hasher';

/** SHA-256 through Web Crypto (docs/click-ids-and-consent.md "Tracking identity": decision). Needs a secure context in the browser. */
export class WebCryptoHasher implements Hasher {
  constructor(private readonly subtle: SubtleCrypto = globalThis.crypto.subtle) {}

  async sha256Hex(text: string): Promise<string> {
    const digest = await this.subtle.digest('SHA-256', new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
}
