/**
 * What to do with a partner offer's URL (docs/security-and-reliability.md "Partner redirects", ASVS 3.7.2): navigate only to an
 * `https:` URL whose origin is on the brand's allowlist (`partnerOrigins`). Anything else cannot be opened, and is never
 * offered as a link either (issue 22 item 6: a host off the allowlist is no partner of the brand's, whatever the API
 * says): the screen says why and what to do.
 */
export type PartnerHandOver =
  | { readonly kind: 'Navigate'; readonly url: string }
  | { readonly kind: 'CannotOpen'; readonly reason: 'Missing' | 'Unparseable' | 'NotHttps' | 'NotAllowlisted' };

const parse = (text: string): URL | null => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/** See `PartnerHandOver`. Origins compare exactly after URL normalisation (scheme, host and port, case-folded). */
export function decidePartnerHandOver(url: string | undefined | null, allowedOrigins: readonly string[]): PartnerHandOver {
  if (url === undefined || url === null || url.trim() === '') return { kind: 'CannotOpen', reason: 'Missing' };
  const target = parse(url.trim());
  if (!target) return { kind: 'CannotOpen', reason: 'Unparseable' };
  if (target.protocol !== 'https:') return { kind: 'CannotOpen', reason: 'NotHttps' };
  const allowed = allowedOrigins.map((origin) => parse(origin)?.origin).filter((origin): origin is string => origin !== undefined);
  if (!allowed.includes(target.origin)) return { kind: 'CannotOpen', reason: 'NotAllowlisted' };
  return { kind: 'Navigate', url: target.href };
}
