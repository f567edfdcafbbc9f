import type { ValidationError } from '../../validation/ValidationError';
import { LICENCE_PLATE_MAX_LENGTH } from '../identifierChecks';

/**
 * Province codes of the provincial plates (docs/validation-by-country.md "Licence plates": the docs/validation-by-country.md "Postal codes": "Key" column plus historical variants:
 * GE Girona before GI, OR/OU Ourense, PM/IB Baleares, LO Logroño). Two-letter codes are listed before one-letter
 * ones so the alternation never matches a prefix of a longer code.
 */
const PROVINCE_CODES = [
  'AB', 'AL', 'AV', 'BA', 'BI', 'BU', 'CA', 'CC', 'CE', 'CO', 'CR', 'CS', 'CU', 'GC', 'GE', 'GI', 'GR', 'GU', 'HU',
  'IB', 'LE', 'LO', 'LU', 'MA', 'ML', 'MU', 'NA', 'OR', 'OU', 'PM', 'PO', 'SA', 'SE', 'SG', 'SO', 'SS', 'TE', 'TF',
  'TO', 'VA', 'VI', 'ZA', 'A', 'B', 'C', 'H', 'J', 'L', 'M', 'O', 'P', 'S', 'T', 'V', 'Z',
].join('|');

/** Accepted Spanish plate formats, on the compact form (no spaces or dashes). */
export const SPANISH_PLATE_PATTERNS = {
  /** Since Sep 2000: 4 digits + 3 letters from BCDFGHJKLMNPRSTVWXYZ (no vowels, Ñ or Q). */
  current: /^\d{4}[BCDFGHJKLMNPRSTVWXYZ]{3}$/,
  /** 1971 – Sep 2000: province + 4 digits + 1–2 letters, e.g. M-1234-AB. */
  provincial: new RegExp(`^(?:${PROVINCE_CODES})\\d{4}[A-Z]{1,2}$`),
  /** 1900 – Oct 1971: province + up to 6 digits, e.g. M-960985 (still on the road as classic cars). */
  provincialNumeric: new RegExp(`^(?:${PROVINCE_CODES})\\d{1,6}$`),
} as const;

/**
 * A Spanish vehicle licence plate (otherDetails.vehicleLicensePlateNumber): the current
 * national format and both older provincial formats. Special plates (E… special vehicles, H… historic, R… trailers,
 * diplomatic, military) are refused: a vehicle-backed loan needs an ordinary registered car, and their formats
 * (letter + 4 digits + 3 letters) match none of the patterns. Expects a normalised value. Never throws.
 */
export function checkSpanishLicencePlate(value: string): ValidationError | null {
  if (value.length > LICENCE_PLATE_MAX_LENGTH) return { kind: 'TooLong', params: { max: LICENCE_PLATE_MAX_LENGTH } };
  const matches = Object.values(SPANISH_PLATE_PATTERNS).some((pattern) => pattern.test(value));
  return matches ? null : { kind: 'InvalidFormat' };
}
