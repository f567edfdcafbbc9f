import type * as v from 'valibot';
import type { Result } from '../kernel/Result';
import { err } from '../kernel/Result';
import { isRecord } from '../kernel/isRecord';
import type { BrandConfig } from './BrandConfigSchema';
import { BrandConfigSchema } from './BrandConfigSchema';
import { countryProfile, LOCALES } from '../country/countryRegistry';
import { countryBrandDefaults, PLATFORM_BRAND_DEFAULTS } from './brandDefaults';
import { legacyFlowProblems } from '../flow/legacyPages';
import { parseBrandConfig, type BrandConfigError } from './parseBrandConfig';
import { unknownKeys, type SchemaShape } from './unknownKeys';

type JsonObject = Record<string, unknown>;

/** What `resolveBrandConfig` is told beyond the document. */
export interface BrandConfigOptions {
  /**
   * The schema of each setting the pixel vendors read under brand.json `tracking`, by key (adapters/tracking/
   * PixelVendor.ts `setting` and `settings`). The domain knows no vendor, so whoever sees the declarations passes them:
   * the build, the server (the keys the build recorded), the tests. Given, `tracking` is closed: a key no vendor reads
   * is refused like any misspelt key, and a vendor's own settings are walked too. Absent, `tracking` stays open.
   */
  readonly trackingSettings?: Readonly<Record<string, v.GenericSchema>>;
}

/** The brand schema as the key walk sees it: `tracking` closed over the vendors' settings when those are known. */
function schemaFor(options: BrandConfigOptions): SchemaShape {
  const schema = BrandConfigSchema as unknown as SchemaShape;
  if (!options.trackingSettings) return schema;
  const tracking = BrandConfigSchema.entries.tracking as unknown as SchemaShape;
  const vendors = options.trackingSettings as unknown as Readonly<Record<string, SchemaShape>>;
  return { ...schema, entries: { ...schema.entries, tracking: { type: 'object', entries: { ...vendors, ...tracking.entries } } } };
}

/** `over` laid onto `base`: objects merge key by key, anything else (arrays included) replaces. */
function mergeOnto(base: JsonObject, over: JsonObject): JsonObject {
  const merged: JsonObject = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] = isRecord(below) && isRecord(value) ? mergeOnto(below, value) : value;
  }
  return merged;
}

const invalid = (issues: readonly string[]): Result<BrandConfig, BrandConfigError> => err({ kind: 'InvalidBrandConfig', issues });

/**
 * The effective configuration of brand `id` from its brand.json document, which lists only what differs from the
 * defaults (docs/architecture.md house rule 6): platform defaults, then the defaults of the brand's country, then the
 * document, merged and then validated by parseBrandConfig. The id is the brand's folder name; the page title
 * defaults to the brand name. A key the schema does not know, at any depth, is refused with its dotted path
 * (`sessionRecording.logPercentge: unknown key`), so a misspelt override cannot fall back to its default unnoticed;
 * under `tracking` that takes the vendors' settings (`options.trackingSettings`). Server and build side only: the
 * browser parses the merged object the server injects (first-step budget). Never throws.
 */
export function resolveBrandConfig(id: string, document: unknown, options: BrandConfigOptions = {}): Result<BrandConfig, BrandConfigError> {
  if (!isRecord(document)) return invalid(['(root): a brand file holds a JSON object']);
  const issues = unknownKeys(schemaFor(options), document).map((path) => `${path}: unknown key`);
  if (document['id'] !== undefined && document['id'] !== id) issues.push(`id: ${JSON.stringify(document['id'])} is not the folder name ${id}`);
  if (issues.length > 0) return invalid(issues);
  const profile = typeof document['country'] === 'string' ? countryProfile(document['country']) : undefined;
  if (document['country'] !== undefined && profile === undefined) return invalid([`country: ${JSON.stringify(document['country'])} is not a country of the registry (domain/country/countries.ts)`]);
  const withCountry = profile ? mergeOnto(PLATFORM_BRAND_DEFAULTS, countryBrandDefaults(profile) as JsonObject) : PLATFORM_BRAND_DEFAULTS;
  const merged = mergeOnto(withCountry, document);
  const pageData = isRecord(merged['pageData']) ? merged['pageData'] : {};
  const parsed = parseBrandConfig({ ...merged, id, pageData: { pageTitle: merged['name'], ...pageData } });
  // The legacy pages' rules beyond their shape are checked here, not in the browser (first-step budget).
  const legacy = parsed.ok && parsed.value.legacyFlow ? legacyFlowProblems(parsed.value.legacyFlow) : [];
  if (parsed.ok && !LOCALES.includes(parsed.value.locale)) legacy.push(`locale: ${JSON.stringify(parsed.value.locale)} is not a locale of the registry's countries`);
  return legacy.length > 0 ? invalid(legacy) : parsed;
}
