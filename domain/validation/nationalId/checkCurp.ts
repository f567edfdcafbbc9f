import { daysInMonth } from '../CalendarDate';
import type { ValidationError } from '../ValidationError';

const ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ';
const CURP = /^[A-Z]{4}\d{6}[HM](?:AS|BC|BS|CC|CH|CL|CM|CS|DF|DG|GR|GT|HG|JC|MC|MN|MS|NE|NL|NT|OC|PL|QR|QT|SL|SP|SR|TC|TL|TS|VZ|YN|ZS)[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d$/;

/**
 * Mexican CURP (country-rules.md §2.1): 18 characters, 4 letters, birth date YYMMDD (position 17 a digit before 2000,
 * a letter from 2000), sex H/M, state code, 3 internal consonants, check digit (10 − Σ value·(18−i) mod 10) mod 10 over
 * the alphabet 0–9A–N&O–Z. InvalidFormat, InvalidDate, InvalidChecksum or null. Never throws.
 */
export function checkCurp(value: string): ValidationError | null {
  if (!CURP.test(value)) return { kind: 'InvalidFormat' };
  const century = /\d/.test(value[16] ?? '') ? 1900 : 2000;
  const year = century + Number(value.slice(4, 6));
  const month = Number(value.slice(6, 8));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return { kind: 'InvalidDate' };
  const sum = [...value.slice(0, 17)].reduce((total, character, index) => total + ALPHABET.indexOf(character) * (18 - index), 0);
  return String((10 - (sum % 10)) % 10) === value[17] ? null : { kind: 'InvalidChecksum' };
}
