/**
 * A UUID made from a SHA-256 hex digest (RFC 9562 version 8, "custom"): the first 122 bits of the digest with the
 * version and variant bits set. The same digest gives the same UUID, so an event whose id is derived from what it is
 * about (a lead and an event name) keeps one id across retries and reloads (docs/funnel-events.md).
 */
export function eventUuid(sha256Hex: string): string {
  const hex = sha256Hex.toLowerCase();
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
