import type { Result } from '../shared/Result';
import { err } from '../shared/Result';
import { isRecord } from '../shared/isRecord';
import type { BrandConfig } from './BrandConfigSchema';
import { BrandConfigSchema } from './BrandConfigSchema';
import { countryProfile, LOCALES } from '../country/countryRegistry';
import { countryBrandDefaults, PLATFORM_BRAND_DEFAULTS } from './brandDefaults';
import { legacyFlowProblems } from '../flow/legacyPages';
import { parseBrandConfig, type BrandConfigError } from './parseBrandConfig';

type JsonObject = Record<string, unknown>;

/** The parts of a valibot schema this walk reads: object entries, and the schema an optional wraps. */
interface SchemaShape {
  readonly type: string;
  readonly entries?: Readonly<Record<string, SchemaShape>>;
  readonly wrapped?: SchemaShape;
}

/**
 * Dotted paths of the keys of `value` the schema does not declare (records accept any key). A loose object's own
 * keys are checked inside, but other keys pass: `tracking` holds each pixel vendor's setting under the key its
 * declaration names, and the build checks those against the declarations (adapters/tracking/PixelVendor.ts).
 */
function unknownKeys(schema: SchemaShape, value: unknown, path: string): string[] {
  if (schema.wrapped) return unknownKeys(schema.wrapped, value, path);
  const loose = schema.type === 'loose_object';
  if ((schema.type !== 'object' && !loose) || !schema.entries || !isRecord(value)) return [];
  const entries = schema.entries;
  return Object.entries(value).flatMap(([key, child]) => {
    const childPath = path ? `${path}.${key}` : key;
    const childSchema = Object.hasOwn(entries, key) ? entries[key] : undefined;
    if (childSchema) return unknownKeys(childSchema, child, childPath);
    return loose ? [] : [childPath];
  });
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
 * defaults (architecture.md house rule 6): platform defaults, then the defaults of the brand's country, then the
 * document, merged and then validated by parseBrandConfig. The id is the brand's folder name; the page title
 * defaults to the brand name. A key the schema does not know is refused, so a misspelt override cannot fall back to
 * its default unnoticed. Server and build side only: the browser parses the merged object the server injects.
 * Never throws.
 */
export function resolveBrandConfig(id: string, document: unknown): Result<BrandConfig, BrandConfigError> {
  if (!isRecord(document)) return invalid(['(root): a brand file holds a JSON object']);
  const issues = unknownKeys(BrandConfigSchema as SchemaShape, document, '').map((path) => `${path}: unknown key`);
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
