import * as v from 'valibot';
import type { Clock } from '../../application/ports/Clock';
import type { ConsentSource } from '../../application/ports/ConsentSource';
import type { Hasher } from '../../application/ports/Hasher';
import type { Logger } from '../../application/ports/Logger';
import type { PixelTracker } from '../../application/ports/PixelTracker';
import type { VendorRuntime } from '../vendorLoading/VendorRuntime';

/** The Content-Security-Policy directives a vendor may add hosts to (server/http/contentSecurityPolicy.ts). */
export type CspDirective = 'script-src' | 'connect-src' | 'img-src' | 'frame-src';
export type CspHosts = Partial<Record<CspDirective, readonly string[]>>;

/** What the container hands a vendor's adapter when it builds it (after consent and idle time). */
export interface PixelVendorDeps {
  /** The page's window, where a vendor's snippet puts its global (`fbq`, `ttq`, …). */
  readonly win: object;
  readonly consent: ConsentSource;
  readonly hasher: Hasher;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly runtime: VendorRuntime;
}

/**
 * A pixel vendor's registration (docs/architecture.md house rule 10; docs/integrating.md "Add a pixel vendor"): everything
 * the app needs to know about a vendor besides its adapter. The container binds one LazyPixelTracker per vendor whose
 * `setting` the brand's `tracking` section holds; the build checks those settings against `settings` and writes the
 * vendor's `hosts` into the page's Content-Security-Policy. Evaluating a declaration runs no browser code: `load`
 * imports the adapter only after consent and idle time.
 */
export interface PixelVendor<S = unknown> {
  readonly kind: 'pixelVendor';
  /** Short id used in logs, e.g. `meta`. */
  readonly id: string;
  /** The key of the brand's `tracking` section holding this vendor's settings; absent means the vendor is off. */
  readonly setting: string;
  /** Validates the settings (brand.json is data; parse at the edges, house rule 2). */
  readonly settings: v.GenericSchema<unknown, S>;
  /** The consent category that must be granted before anything of the vendor loads. */
  readonly consent: 'marketing' | 'analytics';
  /** The hosts the vendor's script loads from and sends to, per CSP directive (may depend on the settings). */
  readonly hosts: (settings: S) => CspHosts;
  /** Imports the adapter's code and answers how to build it. */
  readonly load: () => Promise<(settings: S, deps: PixelVendorDeps) => PixelTracker>;
}

/** Declares a pixel vendor (the `kind` tells an integrations list's vendors from its container modules). */
export const pixelVendor = <S>(declaration: Omit<PixelVendor<S>, 'kind'>): PixelVendor => ({ kind: 'pixelVendor', ...declaration }) as PixelVendor;

export const isPixelVendor = (integration: unknown): integration is PixelVendor =>
  typeof integration === 'object' && integration !== null && (integration as { kind?: unknown }).kind === 'pixelVendor';

/** A vendor the brand switches on, with its parsed settings. */
export interface ConfiguredPixelVendor {
  readonly vendor: PixelVendor;
  readonly settings: unknown;
}

/** A vendor setting in brand.json that its declaration's schema refuses. */
export interface PixelVendorSettingsError {
  readonly vendor: string;
  readonly setting: string;
  readonly issues: readonly string[];
}

/**
 * The declared vendors the brand's `tracking` section switches on, each with its parsed settings, and the settings
 * refused (a refused vendor stays off). The build fails on a refusal (scripts/prerender); the app logs it.
 */
export function configuredPixelVendors(
  vendors: readonly PixelVendor[],
  tracking: Readonly<Record<string, unknown>>,
): { readonly configured: readonly ConfiguredPixelVendor[]; readonly errors: readonly PixelVendorSettingsError[] } {
  const configured: ConfiguredPixelVendor[] = [];
  const errors: PixelVendorSettingsError[] = [];
  for (const vendor of vendors) {
    const raw = tracking[vendor.setting];
    if (raw === undefined) continue;
    const parsed = v.safeParse(vendor.settings, raw);
    if (parsed.success) configured.push({ vendor, settings: parsed.output });
    else errors.push({ vendor: vendor.id, setting: vendor.setting, issues: parsed.issues.map((issue) => issue.message) });
  }
  return { configured, errors };
}

/** The CSP hosts of the vendors the brand switches on (the build writes them for the server: dist/vendor-hosts.json). */
export const pixelVendorHosts = (configured: readonly ConfiguredPixelVendor[]): CspHosts[] => configured.map(({ vendor, settings }) => vendor.hosts(settings));
