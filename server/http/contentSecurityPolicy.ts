import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';

type Directive = 'script-src' | 'connect-src' | 'img-src' | 'frame-src' | 'worker-src';
/** Hosts per directive; the pixel vendors' come from their declarations, through the build (dist/vendor-hosts.json). */
export type Hosts = Partial<Record<Directive, readonly string[]>>;

const origin = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * Hosts each service the brand enables needs (docs/security-and-reliability.md "Content-Security-Policy": CSP): analytics, session recording,
 * captcha and an absolute API. Pixel vendors declare their own hosts (adapters/tracking/PixelVendor.ts); the build
 * writes them per brand and contentSecurityPolicy receives them as `pixelHosts`.
 */
export function vendorHosts(brand: BrandConfig): Hosts[] {
  const out: Hosts[] = [];
    const analytics = brand.tracking.analytics?.host ? origin(brand.tracking.analytics.host) : null;
  if (analytics) {
    // PostHog serves its scripts from a sibling "-assets" host (eu.i.posthog.com → eu-assets.i.posthog.com).
    const assets = analytics.replace(/^https:\/\/([a-z]+)\.i\.posthog\.com$/, 'https://$1-assets.i.posthog.com');
    out.push({ 'script-src': [...new Set([analytics, assets])], 'connect-src': [analytics] });
  }
  if (brand.sessionRecording.enabled && brand.sessionRecording.appId) {
    out.push({
      'script-src': ['https://cdn.logrocket.io', 'https://cdn.lr-ingest.io', 'https://cdn.lr-in.com', 'https://cdn.lr-in-prod.com'],
      'connect-src': ['https://*.logrocket.io', 'https://*.lr-ingest.io', 'https://*.logrocket.com', 'https://*.lr-in.com', 'https://*.lr-in-prod.com'],
      'worker-src': ['blob:'],
    });
  }
  if (brand.captcha.provider === 'recaptcha') {
    out.push({ 'script-src': ['https://www.google.com', 'https://www.gstatic.com'], 'frame-src': ['https://www.google.com'] });
  }
  const api = /^https?:\/\//i.test(brand.apiBaseUrl) ? origin(brand.apiBaseUrl) : null;
  if (api) out.push({ 'connect-src': [api] });
  return out;
}

/**
 * A parent that only a developer's machine can be (plain http or a loopback host, e.g. the brands' default
 * `http://localhost:3100`): allowed to frame the funnel only when the server runs for development or tests (issue 15
 * "development parents only in development"), so a shipped brand cannot be framed by whatever runs on a visitor's port.
 */
export function isDevelopmentParent(parent: string): boolean {
  try {
    const url = new URL(parent);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    return url.protocol !== 'https:' || host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host);
  } catch {
    return true;
  }
}

/**
 * The page's Content-Security-Policy (OWASP ASVS 3.4.3, docs/security-and-reliability.md "Content-Security-Policy"): scripts only by `nonce`
 * (plus same-origin chunks), `object-src 'none'`, `base-uri 'none'`, `frame-ancestors` from the brand's parentOrigins
 * (sent as a header: it does not work in `<meta>`). Styles allow inline because libraries inject style tags and a
 * style cannot run code.
 */
export function contentSecurityPolicy(brand: BrandConfig, nonce: string, pixelHosts: readonly Hosts[] = [], options: { readonly developmentParents?: boolean } = {}): string {
  const merged: Record<Directive, Set<string>> = {
    'script-src': new Set(["'self'", `'nonce-${nonce}'`]),
    'connect-src': new Set(["'self'"]),
    'img-src': new Set(["'self'", 'data:']),
    'frame-src': new Set(),
    'worker-src': new Set(["'self'"]),
  };
  for (const hosts of [...pixelHosts, ...vendorHosts(brand)]) {
    for (const [directive, list] of Object.entries(hosts) as Array<[Directive, readonly string[]]>) for (const h of list) merged[directive].add(h);
  }
  const ancestors = brand.parentOrigins
    .filter((parent) => options.developmentParents === true || !isDevelopmentParent(parent))
    .map(origin)
    .filter((o): o is string => o !== null);
  const list = (s: Set<string>): string => (s.size > 0 ? [...s].join(' ') : "'none'");
  return [
    "default-src 'self'",
    `script-src ${list(merged['script-src'])}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(merged['img-src'])}`,
    "font-src 'self' data:",
    `connect-src ${list(merged['connect-src'])}`,
    `frame-src ${list(merged['frame-src'])}`,
    `worker-src ${list(merged['worker-src'])}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...new Set(ancestors)].join(' ')}`,
  ].join('; ');
}

/** The policy of JSON, images and other non-page answers: nothing may load or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";
