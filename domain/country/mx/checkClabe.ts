import { checkDigits, INVALID_CHECKSUM } from '../identifierChecks';
import type { ValidationError } from '../../validation/ValidationError';
import { MX_BANK_CODES } from './mxBanks';

const WEIGHTS = [3, 7, 1];
const KNOWN_BANKS: ReadonlySet<string> = new Set(MX_BANK_CODES);

/** The CLABE check digit of its first 17 digits: (10 − Σ (dᵢ·wᵢ mod 10) mod 10) mod 10, weights 3,7,1 (docs/validation-by-country.md "Bank accounts"). */
export function clabeCheckDigit(first17: string): number {
  const sum = [...first17].reduce((total, digit, index) => total + ((Number(digit) * (WEIGHTS[index % 3] ?? 0)) % 10), 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * Mexican CLABE (docs/validation-by-country.md "Bank accounts"): 18 digits, bank (3) + plaza (3) + account (11) + check digit. The bank code
 * must be a known bank (mxBanks.ts): UnknownBank. InvalidFormat, WrongLength { length: 18 }, UnknownBank,
 * InvalidChecksum or null. Never throws.
 */
export function checkClabe(value: string): ValidationError | null {
  const shape = checkDigits(value, 18);
  if (shape) return shape;
  if (!KNOWN_BANKS.has(value.slice(0, 3))) return { kind: 'UnknownBank' };
  return clabeCheckDigit(value.slice(0, 17)) === Number(value[17]) ? null : INVALID_CHECKSUM;
}
