import type { CountryPack } from '../../domain/country/CountryPack';
import { checkPostalCode } from '../../domain/country/postalCodeRule';

/**
 * A postal code of the brand's country → the region it belongs to, where the country's codes tell it (its pack's
 * `regionOf`: Spain's province of the sorting office from the first two digits; Mexico's state; Colombia's
 * department): InvalidFormat when the shape is wrong, UnknownProvince when the code names no region. Surrounding
 * spaces are ignored.
 */
export function lookupPostcode(
  pack: CountryPack,
  input: string,
): { ok: true; value: { postalCode: string; province: string; provinceKey: string } } | { ok: false; error: 'InvalidFormat' | 'UnknownProvince' } {
  const code = input.trim();
  const problem = checkPostalCode(code, pack.postalCode);
  if (problem !== null) return { ok: false, error: problem.kind === 'UnknownProvince' ? 'UnknownProvince' : 'InvalidFormat' };
  const region = pack.regionOf(code);
  if (region === null) return { ok: false, error: 'UnknownProvince' };
  return { ok: true, value: { postalCode: code, province: region.name, provinceKey: region.code } };
}
