import type { Lead } from '../lead/LeadSchema';
import type { ValidationError } from '../validation/ValidationError';
import type { CountryOption, CountryPack } from './CountryPack';

/** Lower case, no accents, words separated by one space: "València" and "valencia" are one name. */
const normalised = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Leading articles of region names ("A Coruña", "La Rioja", "Las Palmas", "Illes Balears" aside). */
const ARTICLE = /^(a|la|las|los|el|les|l) /;

/**
 * The ways applicants write a region: its code, each part of a bilingual name ("Alicante / Alacant"), with or without
 * its article, and the usual other-language names the pack lists (`aliases`, e.g. Vizcaya for Bizkaia).
 */
function namesOf(region: CountryOption): Set<string> {
  const names = new Set<string>([normalised(region.code), normalised(region.name)]);
  for (const name of [...region.name.split('/'), ...(region.aliases ?? [])]) {
    const plain = normalised(name);
    names.add(plain);
    names.add(plain.replace(ARTICLE, ''));
  }
  return names;
}

/** A field error of a cross-field address rule. */
export interface AddressFieldError {
  readonly path: 'contactDetails.province';
  readonly error: ValidationError;
}

/**
 * The region must be the one the postal code belongs to, where the country's codes tell it (issue 15 item 5: "the
 * province follows the postcode, and a mismatch is refused"; docs/validation-by-country.md "Postal codes" for Spain): RegionMismatch
 * { region } on contactDetails.province, naming the right one. Pure. Empty when consistent, when either answer is
 * missing, or when the postal code names no region (its own rule says why).
 */
export function checkAddressConsistency(lead: Lead, pack: CountryPack): AddressFieldError[] {
  const postalCode = lead.contactDetails?.postalCode;
  const region = lead.contactDetails?.province;
  if (typeof postalCode !== 'string' || typeof region !== 'string' || region.trim() === '') return [];
  const expected = pack.regionOf(postalCode.trim());
  if (expected === null) return [];
  const given = normalised(region);
  if (namesOf(expected).has(given) || namesOf(expected).has(given.replace(ARTICLE, ''))) return [];
  return [{ path: 'contactDetails.province', error: { kind: 'RegionMismatch', params: { region: expected.name } } }];
}
