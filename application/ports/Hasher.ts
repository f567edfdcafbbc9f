/**
 * One-way hashing of tracking identity (spec §3 "Tracking identity"; tracking-privacy-security.md §1
 * "Decision: hashing uses Web Crypto behind a Hasher port").
 */
export interface Hasher {
  /** The SHA-256 digest of the UTF-8 encoding of `text`, as 64 lowercase hexadecimal characters. */
  sha256Hex(text: string): Promise<string>;
}
