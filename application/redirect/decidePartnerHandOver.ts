/**
 * What to do with a partner offer's URL (tracking-privacy-security.md §3 "Redirects", ASVS 3.7.2): navigate
 * automatically only to an `https:` URL whose origin is on the brand's allowlist (`partnerOrigins`); anything else
 * shows a page with the link and does not navigate. A URL that is not `https:` (e.g. `javascript:`, `data:`, `http:`)
 * is never offered as a link either: `url` is then null.
 */
export type PartnerHandOver =
  | { readonly kind: 'Navigate'; readonly url: string }
  | { readonly kind: 'ShowLink'; readonly url: string | null; readonly reason: 'Missing' | 'Unparseable' | 'NotHttps' | 'NotAllowlisted' };

const parse = (text: string): URL | null => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/** See `PartnerHandOver`. Origins compare exactly after URL normalisation (scheme, host and port, case-folded). */
export function decidePartnerHandOver(url: string | undefined | null, allowedOrigins: readonly string[]): PartnerHandOver {
  if (url === undefined || url === null || url.trim() === '') return { kind: 'ShowLink', url: null, reason: 'Missing' };
  const target = parse(url.trim());
  if (!target) return { kind: 'ShowLink', url: null, reason: 'Unparseable' };
  if (target.protocol !== 'https:') return { kind: 'ShowLink', url: null, reason: 'NotHttps' };
  const allowed = allowedOrigins.map((origin) => parse(origin)?.origin).filter((origin): origin is string => origin !== undefined);
  if (!allowed.includes(target.origin)) return { kind: 'ShowLink', url: target.href, reason: 'NotAllowlisted' };
  return { kind: 'Navigate', url: target.href };
}
