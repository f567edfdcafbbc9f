import { createHash } from 'node:crypto';
import type { BrowserContext, Page, Request, Route } from '@playwright/test';

/**
 * Privacy and security probes (first-step budget, docs/click-ids-and-consent.md "Consent categories"; docs/sessions-and-storage.md "What is never stored"; docs/security-and-reliability.md "Retries", "Output encoding"): vendor hosts intercepted and answered
 * with stubs that keep each vendor's real global API shape and record every call; every request recorded; storage and
 * cookies read; CSP violations counted.
 */

/** Every host a vendor script or beacon may come from (docs/click-ids-and-consent.md "Consent categories", docs/security-and-reliability.md "Content-Security-Policy": CSP list). */
export const VENDOR_HOSTS: ReadonlySet<string> = new Set([
  'www.googletagmanager.com', 'www.google-analytics.com', 'region1.google-analytics.com', 'googleads.g.doubleclick.net', 'www.googleadservices.com',
  'www.google.com', 'www.gstatic.com', 'www.recaptcha.net', 'connect.facebook.net', 'www.facebook.com', 'analytics.tiktok.com',
  'us.i.posthog.com', 'eu.i.posthog.com', 'us-assets.i.posthog.com', 'eu-assets.i.posthog.com', 'app.posthog.com',
  'cdn.logrocket.io', 'cdn.lr-ingest.io', 'r.lr-ingest.io', 'cdn.lr-in-prod.com', 'cdn.lr-ingest.com', 'r.lr-ingest.com',
]);

/** Cookie and storage key names vendor scripts write (_fbp/_fbc Meta, _ttp TikTok, _ga/_gcl Google, ph_ PostHog, _lr LogRocket); the app's own docs/sessions-and-storage.md "Storage keys" keys such as logRocketBlocked are not vendor keys. */
export const VENDOR_KEY = /^(_fbp|_fbc|_ttp|_tt_|tt_|_ga|_gid|_gcl|_gac|ph_|__ph|_lr|lr_)/;

/** National ids (DNI, NIE) and IBANs as they could be written: plain, spaced or JSON-embedded (docs/sessions-and-storage.md "What is never stored"). */
export const SENSITIVE_PATTERNS: ReadonlyArray<{ readonly name: string; readonly pattern: RegExp }> = [
  { name: 'DNI', pattern: /(?<![0-9A-Za-z])\d{8}[-\s]?[A-HJ-NP-TV-Z](?![0-9A-Za-z])/ },
  { name: 'NIE', pattern: /(?<![0-9A-Za-z])[XYZ][-\s]?\d{7}[-\s]?[A-HJ-NP-TV-Z](?![0-9A-Za-z])/ },
  { name: 'IBAN', pattern: /(?<![0-9A-Za-z])[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?(?![0-9A-Za-z])/ },
];

/** Which sensitive patterns `text` holds (empty when none). */
export const sensitiveIn = (text: string): string[] => SENSITIVE_PATTERNS.filter((p) => p.pattern.test(text)).map((p) => p.name);

/** Raw and URL-encoded forms of each identity value (encodeURIComponent and form encoding), for a needle search. */
export function identityNeedles(values: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const value of values) {
    forms.add(value);
    forms.add(encodeURIComponent(value));
    forms.add(new URLSearchParams({ v: value }).toString().slice(2));
    forms.add(encodeURIComponent(encodeURIComponent(value)));
  }
  return [...forms].filter((form) => form.length >= 6);
}

/** The needles `text` holds. */
export const needlesIn = (text: string, needles: readonly string[]): string[] => needles.filter((needle) => text.includes(needle));

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export interface RecordedRequest {
  readonly url: string;
  readonly method: string;
  readonly body: string;
  readonly vendor: boolean;
  readonly firstParty: boolean;
}

/** Records every request of `page` (URL, method, body). */
export function recordRequests(page: Page, appOrigin: string): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    requests.push({ url: request.url(), method: request.method(), body: request.postData() ?? '', vendor: VENDOR_HOSTS.has(url.hostname), firstParty: url.origin === appOrigin });
  });
  return requests;
}

