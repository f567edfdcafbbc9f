import { COUNTRIES } from '../../domain/country/countryRegistry';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * First-step byte budgets of the first step, gzip level 9: JavaScript ≤ 114 KB, CSS ≤ 15 KB (1 KB = 1024 bytes).
 * Issue 25 item 3 lowered JavaScript from 170 KB to the reached figure plus at most 2 KB: the first step draws with the
 * page's own texts and no router, container or i18next (src/bootstrap/mount.tsx; those come with the full app after
 * the take-over), 112.5–112.9 KB for every brand.
 */
export const FIRST_STEP_BUDGET = { jsGzipBytes: 114 * 1024, cssGzipBytes: 15 * 1024 } as const;

/** The countries whose phone metadata the funnel may ship (domain/brand/BrandConfigSchema.ts COUNTRIES). */
export const BRAND_PHONE_COUNTRIES: readonly string[] = COUNTRIES;

/**
 * Code that must not be in the first step's files (README.md "What the first step loads (issue 6)"), found by a string only the
 * library or screen in question contains. The pixels (fbevents.js, TikTok events.js, gtag.js) and the captcha
 * (reCAPTCHA api.js) only exist on vendor hosts, so their guard is the request list (`VENDOR_HOSTS`): the first step
 * requests none of them. The app's own loaders (the vendors' queue snippets) are a few hundred bytes and are allowed.
 */
export const FORBIDDEN_MARKERS: ReadonlyArray<{ readonly name: string; readonly pattern: RegExp }> = [
  { name: 'posthog-js', pattern: /PostHog logs flush failed|\[PostHog\.js\]|posthog-js\/dist|PostHog was initialized without a token/ },
  { name: 'logrocket', pattern: /LogRocket is truncating|LogRocket network sanitizer|cdn\.logrocket\.io|LogRocket fetch error/ },
  { name: 'react-toastify', pattern: /Toastify__/ },
  // Later steps' code, each found by a string only it holds: the check-answers screen (ui/app/ApplicationPage.tsx loads
  // it lazily), the IBAN country registry (ibantools, in the deferred validators since the storage guard checks IBANs
  // structurally) and the later steps' controls (ui/steps/laterStepsChunk.ts: select, radio, date, money, IBAN, postcode).
  { name: 'check-answers screen (later step)', pattern: /submit-application/ },
  { name: 'IBAN country registry (bank-account step)', pattern: /bban_regexp/ },
  { name: 'later steps\' controls and validators', pattern: /selectPlaceholder/ },
  // libphonenumber-js with the brands' metadata (≈ 12.6 KB gzip) and its as-you-type formatter (≈ 6 KB) arrive at the
  // first answer on a step with a phone field or its first focus; Continue waits for them (ui/steps/phoneCode.ts).
  { name: 'phone core and metadata (libphonenumber-js)', pattern: /country_calling_codes/ },
  { name: 'phone as-you-type formatter', pattern: /Illegal characters found in a pattern/ },
];

/** Hosts of vendor scripts; the first step (before consent) requests none of them. */
export const VENDOR_HOSTS: readonly string[] = [
  'www.googletagmanager.com', 'www.google-analytics.com', 'googleads.g.doubleclick.net', 'connect.facebook.net', 'www.facebook.com',
  'analytics.tiktok.com', 'www.google.com', 'www.gstatic.com', 'www.recaptcha.net', 'us.i.posthog.com', 'eu.i.posthog.com', 'app.posthog.com',
  'cdn.logrocket.io', 'cdn.lr-ingest.io', 'r.lr-ingest.io', 'cdn.lr-in-prod.com',
];

/** libphonenumber-js metadata entry `"GB":["44","00",…` (quoted or not): the countries whose phone metadata is shipped. */
const PHONE_METADATA_ENTRY = /(?:^|[{,])"?([A-Z]{2})"?:\["\d{1,3}","/g;

export interface FirstStepFile {
  /** Where the browser got it from. */
  readonly url: string;
  readonly kind: 'js' | 'css';
  readonly body: Buffer;
}

export interface FirstStepMeasure {
  readonly files: ReadonlyArray<{ readonly url: string; readonly kind: 'js' | 'css'; readonly rawBytes: number; readonly gzipBytes: number; readonly brotliBytes: number }>;
  readonly jsGzipBytes: number;
  readonly jsBrotliBytes: number;
  readonly cssGzipBytes: number;
  readonly cssBrotliBytes: number;
  /** "marker name in file url" for every forbidden marker found. */
  readonly forbidden: readonly string[];
  /** Phone metadata countries found beyond the brands' countries. */
  readonly extraPhoneCountries: readonly string[];
}

export const gzipBytes = (body: Buffer): number => gzipSync(body, { level: 9 }).length;
export const brotliBytes = (body: Buffer): number => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Sizes (gzip 9, brotli 11) and forbidden content of the first step's files. */
export function measureFirstStep(files: readonly FirstStepFile[]): FirstStepMeasure {
  const sized = files.map((file) => ({ url: file.url, kind: file.kind, rawBytes: file.body.length, gzipBytes: gzipBytes(file.body), brotliBytes: brotliBytes(file.body) }));
  const sum = (kind: 'js' | 'css', key: 'gzipBytes' | 'brotliBytes') => sized.filter((f) => f.kind === kind).reduce((total, f) => total + f[key], 0);
  const forbidden: string[] = [];
  const extra = new Set<string>();
  for (const file of files) {
    const text = file.body.toString('utf8');
    for (const marker of FORBIDDEN_MARKERS) if (marker.pattern.test(text)) forbidden.push(`${marker.name} in ${file.url}`);
    if (file.kind !== 'js') continue;
    for (const match of text.matchAll(PHONE_METADATA_ENTRY)) if (match[1] && !BRAND_PHONE_COUNTRIES.includes(match[1])) extra.add(match[1]);
  }
  return {
    files: sized,
    jsGzipBytes: sum('js', 'gzipBytes'),
    jsBrotliBytes: sum('js', 'brotliBytes'),
    cssGzipBytes: sum('css', 'gzipBytes'),
    cssBrotliBytes: sum('css', 'brotliBytes'),
    forbidden,
    extraPhoneCountries: [...extra].sort(),
  };
}

/** Every way the measure breaks the budget, as sentences; empty when it holds. */
export function budgetViolations(
  measure: Pick<FirstStepMeasure, 'jsGzipBytes' | 'cssGzipBytes' | 'forbidden' | 'extraPhoneCountries'>,
  budget: { readonly jsGzipBytes: number; readonly cssGzipBytes: number } = FIRST_STEP_BUDGET,
): string[] {
  const problems: string[] = [];
  if (measure.jsGzipBytes > budget.jsGzipBytes) problems.push(`first-step JS ${kb(measure.jsGzipBytes)} gzip > ${kb(budget.jsGzipBytes)}`);
  if (measure.cssGzipBytes > budget.cssGzipBytes) problems.push(`first-step CSS ${kb(measure.cssGzipBytes)} gzip > ${kb(budget.cssGzipBytes)}`);
  for (const found of measure.forbidden) problems.push(`not allowed in the first step: ${found}`);
  if (measure.extraPhoneCountries.length > 0) problems.push(`phone metadata beyond the brands' countries: ${measure.extraPhoneCountries.join(', ')}`);
  return problems;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
