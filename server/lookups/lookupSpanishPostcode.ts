import { SPANISH_PROVINCES } from '../../domain/country/es/spanishProvinces';

const BY_PREFIX = new Map(SPANISH_PROVINCES.map((p) => [p.prefix, p]));

/**
 * Spanish postal code → province of the sorting office (country-rules.md §1.2, the table in
 * domain/country/es/spanishProvinces.ts): 5 digits whose first two are 01–52. Surrounding spaces are ignored.
 */
export function lookupSpanishPostcode(
  input: string,
): { ok: true; value: { postalCode: string; province: string; provinceKey: string } } | { ok: false; error: 'InvalidFormat' | 'UnknownProvince' } {
  const code = input.trim();
  if (!/^\d{5}$/.test(code)) return { ok: false, error: 'InvalidFormat' };
  const found = BY_PREFIX.get(code.slice(0, 2));
  if (!found) return { ok: false, error: 'UnknownProvince' };
  return { ok: true, value: { postalCode: code, province: found.name, provinceKey: found.key } };
}
