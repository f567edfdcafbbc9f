import type { ValidationError } from '../ValidationError';

/**
 * German Steuer-IdNr (country-rules.md §6.1), used when a German brand asks for a national number at all (identity
 * normally comes from VideoIdent): 11 digits, first not 0; in the first 10 exactly one digit appears 2 or 3 times and
 * the others at most once; ISO 7064 Mod 11,10 check digit. Never throws.
 */
export function checkGermanTaxId(value: string): ValidationError | null {
  if (!/^[1-9]\d{10}$/.test(value)) return { kind: 'InvalidFormat' };
  const digits = [...value].map(Number);
  const counts = new Map<number, number>();
  for (const digit of digits.slice(0, 10)) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  const repeated = [...counts.values()].filter((count) => count > 1);
  if (repeated.length !== 1 || (repeated[0] ?? 0) > 3) return { kind: 'InvalidFormat' };
  let check = 5;
  for (const digit of digits) check = ((((check || 10) * 2) % 11) + digit) % 10;
  return check === 1 ? null : { kind: 'InvalidChecksum' };
}
