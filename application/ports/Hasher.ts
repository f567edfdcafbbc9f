/**
 * One-way hashing of tracking identity (docs/click-ids-and-consent.md "Tracking identity"; docs/click-ids-and-consent.md "Tracking identity": "Decision: hashing uses Web Crypto behind a Hasher port").
 */
export interface Hasher {
  /** The SHA-256 digest of the UTF-8 encoding of `text`, as 64 lowercase hexadecimal characters. */
  sha256Hex(text: string): Promise<string>;
}
