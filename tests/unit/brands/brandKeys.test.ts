import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { configuredPixelVendors } from '../../../adapters/tracking/PixelVendor';
import { BrandConfigSchema } from '../../../domain/brand/BrandConfigSchema';
import { resolveBrandConfig } from '../../../domain/brand/resolveBrandConfig';
import type { SchemaShape } from '../../../domain/brand/unknownKeys';
import { isRecord } from '../../../domain/kernel/isRecord';
import { repositoryPixelVendors, trackingSettingsOf } from '../../../scripts/prerender/pixelVendorSettings';
import { loadBrand } from '../../../server/loadBrand';
import { BRANDS_DIR, shippedBrandIds } from '../../support/shippedBrand';

// The vendors the build closes brand.json `tracking` over (scripts/prerender/pixelVendorSettings.ts).
const vendors = await repositoryPixelVendors(process.cwd(), []);
const trackingSettings = trackingSettingsOf(vendors);

const documentOf = (id: string): Record<string, unknown> => JSON.parse(readFileSync(join(BRANDS_DIR, id, 'brand.json'), 'utf8')) as Record<string, unknown>;
const documents = shippedBrandIds().map((id) => ({ id, document: documentOf(id) }));

/** Objects whose keys are names, not settings (any key is right there): a record in BrandConfigSchema or a vendor's schema. */
const RECORD_PATHS = [/^legacyFlow$/, /^tracking\.googleTag\.adsConversionLabels$/];

type Segment = string | number;
/** Every key of `value` (objects inside arrays too) with the path of the object holding it, records' own keys left out. */
function keyPaths(value: unknown, at: Segment[] = []): Segment[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => keyPaths(item, [...at, index]));
  if (!isRecord(value)) return [];
  const isRecordValue = RECORD_PATHS.some((pattern) => pattern.test(at.join('.')));
  return Object.entries(value).flatMap(([key, child]) => [...(isRecordValue ? [] : [[...at, key]]), ...keyPaths(child, [...at, key])]);
}

/** Every key name the schema (and the vendors' settings) declares anywhere: a misspelling must not land on one. */
function declaredNames(schema: SchemaShape, into = new Set<string>()): Set<string> {
  for (const [key, child] of Object.entries(schema.entries ?? {})) {
    into.add(key);
    declaredNames(child, into);
  }
  for (const child of [schema.wrapped, schema.item, schema.value, ...(schema.items ?? []), ...(schema.options ?? [])]) if (child) declaredNames(child, into);
  return into;
}
const DECLARED = declaredNames({ type: 'object', entries: { ...(BrandConfigSchema.entries as unknown as Record<string, SchemaShape>), ...(trackingSettings as unknown as Record<string, SchemaShape>) } });

/** A typo of `key`: one letter dropped, doubled, swapped with the next, or one added. */
const typoOf = (key: string): fc.Arbitrary<string> =>
  fc
    .tuple(fc.nat({ max: key.length - 1 }), fc.constantFrom('drop', 'double', 'swap', 'add'), fc.constantFrom(...'aeiklmnrstx'))
    .map(([at, kind, letter]) => {
      if (kind === 'drop') return key.slice(0, at) + key.slice(at + 1);
      if (kind === 'double') return key.slice(0, at + 1) + key.slice(at);
      if (kind === 'swap') return key.slice(0, at) + key.slice(at + 1, at + 2) + key.slice(at, at + 1) + key.slice(at + 2);
      return key.slice(0, at) + letter + key.slice(at);
    })
    .filter((typo) => typo !== '' && typo !== key && !DECLARED.has(typo));

/** `document` with the key at `path` renamed to `to` (key order kept). */
function renamed(document: unknown, path: Segment[], to: string): unknown {
  const [head, ...rest] = path;
  if (Array.isArray(document)) return document.map((item, index) => (index === head ? renamed(item, rest, to) : item));
  if (!isRecord(document)) return document;
  return Object.fromEntries(Object.entries(document).map(([key, child]) => (key === head ? [rest.length === 0 ? to : key, rest.length === 0 ? child : renamed(child, rest, to)] : [key, child])));
}

const issuesOf = (id: string, document: unknown): readonly string[] => {
  const result = resolveBrandConfig(id, document, { trackingSettings });
  return result.ok ? [] : result.error.issues;
};

describe('brand.json keys (a misspelt key anywhere fails the build, the server start and these tests)', () => {
  it.each(shippedBrandIds())('%s: every key is known, its tracking settings included, and every vendor setting is valid', (id) => {
    const brand = loadBrand(BRANDS_DIR, id, { trackingSettings });
    expect(configuredPixelVendors(vendors, brand.tracking).errors).toEqual([]);
  });

  it('a typo of any key of a real brand.json, at any depth, is refused with exactly its dotted path (property)', () => {
    const cases = fc.constantFrom(...documents).chain(({ id, document }) =>
      fc.constantFrom(...keyPaths(document)).chain((path) => typoOf(String(path.at(-1))).map((typo) => ({ id, document, path, typo }))),
    );
    fc.assert(
      fc.property(cases, ({ id, document, path, typo }) => {
        const where = [...path.slice(0, -1), typo].join('.');
        expect(issuesOf(id, renamed(document, path, typo))).toEqual([`${where}: unknown key`]);
      }),
      { numRuns: 300 },
    );
  });

  it('a key planted in any object of a real brand.json is refused with its dotted path (property)', () => {
    const objects = (document: unknown): Segment[][] => [[], ...keyPaths(document).filter((path) => isRecord(path.reduce<unknown>((at, key) => (at as Record<Segment, unknown>)[key], document)))];
    const cases = fc.constantFrom(...documents).chain(({ id, document }) => fc.constantFrom(...objects(document).filter((path) => !RECORD_PATHS.some((pattern) => pattern.test(path.join('.'))))).map((path) => ({ id, document, path })));
    fc.assert(
      fc.property(cases, ({ id, document, path }) => {
        const planted = structuredClone(document);
        (path.reduce<unknown>((at, key) => (at as Record<Segment, unknown>)[key], planted) as Record<string, unknown>)['plantedKey'] = 1;
        expect(issuesOf(id, planted)).toEqual([[...path, 'plantedKey'].join('.') + ': unknown key']);
      }),
      { numRuns: 200 },
    );
  });

  it('names the examples the issue gives', () => {
    const esVehicle = documentOf('es-vehicle');
    const tracking = esVehicle['tracking'] as Record<string, unknown>;
    expect(issuesOf('es-vehicle', { ...esVehicle, tracking: { ...tracking, metaPixl: '1' } })).toEqual(['tracking.metaPixl: unknown key']);
    expect(issuesOf('es-vehicle', { ...esVehicle, loan: { ...(esVehicle['loan'] as object), amount: { min: 1000, mx: 20000 } } })).toEqual(['loan.amount.mx: unknown key']);
  });
});