/** Recorder shared by the stubs: every vendor call as JSON-safe data, in window.__vendorCalls. */
const RECORDER = `var rec = window.__vendorCalls = window.__vendorCalls || [];
function cp(value) {
  try {
    var list = value && typeof value === 'object' && !Array.isArray(value) && typeof value.length === 'number' ? Array.prototype.slice.call(value) : value;
    return JSON.parse(JSON.stringify(list));
  } catch (e) { return ['unserialisable']; }
}`;

/** fbevents.js stand-in: takes over `fbq` as the real script does (callMethod, queue drained, loaded flag). */
const META_STUB = `(function () { ${RECORDER}
  var f = window.fbq; if (!f) return;
  function handle(a) { rec.push({ vendor: 'meta', args: cp(a) }); }
  var queued = (f.queue || []).slice(); f.queue = [];
  f.callMethod = function () { handle(arguments); };
  f.loaded = true; f.version = '2.0';
  queued.forEach(handle);
})();`;

/** TikTok events.js stand-in: replaces the `ttq` method stubs and drains the global and per-pixel queues. */
const TIKTOK_STUB = `(function () { ${RECORDER}
  var t = window[window.TiktokAnalyticsObject || 'ttq']; if (!t) return;
  var queued = Array.prototype.slice.call(t); t.length = 0;
  (t.methods || []).forEach(function (m) { t[m] = function () { rec.push({ vendor: 'tiktok', args: [m].concat(cp(arguments)) }); return t; }; });
  t.instance = function () { return t; };
  queued.forEach(function (c) { rec.push({ vendor: 'tiktok', args: cp(c) }); });
  Object.keys(t._i || {}).forEach(function (id) { Array.prototype.slice.call(t._i[id]).forEach(function (c) { rec.push({ vendor: 'tiktok', args: cp(c) }); }); });
})();`;

/** gtm.js / gtag.js stand-in: reads the data layer and every later push (commands arrive as `arguments` objects). */
const GOOGLE_STUB = `(function () { ${RECORDER}
  var dl = window.dataLayer = window.dataLayer || []; if (dl.__stubbed) return; dl.__stubbed = true;
  function handle(entry) { rec.push({ vendor: 'google', args: cp(entry) }); }
  dl.slice().forEach(handle);
  var push = dl.push;
  dl.push = function () { for (var i = 0; i < arguments.length; i++) handle(arguments[i]); return push.apply(dl, arguments); };
})();`;

function stubFor(url: URL): string | null {
  if (url.hostname === 'connect.facebook.net' && url.pathname.endsWith('/fbevents.js')) return META_STUB;
  if (url.hostname === 'analytics.tiktok.com' && url.pathname.endsWith('/events.js')) return TIKTOK_STUB;
  if (url.hostname === 'www.googletagmanager.com' && (url.pathname === '/gtm.js' || url.pathname === '/gtag/js')) return GOOGLE_STUB;
  return null;
}

/** Every vendor host answered locally: scripts with the recording stubs, anything else 204. Nothing leaves loopback. */
export async function stubVendors(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => VENDOR_HOSTS.has(url.hostname),
    (route: Route) => {
      const stub = stubFor(new URL(route.request().url()));
      return stub ? route.fulfill({ status: 200, contentType: 'text/javascript', body: stub }) : route.fulfill({ status: 204, body: '' });
    },
  );
}

export interface VendorCall {
  readonly vendor: 'meta' | 'tiktok' | 'google';
  readonly args: unknown[];
}

export const vendorCalls = (page: Page): Promise<VendorCall[]> => page.evaluate(() => ((window as unknown as { __vendorCalls?: VendorCall[] }).__vendorCalls ?? []));

/** Counts `securitypolicyviolation` events from the first document on (init script). */
export async function countCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) => w.__csp.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

export const cspViolations = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

/** Local and session storage of the page as text (keys and values). */
export const storageText = (page: Page): Promise<string> =>
  page.evaluate(() => JSON.stringify({ local: { ...window.localStorage }, session: { ...window.sessionStorage } }));

export const storageKeys = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...Object.keys(window.localStorage), ...Object.keys(window.sessionStorage)]);
