import fc from 'fast-check';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';

/** A valid mobile number of a country as an applicant may write it, and what the lender must receive. */
export interface MobileNumber {
  /** The characters that count, as typed: the national form ("01701234567") or the international one ("+491701234567"). */
  readonly typed: string;
  /** E.164, worked out by libphonenumber-js's full metadata (not the app's). */
  readonly e164: string;
}

const MOBILE = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

function validMobile(nationalNumber: string, country: CountryCode) {
  const phone = parsePhoneNumberFromString(`+${phoneCallingCode(country)}${nationalNumber}`);
  return phone !== undefined && phone.isValid() && phone.country === country && MOBILE.has(phone.getType() ?? '') ? phone : null;
}

const phoneCallingCode = (country: CountryCode): string => parsePhoneNumberFromString(examples[country] ?? '', country)?.countryCallingCode ?? '';

/**
 * The (length, first two digits) pairs under which `country` has mobiles, found from its example mobile's length ±1 by
 * a fixed pseudo-random sample (the same every run, so fast-check seeds replay): the numbers drawn start like real ones.
 */
function mobilePrefixes(country: CountryCode): ReadonlyArray<{ readonly length: number; readonly prefix: string }> {
  const exampleLength = examples[country]?.length ?? 0;
  let seed = 20_240_601;
  const nextDigits = (n: number): string => {
    let digits = '';
    for (let i = 0; i < n; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      digits += String(Math.floor((seed / 2_147_483_648) * 10));
    }
    return digits;
  };
  const found: { length: number; prefix: string }[] = [];
  for (const length of [exampleLength - 1, exampleLength, exampleLength + 1]) {
    for (let prefix = 10; prefix <= 99; prefix += 1) {
      for (let attempt = 0; attempt < 60; attempt += 1) {
        if (validMobile(`${prefix}${nextDigits(length - 2)}`, country)) {
          found.push({ length, prefix: String(prefix) });
          break;
        }
      }
    }
  }
  if (found.length === 0) throw new Error(`No mobile prefixes found for ${country}`);
  return found;
}

/**
 * Random valid mobile numbers of `country` (libphonenumber-js example mobiles and metadata seed them), written in the
 * national form with the trunk prefix where the country dials one, or with `+` and the calling code.
 */
export function mobileNumber(country: CountryCode): fc.Arbitrary<MobileNumber> {
  const prefixes = mobilePrefixes(country);
  return fc
    .tuple(fc.constantFrom(...prefixes), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 }), fc.boolean())
    .map(([{ length, prefix }, digits, international]) => {
      const phone = validMobile(prefix + digits.slice(0, length - 2).join(''), country);
      if (!phone) return null;
      const typed = international ? phone.number : phone.formatNational().replace(/\D/g, '');
      return { typed, e164: phone.number };
    })
    .filter((n): n is MobileNumber => n !== null);
}
